import { queryOptions } from '@tanstack/react-query';
import { api, readData, sendData } from '../../api/client';
import type { components } from '../../api/schema';

export type MonthlyGift = components['schemas']['MonthlyGiftResponse'];

export const monthlyGiftKeys = {
  mine: ['/api/user/recurring-gifts'] as const,
  byLink: (id: string) => ['/api/recurring-gifts', id] as const,
};

export const monthlyGiftQueries = {
  /** The signed-in member's monthly gifts, newest first. */
  mine: () =>
    queryOptions({
      queryKey: monthlyGiftKeys.mine,
      queryFn: async (): Promise<MonthlyGift[]> => {
        const list = await readData(api.GET('/api/user/recurring-gifts'));
        return Array.isArray(list) ? list : [];
      },
    }),
  /** A guest's monthly gift, through the signed link in their receipt. */
  byLink: (id: string, token: string) =>
    queryOptions({
      queryKey: monthlyGiftKeys.byLink(id),
      queryFn: () => sendData(api.GET('/api/recurring-gifts/{id}', { params: { path: { id }, query: { token } } })),
      retry: false,
    }),
};

export function cancelMyMonthlyGift(id: string): Promise<MonthlyGift> {
  return sendData(api.POST('/api/user/recurring-gifts/{id}/cancel', { params: { path: { id } } }));
}

export function cancelMonthlyGiftByLink(id: string, token: string): Promise<MonthlyGift> {
  return sendData(api.POST('/api/recurring-gifts/{id}/cancel', { params: { path: { id } }, body: { token } }));
}

export const STOP_REASONS: Record<NonNullable<MonthlyGift['stopReason']>, string> = {
  cancelled_by_donor: 'You stopped it',
  campaign_closed: 'The campaign ended',
  payment_failed: 'The card could not be charged',
  account_closed: 'The account was closed',
};

/** Who acts on a gift: nothing for its member signed in, the manage link's token for a guest. */
type Actor = { token?: string };

export type CardUpdate = components['schemas']['CardUpdateResponse'];
export type NewCard = { cardNumber: string } | { setupIntentId: string };

/** Changes the amount ("25.00") and/or the day of the month (1-28), from the next charge. */
export function changeMonthlyGift(id: string, change: { amount?: string; dayOfMonth?: number }, actor: Actor = {}): Promise<MonthlyGift> {
  return sendData(api.PUT('/api/recurring-gifts/{id}', { params: { path: { id } }, body: { ...change, ...actor } }));
}

export function skipMonthlyGift(id: string, actor: Actor = {}): Promise<MonthlyGift> {
  return sendData(api.POST('/api/recurring-gifts/{id}/skip', { params: { path: { id } }, body: actor }));
}

export function pauseMonthlyGift(id: string, months: number, actor: Actor = {}): Promise<MonthlyGift> {
  return sendData(api.POST('/api/recurring-gifts/{id}/pause', { params: { path: { id } }, body: { months, ...actor } }));
}

export function resumeMonthlyGift(id: string, actor: Actor = {}): Promise<MonthlyGift> {
  return sendData(api.POST('/api/recurring-gifts/{id}/resume', { params: { path: { id } }, body: actor }));
}

/** The card-update page of a past-due notice's link: the gift, its missed month, and (Stripe) the card setup. */
export const cardUpdateQuery = (token: string) =>
  queryOptions({
    queryKey: ['/api/recurring-gifts/update-payment', token] as const,
    queryFn: () => sendData(api.GET('/api/recurring-gifts/update-payment', { params: { query: { token } } })),
    retry: false,
    // Each read makes a new card setup at Stripe: read once per visit.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

/** The new card, through the link: a past-due month is charged at once (once). */
export function updateCardByLink(token: string, card: NewCard): Promise<CardUpdate> {
  return sendData(api.POST('/api/recurring-gifts/update-payment', { body: { token, ...card } }));
}

/** Paused now: nothing is charged before pausedUntil. */
export const isPaused = (gift: MonthlyGift) => gift.status === 'active' && !!gift.pausedUntil && Date.parse(gift.pausedUntil) > Date.now();
