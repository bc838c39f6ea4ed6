import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api, sendData } from '../../api/client';
import type { components } from '../../api/schema';
import { cursorPage, PAGE_SIZE, type CursorPage } from './admin-api';

export type AdminPayout = components['schemas']['AdminPayoutResponse'];
export type PayoutStatus = AdminPayout['status'];
export type AdminRefund = components['schemas']['AdminRefundResponse'] & { id: string };
export type PayoutHold = components['schemas']['PayoutHoldResponse'];
export type StrandedCampaign = components['schemas']['StrandedCampaignResponse'];
export type Reconciliation = components['schemas']['LedgerReconciliationResponse'];
export type Discrepancy = components['schemas']['DiscrepancyResponse'];
/** The reconciliation's period: the last `days`, or from one day to another (both included). */
export type ReconciliationPeriod = { days: number } | { from: string; to: string };

/** Every money view of the console under one prefix, so one action refreshes them all. */
export const moneyKeys = {
  all: ['admin-money'] as const,
  payouts: (status: string) => ['admin-money', '/api/admin/payouts', status] as const,
  refunds: ['admin-money', '/api/admin/refunds'] as const,
  holds: ['admin-money', '/api/admin/payout-holds'] as const,
  stranded: ['admin-money', '/api/admin/stranded-campaigns'] as const,
  reconciliation: (period: ReconciliationPeriod) => ['admin-money', '/api/admin/ledger/reconciliation', period] as const,
  holdCampaignSearch: (term: string) => ['admin-money', 'hold-campaign-search', term] as const,
};

export const payoutStatusLabels: Record<PayoutStatus, string> = { pending: 'Pending', paid: 'Paid', failed: 'Failed' };

export const moneyQueries = {
  payouts: (status: string) =>
    infiniteQueryOptions({
      queryKey: moneyKeys.payouts(status),
      queryFn: ({ pageParam }): Promise<CursorPage<AdminPayout>> =>
        cursorPage(api.GET('/api/admin/payouts', { params: { query: { status: (status || undefined) as PayoutStatus | undefined, limit: PAGE_SIZE, cursor: pageParam } } })),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last) => last.nextCursor ?? undefined,
      meta: { silent: true },
    }),
  refunds: () =>
    infiniteQueryOptions({
      queryKey: moneyKeys.refunds,
      queryFn: async ({ pageParam }): Promise<CursorPage<AdminRefund>> => {
        const page = await cursorPage(api.GET('/api/admin/refunds', { params: { query: { limit: PAGE_SIZE, cursor: pageParam } } }));
        return { ...page, items: page.items.map((r) => ({ ...r, id: r.donationId })) };
      },
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last) => last.nextCursor ?? undefined,
      meta: { silent: true },
    }),
  /** Campaigns holding money whose organizer closed their account: only an administrator can act on them. */
  stranded: () =>
    queryOptions({
      queryKey: moneyKeys.stranded,
      queryFn: () => sendData(api.GET('/api/admin/stranded-campaigns')),
      meta: { silent: true },
    }),
  holds: () =>
    queryOptions({
      queryKey: moneyKeys.holds,
      queryFn: () => sendData(api.GET('/api/admin/payout-holds')),
      meta: { silent: true },
    }),
  /** The first campaigns whose title matches the text (all of them for no text): whose payouts to hold. */
  holdCampaignSearch: (term: string) =>
    queryOptions({
      queryKey: moneyKeys.holdCampaignSearch(term),
      queryFn: () => sendData(api.GET('/api/admin/campaigns', { params: { query: { search: term || undefined, limit: 10 } } })),
      meta: { silent: true },
    }),
  reconciliation: (period: ReconciliationPeriod) =>
    queryOptions({
      queryKey: moneyKeys.reconciliation(period),
      queryFn: () => sendData(api.GET('/api/admin/ledger/reconciliation', { params: { query: period } })),
      meta: { silent: true },
    }),
};

export function holdPayouts(campaignId: string, reason: string) {
  return sendData(api.POST('/api/admin/campaigns/{id}/payout-hold', { params: { path: { id: campaignId } }, body: { reason } }));
}

/** Pays out everything a campaign whose organizer closed their account holds, to the account they had. */
export function payOutForClosedAccount(campaignId: string) {
  return sendData(api.POST('/api/admin/campaigns/{id}/payouts', { params: { path: { id: campaignId } }, body: {} }));
}

export function releasePayouts(campaignId: string) {
  return sendData(api.DELETE('/api/admin/campaigns/{id}/payout-hold', { params: { path: { id: campaignId } } }));
}

/** The ledger's accounts as an administrator reads them. */
export const accountLabels: Record<string, { label: string; meaning: string }> = {
  provider_balance: { label: 'Held at the payment provider', meaning: 'Money in the platform’s provider balance: gifts and tips in, fees, refunds and payouts out.' },
  campaign_funds: { label: 'Owed to campaigns', meaning: 'Gifts not yet paid out or refunded (a credit: shown negative).' },
  platform_tips: { label: 'Platform tips', meaning: 'Tips donors added, less refunded tips (a credit: shown negative).' },
  processing_fees: {
    label: 'Processing fees',
    meaning: 'The provider’s fee per charge (cards and wallets 2.9% + 30¢, bank payments 0.8% up to $5), borne by the platform, less the fees donors chose to cover.',
  },
};
