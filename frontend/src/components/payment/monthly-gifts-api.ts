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
