import { lazy, type ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';

/** A screen's module: its component, and optionally the data its first render needs. */
export interface PageModule {
  default: ComponentType;
  /** Starts loading what the screen shows first (e.g. the campaign of /donate/:slug). */
  prefetch?: (queryClient: QueryClient, params: Record<string, string | undefined>) => Promise<unknown>;
}

export type LazyPage = ComponentType & {
  /** Loads the screen's code; once loaded, the screen renders without suspending. */
  preload: () => Promise<PageModule>;
};

/**
 * React.lazy with a preload: the app loads the first screen's code (and data) before its first render,
 * so that render shows the page itself, not a spinner, in place of the server's page shell. A module
 * already loaded is handed to React through a thenable that resolves at once, so it does not suspend.
 */
export function lazyPage(factory: () => Promise<PageModule>): LazyPage {
  let loaded: PageModule | undefined;
  let loading: Promise<PageModule> | undefined;
  const load = () =>
    (loading ??= factory().then((module) => {
      loaded = module;
      return module;
    }));
  const Page = lazy(() =>
    loaded ? ({ then: (resolve: (module: PageModule) => void) => resolve(loaded!) } as unknown as Promise<PageModule>) : load(),
  ) as unknown as LazyPage;
  Page.preload = load;
  return Page;
}
