import { queryOptions } from '@tanstack/react-query';
import { api, readData, sendData } from '../../api/client';

export const payoutAccountQuery = () =>
  queryOptions({ queryKey: ['payout-account'], queryFn: () => readData(api.GET('/api/user/payout-account')) });
export const startPayoutOnboarding = () => sendData(api.POST('/api/user/payout-account'));
export const completeSandboxOnboarding = (accountId: string) =>
  sendData(api.POST('/api/payments/sandbox/payout-accounts/{accountId}/complete', { params: { path: { accountId } } }));
export const myPayoutsQuery = () =>
  queryOptions({ queryKey: ['my-payouts'], queryFn: async () => (await readData(api.GET('/api/user/payouts'))) ?? [] });
