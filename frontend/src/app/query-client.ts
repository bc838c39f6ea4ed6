import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, errorText } from '../api/client';
import { toast } from './toast';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { silent?: boolean; errorTitle?: string };
    mutationMeta: { errorTitle?: string };
  }
}

/** Failures that are not worth a toast: the startup window already silenced reads, and 401 means signed out. */
function isQuiet(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/**
 * Section 9 defaults: data never goes stale by itself, no refetch on focus, no polling, no retries.
 * The one error handler: failed queries and mutations without their own onError show an antd notification.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError(error, query) {
        if (query.meta?.silent || isQuiet(error)) return;
        toast({
          title: query.meta?.errorTitle ?? 'Something went wrong',
          description: errorText(error, 'We could not load this information. Please try again.'),
          variant: 'destructive',
        });
      },
    }),
    mutationCache: new MutationCache({
      onError(error, _variables, _context, mutation) {
        if (mutation.options.onError) return; // the screen shows its own spec text
        toast({
          title: mutation.meta?.errorTitle ?? 'Error',
          description: errorText(error, 'Something went wrong. Please try again.'),
          variant: 'destructive',
        });
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
