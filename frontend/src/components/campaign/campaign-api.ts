import { infiniteQueryOptions, keepPreviousData, queryOptions, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api, readData, sendData } from '../../api/client';
import type { components } from '../../api/schema';

export type Campaign = components['schemas']['CampaignResponse'];
export type CampaignDonation = components['schemas']['CampaignDonationResponse'];
export type CampaignStatus = Campaign['status'];
export type CampaignArchived = components['schemas']['CampaignArchivedResponse'];
export type CreateCampaignBody = components['schemas']['CreateCampaignRequest'];
export type UpdateCampaignBody = components['schemas']['UpdateCampaignRequest'];

/** Query keys, by API path, so any screen that shows campaigns refreshes after a change. */
export const campaignKeys = {
  all: ['/api/campaigns'] as const,
  browse: (search: string) => ['/api/campaigns', 'browse', search] as const,
  featured: (limit: number) => ['/api/campaigns', 'featured', limit] as const,
  detail: (slugOrId: string) => ['/api/campaigns', 'detail', slugOrId] as const,
  page: (slugOrId: string) => ['/api/campaigns', 'page', slugOrId] as const,
  donations: (id: string) => ['/api/campaigns', 'donations', id] as const,
  saved: (ids: string) => ['/api/campaigns', 'saved', ids] as const,
  mine: ['/api/user/campaigns'] as const,
};

export interface CampaignPage {
  items: Campaign[];
  /** The X-Next-Cursor header: the next page, or null on the last one. */
  nextCursor: string | null;
}

/** One page of live campaigns (GET /api/campaigns), newest first or ranked by the search text. */
async function fetchCampaignPage(params: { search?: string; limit?: number; cursor?: string }): Promise<CampaignPage> {
  const query: { search?: string; limit?: number; cursor?: string } = {};
  if (params.search?.trim()) query.search = params.search.trim();
  if (params.limit) query.limit = params.limit;
  if (params.cursor) query.cursor = params.cursor;
  const call = api.GET('/api/campaigns', { params: { query } });
  const { response } = await call;
  const items = (await readData(call)) ?? []; // 401 = empty list (spec section 7)
  return { items: Array.isArray(items) ? items : [], nextCursor: response.headers.get('X-Next-Cursor') };
}

/** One campaign by slug or id; null when it does not exist or is not visible to this person. */
async function fetchCampaign(slugOrId: string): Promise<Campaign | null> {
  const call = api.GET('/api/campaigns/{slugOrId}', { params: { path: { slugOrId } } });
  const { response } = await call;
  // 404: missing or not visible; 204: a failure silenced during the first seconds (treated as no data).
  if (response.status === 404 || response.status === 401 || response.status === 204) return null;
  return readData(call);
}

/** A campaign page: the campaign, or why there is none to show (an archived campaign's closing words). */
export interface ClosedCampaign {
  title: 'Campaign Closed';
  message: string;
}

export interface CampaignLookup {
  campaign: Campaign | null;
  /** Set when the campaign was closed and archived (it held donations): the server's words. */
  closed: ClosedCampaign | null;
}

async function lookUpCampaign(slugOrId: string): Promise<CampaignLookup> {
  const call = api.GET('/api/campaigns/{slugOrId}', { params: { path: { slugOrId } } });
  const { response } = await call;
  if (response.status === 401) return { campaign: null, closed: null };
  if (response.status === 404 || response.status === 204) {
    // No campaign to show (a 204 is a failure the start-up silence hid): ask once more, outside that silence,
    // whether it was closed and archived, so the page can say so rather than "not found".
    return { campaign: null, closed: await whyClosed(slugOrId) };
  }
  return { campaign: await readData(call), closed: null };
}

/** The server's words when the campaign was archived (its 404 carries code campaign_archived). */
async function whyClosed(slugOrId: string): Promise<ClosedCampaign | null> {
  try {
    const res = await fetch(`/api/campaigns/${encodeURIComponent(slugOrId)}`, { credentials: 'include', cache: 'no-store' });
    if (res.status !== 404) return null;
    const body = (await res.json()) as { code?: string; message?: string };
    if (!body.message) return null;
    if (body.code === 'campaign_archived') return { title: 'Campaign Closed', message: body.message };
    return null;
  } catch {
    return null;
  }
}

/** These campaigns, those everyone may see, in the order given (GET /api/campaigns?ids=). */
async function fetchCampaignsByIds(ids: readonly string[]): Promise<Campaign[]> {
  if (ids.length === 0) return [];
  const list = await readData(api.GET('/api/campaigns', { params: { query: { ids: ids.join(',') } } }));
  return Array.isArray(list) ? list : [];
}

async function fetchCampaignDonations(id: string): Promise<CampaignDonation[]> {
  const list = await readData(api.GET('/api/campaigns/{id}/donations', { params: { path: { id } } }));
  return Array.isArray(list) ? list : [];
}

/** The signed-in member's own campaigns with their review status; `signedOut` for a 401. */
async function fetchMyCampaigns(): Promise<{ signedOut: boolean; campaigns: Campaign[] }> {
  const call = api.GET('/api/user/campaigns');
  const { response } = await call;
  if (response.status === 401) return { signedOut: true, campaigns: [] };
  const list = await readData(call);
  return { signedOut: false, campaigns: Array.isArray(list) ? list : [] };
}

/** How many campaigns a page of /donate asks for. */
export const BROWSE_PAGE_SIZE = 12;

export const campaignQueries = {
  /** /donate: live campaigns, newest first or ranked by the search text, paged with the server's cursor. */
  browse: (search: string) =>
    infiniteQueryOptions({
      queryKey: campaignKeys.browse(search),
      queryFn: ({ pageParam }) => fetchCampaignPage({ search, limit: BROWSE_PAGE_SIZE, cursor: pageParam }),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last) => last.nextCursor ?? undefined,
    }),

  /** The newest live campaigns, for the home page. */
  featured: (limit: number) =>
    queryOptions({
      queryKey: campaignKeys.featured(limit),
      queryFn: () => fetchCampaignPage({ limit }),
    }),

  /** One campaign by slug or id; null when it does not exist or is not visible to this person. */
  detail: (slugOrId: string) =>
    queryOptions({
      queryKey: campaignKeys.detail(slugOrId),
      queryFn: () => fetchCampaign(slugOrId),
    }),

  /** /donate/:slug: the campaign, or the notice that it was closed and archived. */
  page: (slugOrId: string) =>
    queryOptions({
      queryKey: campaignKeys.page(slugOrId),
      queryFn: () => lookUpCampaign(slugOrId),
    }),

  /**
   * The campaigns saved on this device (ids newest first), those still open to everyone. While another list of ids
   * loads (one was saved or removed), the last answer stays on screen.
   */
  saved: (ids: readonly string[]) =>
    queryOptions({
      queryKey: campaignKeys.saved(ids.join(',')),
      queryFn: () => fetchCampaignsByIds(ids),
      placeholderData: keepPreviousData,
    }),

  /** A campaign's recent donations. */
  donations: (id: string) =>
    queryOptions({
      queryKey: campaignKeys.donations(id),
      queryFn: () => fetchCampaignDonations(id),
    }),

  /** The signed-in member's own campaigns with their review status. */
  mine: () =>
    queryOptions({
      queryKey: campaignKeys.mine,
      queryFn: fetchMyCampaigns,
    }),
};

export function createCampaign(body: CreateCampaignBody): Promise<Campaign> {
  return sendData(api.POST('/api/campaigns', { body }));
}

export function updateCampaign(id: string, body: UpdateCampaignBody): Promise<Campaign> {
  return sendData(api.PUT('/api/campaigns/{id}', { params: { path: { id } }, body }));
}

/** Deletes the campaign; one that has received donations is archived instead, and the answer says so. */
export async function deleteCampaign(id: string): Promise<CampaignArchived | undefined> {
  return (await sendData(api.DELETE('/api/campaigns/{id}', { params: { path: { id } } }))) ?? undefined;
}

/** API paths whose cached reads change with a campaign: public lists and pages, own campaigns, the admin lists. */
const CAMPAIGN_PATHS = [campaignKeys.all[0], campaignKeys.mine[0], '/api/admin/campaigns'];

/** After a create, update, toggle or delete: the cached campaign, own campaigns and campaign lists refresh. */
export function invalidateCampaigns(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => {
      const head = query.queryKey[0];
      return typeof head === 'string' && CAMPAIGN_PATHS.some((path) => head.startsWith(path));
    },
  });
}

export function useInvalidateCampaigns(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => invalidateCampaigns(queryClient), [queryClient]);
}

/** Live means visible to everyone and able to take gifts. */
export function isLive(campaign: Pick<Campaign, 'status' | 'isActive' | 'hasEnded' | 'archivedAt'>): boolean {
  return campaign.status === 'approved' && campaign.isActive && !campaign.hasEnded && !campaign.archivedAt;
}

export const statusLabels: Record<CampaignStatus, string> = {
  pending: 'Pending review',
  approved: 'Approved',
  rejected: 'Rejected',
};
