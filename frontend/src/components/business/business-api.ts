import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api, readData, sendData } from '../../api/client';
import type { components } from '../../api/schema';
import type { Industry } from './industries';

export type BusinessProfile = components['schemas']['BusinessProfileResponse'];
export type BusinessProfileRequest = components['schemas']['BusinessProfileRequest'];
export type BusinessProfileUpdate = components['schemas']['UpdateBusinessProfileRequest'];
export type MembershipTier = components['schemas']['MembershipTierResponse'];
export type Membership = components['schemas']['MembershipResponse'];
export type FoundingStatus = components['schemas']['FoundingStatusResponse'];

export const businessKeys = {
  directory: (search: string, industry: string) => ['/api/business-profiles', 'list', { search, industry }] as const,
  profile: (id: string) => ['/api/business-profiles', 'one', id] as const,
  mine: (userId: string) => ['/api/user/business-profile', userId] as const,
  tiers: ['/api/membership-tiers'] as const,
  tier: (tierId: string) => ['/api/membership-tiers', tierId] as const,
  membership: (userId: string) => ['/api/user/membership', userId] as const,
  founding: (userId: string | null) => ['/api/founding-members', userId ?? 'visitor'] as const,
};

/** The directory: search and industry filter run on the server. Keeps the last list on screen while a new one loads. */
export function useBusinessDirectory(search: string, industry: Industry | '') {
  return useQuery({
    queryKey: businessKeys.directory(search, industry),
    queryFn: () =>
      readData(
        api.GET('/api/business-profiles', {
          params: { query: { search: search || undefined, industry: industry || undefined, limit: 100 } },
        }),
      ),
    placeholderData: keepPreviousData,
    meta: { errorTitle: 'Could not load the business directory' },
  });
}

/** One profile (signed-in members only). null: not found (404), or signed out. */
export function useBusinessProfile(id: string, enabled: boolean) {
  return useQuery({
    queryKey: businessKeys.profile(id),
    queryFn: async () => {
      try {
        return await readData(api.GET('/api/business-profiles/{id}', { params: { path: { id } } }));
      } catch (error) {
        if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
        throw error;
      }
    },
    enabled,
    meta: { silent: true }, // the page says 'Failed to fetch business profile' itself
  });
}

/** The member's own business profile; null when there is none yet (404). */
export function useMyBusinessProfile(userId: string) {
  return useQuery({
    queryKey: businessKeys.mine(userId),
    queryFn: async () => {
      try {
        return await readData(api.GET('/api/user/business-profile'));
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    meta: { errorTitle: 'Failed to fetch business profile' },
  });
}

export function useMembershipTiers() {
  return useQuery({
    queryKey: businessKeys.tiers,
    queryFn: () => readData(api.GET('/api/membership-tiers')),
    meta: { silent: true }, // without tiers the fallback plans are shown
  });
}

/** One tier; null when the server does not know it. */
export function useMembershipTier(tierId: string, enabled: boolean) {
  return useQuery({
    queryKey: businessKeys.tier(tierId),
    queryFn: async () => {
      try {
        return await readData(api.GET('/api/membership-tiers/{tierId}', { params: { path: { tierId } } }));
      } catch (error) {
        if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
        throw error;
      }
    },
    enabled,
    meta: { silent: true }, // the checkout page shows the spec's text itself
  });
}

const LIVE_STATUSES = new Set(['active', 'trialing', 'past_due']);
const ACTIVATION_POLL_MS = 1500;
const ACTIVATION_POLL_LIMIT = 20;

/**
 * The member's membership. `awaitingActivation`: just back from a successful payment, so the answer is asked
 * again every 1.5 s (at most 20 times) until the membership is live; the payment is recorded a moment later.
 */
export function useMyMembership(userId: string | null, awaitingActivation = false) {
  return useQuery({
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
  });
}

export function useCancelMembership(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => sendData(api.POST('/api/user/membership/cancel')),
    onSuccess: (membership) => {
      if (membership) queryClient.setQueryData(businessKeys.membership(userId), membership);
      else void queryClient.invalidateQueries({ queryKey: businessKeys.membership(userId) });
    },
    meta: { errorTitle: 'Could not cancel your membership' },
  });
}

/** The founding-member programme (places claimed of 100, and whether this member holds one). */
export function useFoundingStatus(userId: string | null) {
  return useQuery({
    queryKey: businessKeys.founding(userId),
    queryFn: () => readData(api.GET('/api/founding-members')),
    meta: { silent: true }, // a failure shows no figures rather than an alarm
  });
}

export function useClaimFoundingPlace(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => sendData(api.POST('/api/founding-members/claim')),
    onSettled: (status) => {
      if (status) queryClient.setQueryData(businessKeys.founding(userId), status);
      void queryClient.invalidateQueries({ queryKey: ['/api/founding-members'] });
      void queryClient.invalidateQueries({ queryKey: businessKeys.membership(userId) });
      void queryClient.invalidateQueries({ queryKey: ['/api/business-profiles'] });
    },
  });
}
