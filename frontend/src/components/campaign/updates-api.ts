import { queryOptions } from '@tanstack/react-query';
import { api, readData, sendData } from '../../api/client';
import type { components } from '../../api/schema';

export type CampaignUpdate = components['schemas']['CampaignUpdateResponse'];
export type PostCampaignUpdateBody = components['schemas']['PostCampaignUpdateRequest'];

export const updateKeys = {
  list: (campaignId: string) => ['/api/campaigns', 'updates', campaignId] as const,
};

export const updateQueries = {
  /** A campaign's updates, newest first. */
  list: (campaignId: string) =>
    queryOptions({
      queryKey: updateKeys.list(campaignId),
      queryFn: async (): Promise<CampaignUpdate[]> => {
        const list = await readData(api.GET('/api/campaigns/{id}/updates', { params: { path: { id: campaignId } } }));
        return Array.isArray(list) ? list : [];
      },
    }),
};

export function postCampaignUpdate(campaignId: string, body: PostCampaignUpdateBody): Promise<CampaignUpdate> {
  return sendData(api.POST('/api/campaigns/{id}/updates', { params: { path: { id: campaignId } }, body }));
}

/** The link in an update email: stops this campaign's updates to that address. */
export function unsubscribeFromUpdates(campaignId: string, email: string, token: string) {
  return sendData(api.POST('/api/campaigns/{id}/updates/unsubscribe', { params: { path: { id: campaignId } }, body: { email, token } }));
}
