import { infiniteQueryOptions } from '@tanstack/react-query';
import { api, sendData } from '../../api/client';
import type { components } from '../../api/schema';
import { cursorPage, PAGE_SIZE, type CursorPage } from './admin-api';

export type EmailEntry = components['schemas']['EmailLogEntryResponse'];
export type EmailState = EmailEntry['state'];

export const emailKeys = {
  all: ['/api/admin/emails'] as const,
  list: (recipient: string, state: string) => ['/api/admin/emails', recipient, state] as const,
};

function fetchEmails(recipient: string, state: string, cursor?: string): Promise<CursorPage<EmailEntry>> {
  return cursorPage(
    api.GET('/api/admin/emails', {
      params: { query: { recipient: recipient || undefined, state: (state || undefined) as EmailState | undefined, limit: PAGE_SIZE, cursor } },
    }),
  );
}

export const emailQueries = {
  /** The message log, newest first, filtered by part of the recipient's address and by delivery state. */
  list: (recipient: string, state: string) =>
    infiniteQueryOptions({
      queryKey: emailKeys.list(recipient, state),
      queryFn: ({ pageParam }) => fetchEmails(recipient, state, pageParam),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last) => last.nextCursor ?? undefined,
      meta: { silent: true },
    }),
};

export function retryEmail(id: string) {
  return sendData(api.POST('/api/admin/emails/{id}/retry', { params: { path: { id } } }));
}

export const emailStateLabels: Record<EmailState, string> = {
  queued: 'Queued',
  retrying: 'Retrying',
  sent: 'Sent',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

/** The template's name as an administrator reads it. */
export const templateLabels: Record<string, string> = {
  'donation-receipt': 'Gift receipt',
  'membership-receipt': 'Membership receipt',
  'organizer-gift': 'Gift to organizer',
  'organizer-gifts': 'Gifts to organizer (several at once)',
  'campaign-approved': 'Campaign approved',
  'campaign-rejected': 'Campaign not approved',
  'campaign-edit-approved': 'Campaign edit approved',
  'campaign-edit-rejected': 'Campaign edit not approved',
  'sponsorship-approved': 'Sponsorship approved',
  'sponsorship-rejected': 'Sponsorship not approved',
  'refund-notice': 'Refund notice',
  'organizer-refund': 'Refund, to organizer',
  'payout-paid': 'Payout sent',
  'payout-failed': 'Payout not sent',
  'recurring-gift-stopped': 'Monthly gift stopped',
  'campaign-update': 'Campaign update',
  'campaign-update-digest': 'Campaign updates (next day, together)',
  welcome: 'Welcome + verify email',
  'verify-email': 'Verify email',
  'password-reset': 'Password reset',
  'password-changed': 'Password changed',
  'account-closed': 'Account closed',
  'membership-ended': 'Membership ended',
};
