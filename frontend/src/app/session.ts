import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router-dom';
import { isSessionQuery, sessionQueries, signOut, type CurrentUser } from './session-api';
import { toast } from './toast';

export type { CurrentUser };

/**
 * The signed-in member (`user` is null when signed out, i.e. a 401, and while `isLoading`).
 * Fresh for 5 minutes, kept 10 minutes (spec section 9).
 */
export function useCurrentUser() {
  const query = useQuery(sessionQueries.currentUser());
  return {
    user: query.data ?? null,
    isLoading: query.isPending,
    isSignedIn: Boolean(query.data),
  };
}

// While the sign-out toast shows (500 ms), guarded pages must not bounce the person to /auth.
let signingOut = false;
const signingOutListeners = new Set<() => void>();
function setSigningOut(value: boolean) {
  signingOut = value;
  signingOutListeners.forEach((listener) => listener());
}
export function useIsSigningOut(): boolean {
  return useSyncExternalStore(
    (listener) => {
      signingOutListeners.add(listener);
      return () => signingOutListeners.delete(listener);
    },
    () => signingOut,
  );
}

/** Ends the sign-out state once the page has arrived at / (called by the site layout on every navigation). */
export function useSignOutArrival(pathname: string, locationKey: string): void {
  useEffect(() => {
    if (signingOut && pathname === '/') setSigningOut(false);
  }, [pathname, locationKey]);
}

export const LOGOUT_REDIRECT_MS = 500;

/**
 * Sign out: POST /api/logout, then all cached data is cleared and the user set to none even if the call
 * failed; a toast says which; the page goes to / after 500 ms.
 */
export function useSignOut(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    setSigningOut(true);
    let succeeded = true;
    try {
      await signOut();
    } catch {
      succeeded = false;
    }
    queryClient.setQueryData(sessionQueries.currentUser().queryKey, null);
    queryClient.removeQueries({ predicate: (query) => !isSessionQuery(query.queryKey) });
    queryClient.getMutationCache().clear();
    toast({
      title: 'Signed out',
      description: succeeded ? 'You have been successfully signed out.' : 'You have been signed out.',
      variant: 'success',
    });
    window.setTimeout(() => navigate('/'), LOGOUT_REDIRECT_MS);
  }, [queryClient, navigate]);
}
