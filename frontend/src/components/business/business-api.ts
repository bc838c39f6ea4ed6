import { keepPreviousData, queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ApiError, api, readData, sendData } from '../../api/client';
import type { components } from '../../api/schema';
import { statisticsKeys } from '../statistics/statistics-api';
import type { Industry } from './industries';

export type BusinessProfile = components['schemas']['BusinessProfileResponse'];
export type BusinessProfileRequest = components['schemas']['BusinessProfileRequest'];
export type BusinessProfileUpdate = components['schemas']['UpdateBusinessProfileRequest'];
export type MembershipTier = components['schemas']['MembershipTierResponse'];
export type Membership = components['schemas']['MembershipResponse'];
export type FoundingStatus = components['schemas']['FoundingStatusResponse'];

/** Query keys by API path, so one prefix refreshes every view of a resource. */
export const businessKeys = {
  directoryAll: ['/api/business-profiles'] as const,
  directory: (search: string, industry: string) => ['/api/business-profiles', 'list', { search, industry }] as const,
  profile: (id: string) => ['/api/business-profiles', 'one', id] as const,
  mineAll: ['/api/user/business-profile'] as const,
  mine: (userId: string) => ['/api/user/business-profile', userId] as const,
  tiers: ['/api/membership-tiers'] as const,
  tier: (tierId: string) => ['/api/membership-tiers', tierId] as const,
  membershipAll: ['/api/user/membership'] as const,
  membership: (userId: string) => ['/api/user/membership', userId] as const,
  foundingAll: ['/api/founding-members'] as const,
  founding: (userId: string | null) => ['/api/founding-members', userId ?? 'visitor'] as const,
};

/** A read where some refusals mean "there is none": those statuses give null instead of an error. */
async function orNull<T>(call: Promise<T | null>, statuses: number[]): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiError && statuses.includes(error.status)) return null;
    throw error;
  }
}

const LIVE_STATUSES = new Set(['active', 'trialing', 'past_due']);
const ACTIVATION_POLL_MS = 1500;
const ACTIVATION_POLL_LIMIT = 20;

export const businessQueries = {
  /** The directory: search and industry filter run on the server. Keeps the last list on screen while a new one loads. */
  directory: (search: string, industry: Industry | '') =>
    queryOptions({
      queryKey: businessKeys.directory(search, industry),
      queryFn: () =>
        readData(
          api.GET('/api/business-profiles', {
            params: { query: { search: search || undefined, industry: industry || undefined, limit: 100 } },
          }),
        ),
      placeholderData: keepPreviousData,
      meta: { errorTitle: 'Could not load the business directory' },
    }),

  /** One profile (signed-in members only). null: not found (404), or signed out. */
  profile: (id: string) =>
    queryOptions({
      queryKey: businessKeys.profile(id),
      queryFn: () => orNull(readData(api.GET('/api/business-profiles/{id}', { params: { path: { id } } })), [404, 400]),
      meta: { silent: true }, // the page says 'Failed to fetch business profile' itself
    }),

  /** The member's own business profile; null when there is none yet (the server answers 204). */
  mine: (userId: string) =>
    queryOptions({
      queryKey: businessKeys.mine(userId),
      queryFn: () => readData(api.GET('/api/user/business-profile')),
      meta: { errorTitle: 'Failed to fetch business profile' },
    }),

  tiers: () =>
    queryOptions({
      queryKey: businessKeys.tiers,
      queryFn: () => readData(api.GET('/api/membership-tiers')),
      meta: { silent: true }, // without tiers the fallback plans are shown
    }),

  /** One tier; null when the server does not know it. */
  tier: (tierId: string) =>
    queryOptions({
      queryKey: businessKeys.tier(tierId),
      queryFn: () => orNull(readData(api.GET('/api/membership-tiers/{tierId}', { params: { path: { tierId } } })), [404, 400]),
      meta: { silent: true }, // the checkout page shows the spec's text itself
    }),

  /**
   * The member's membership (only asked for a signed-in member). `awaitingActivation`: just back from a successful
   * payment, so the answer is asked again every 1.5 s (at most 20 times) until the membership is live; the payment
   * is recorded a moment later.
   */
  membership: (userId: string | null, awaitingActivation = false) =>
    queryOptions({
      queryKey: businessKeys.membership(userId ?? ''),
      queryFn: () => readData(api.GET('/api/user/membership')),
      enabled: Boolean(userId),
      refetchInterval: (query) =>
        awaitingActivation &&
        !LIVE_STATUSES.has(query.state.data?.status ?? '') &&
        query.state.dataUpdateCount < ACTIVATION_POLL_LIMIT
          ? ACTIVATION_POLL_MS
          : false,
      meta: { errorTitle: 'Could not load your membership' },
    }),

  /** The founding-member program (places claimed of 100, and whether this member holds one). */
  founding: (userId: string | null) =>
    queryOptions({
      queryKey: businessKeys.founding(userId),
      queryFn: () => readData(api.GET('/api/founding-members')),
      meta: { silent: true }, // a failure shows no figures rather than an alarm
    }),
};

export function createBusinessProfile(body: BusinessProfileRequest) {
  return sendData(api.POST('/api/business-profiles', { body }));
}

/** PUT /api/business-profiles/{id} with the changed fields only. */
export function updateBusinessProfile(id: string, body: BusinessProfileUpdate) {
  return sendData(api.PUT('/api/business-profiles/{id}', { params: { path: { id } }, body }));
}

/** POST /api/create-subscription: the payment's client secret for a monthly tier. */
export function startSubscription(tierId: string) {
  return sendData(api.POST('/api/create-subscription', { body: { tierID: tierId } }));
}

/** After a membership was started (its payment is being made): membership, directory and own profile refresh. */
export function invalidateMembershipViews(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: businessKeys.membershipAll });
  void queryClient.invalidateQueries({ queryKey: businessKeys.directoryAll });
  void queryClient.invalidateQueries({ queryKey: businessKeys.mineAll });
}

/** After the member's profile was saved: it is cached as the server returned it; the directory and figures refresh. */
export function profileSaved(queryClient: QueryClient, userId: string, saved: BusinessProfile | null | undefined): void {
  if (saved) queryClient.setQueryData(businessQueries.mine(userId).queryKey, saved);
  void queryClient.invalidateQueries({ queryKey: businessKeys.directoryAll });
  void queryClient.invalidateQueries({ queryKey: statisticsKeys.all });
}

export function useCancelMembership(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => sendData(api.POST('/api/user/membership/cancel')),
    onSuccess: (membership) => {
      const { queryKey } = businessQueries.membership(userId);
      if (membership) queryClient.setQueryData(queryKey, membership);
      else void queryClient.invalidateQueries({ queryKey });
    },
    meta: { errorTitle: 'Could not cancel your membership' },
  });
}

export function useClaimFoundingPlace(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => sendData(api.POST('/api/founding-members/claim')),
    onSettled: (status) => {
      if (status) queryClient.setQueryData(businessQueries.founding(userId).queryKey, status);
      void queryClient.invalidateQueries({ queryKey: businessKeys.foundingAll });
      void queryClient.invalidateQueries({ queryKey: businessKeys.membership(userId) });
      void queryClient.invalidateQueries({ queryKey: businessKeys.directoryAll });
    },
  });
}
