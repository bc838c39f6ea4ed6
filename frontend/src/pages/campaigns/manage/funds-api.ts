import { queryOptions } from '@tanstack/react-query';
import { api, readData, sendData } from '../../../api/client';
import type { components } from '../../../api/schema';

export type Funds = components['schemas']['CampaignFundsResponse'];
export type Donor = components['schemas']['CampaignDonorResponse'];
export type Payout = components['schemas']['PayoutResponse'];

/** Query keys of one campaign's money, as the organizer sees it (Manage Campaigns → Funds & donors). */
export const fundsKeys = {
  funds: (campaignId: string) => ['campaign-funds', campaignId] as const,
  donors: (campaignId: string) => ['campaign-donors', campaignId] as const,
  payouts: (campaignId: string) => ['campaign-payouts', campaignId] as const,
};

export const fundsQueries = {
  /** What the ledger holds for the campaign: raised, refunded, paid out, available, pending. */
  funds: (campaignId: string) =>
    queryOptions({
      queryKey: fundsKeys.funds(campaignId),
      queryFn: () => readData<Funds>(api.GET('/api/campaigns/{id}/funds', { params: { path: { id: campaignId } } })),
    }),
  /** Every gift to the campaign, with whether it can still be refunded. */
  donors: (campaignId: string) =>
    queryOptions({
      queryKey: fundsKeys.donors(campaignId),
      queryFn: async () => (await readData<Donor[]>(api.GET('/api/campaigns/{id}/donors', { params: { path: { id: campaignId } } }))) ?? [],
    }),
  /** The campaign's payouts, newest first. */
  payouts: (campaignId: string) =>
    queryOptions({
      queryKey: fundsKeys.payouts(campaignId),
      queryFn: async () => (await readData<Payout[]>(api.GET('/api/campaigns/{id}/payouts', { params: { path: { id: campaignId } } }))) ?? [],
    }),
};

/** POST /api/campaigns/{id}/payouts: `dollars`, or everything available when null. */
export function requestPayout(campaignId: string, dollars: number | null): Promise<Payout> {
  return sendData(api.POST('/api/campaigns/{id}/payouts', { params: { path: { id: campaignId } }, body: dollars === null ? {} : { amount: dollars } }));
}
