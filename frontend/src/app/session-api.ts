import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api, readData, sendData } from '../api/client';
import type { components } from '../api/schema';
import type { CurrentUser } from '../api/types';

export type { CurrentUser };
export type LoginBody = components['schemas']['LoginRequest'];
export type RegisterBody = components['schemas']['RegisterRequest'];
export type ProfileUpdate = components['schemas']['UpdateProfileRequest'];

/** Query keys of the session, by API path (the first element of every key is the path it reads). */
export const sessionKeys = {
  currentUser: ['/api/user'] as const,
};

/**
 * The server's page says `<meta name="fc-session" content="guest">` when the visitor came without a session
 * cookie: nobody is signed in, so the app paints the guest's page at once instead of asking GET /api/user
 * (whose documented answer for a guest is a 401). Any successful write (signing in or up, or any call that
 * may have started a session) ends it: from then on the server is asked.
 */
let knownGuest = typeof document !== 'undefined' && document.querySelector('meta[name="fc-session"]')?.getAttribute('content') === 'guest';
api.use({
  onResponse({ request, response }) {
    if (request.method !== 'GET' && response.ok) knownGuest = false;
    return undefined;
  },
});

export function fetchCurrentUser(): Promise<CurrentUser | null> {
  if (knownGuest) return Promise.resolve(null);
  return readData(api.GET('/api/user'));
}

/** At start-up: a known guest's session is "signed out" from the first render (no pulsing avatar, no wait). */
export function seedGuestSession(queryClient: QueryClient): void {
  if (knownGuest) queryClient.setQueryData(sessionKeys.currentUser, null);
}

export const sessionQueries = {
  /** The signed-in member, null when signed out (a 401). Fresh for 5 minutes, kept 10 minutes (spec section 9). */
  currentUser: () =>
    queryOptions({
      queryKey: sessionKeys.currentUser,
      queryFn: fetchCurrentUser,
      staleTime: 5 * 60_000,
      gcTime: 10 * 60_000,
      meta: { errorTitle: 'Could not check your sign-in' },
    }),
};

/** Whether someone is signed in right now (asked at the moment; any failure counts as no). The cache is left alone. */
export async function isSignedInNow(): Promise<boolean> {
  try {
    return Boolean((await fetchCurrentUser())?.id);
  } catch {
    return false;
  }
}

export function signIn(body: LoginBody) {
  return sendData(api.POST('/api/login', { body }));
}

export function register(body: RegisterBody) {
  return sendData(api.POST('/api/register', { body }));
}

export function signOut() {
  return sendData(api.POST('/api/logout'));
}

/** PUT /api/user/profile with the changed fields only; answers with the updated member. */
export function updateProfile(body: ProfileUpdate) {
  return sendData(api.PUT('/api/user/profile', { body }));
}

/** After login / register / a profile change: the cached user is set from the response. */
export function setSignedInUser(queryClient: QueryClient, user: CurrentUser | null | undefined): void {
  if (user) queryClient.setQueryData(sessionQueries.currentUser().queryKey, user);
}

/** Asks the server again who is signed in. */
export function refreshCurrentUser(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: sessionKeys.currentUser });
}

/** Whether a cached query belongs to the session (kept when everything else is cleared or refreshed). */
export function isSessionQuery(queryKey: readonly unknown[]): boolean {
  return queryKey[0] === sessionKeys.currentUser[0];
}
