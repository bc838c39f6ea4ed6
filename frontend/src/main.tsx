import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, matchRoutes } from 'react-router-dom';
import { applyAntdStyles } from './app/antd-styles';
import type { LazyPage } from './app/lazy-page';
import { suppressUncaughtFetchFailures } from './api/client';
import { createQueryClient } from './app/query-client';
import { seedGuestSession } from './app/session-api';
import { AppRoutes, routes } from './app/router';
import { ThemeProvider } from './app/theme';
import { Toaster } from './app/toaster';

suppressUncaughtFetchFailures();

const queryClient = createQueryClient();

/** The server's page shell stays on screen at most this long while the first screen's code and data load. */
const FIRST_SCREEN_WAIT_MS = 4000;

/** Loads the code of the screen at this address, and the data it shows first, before the first render. */
async function loadFirstScreen(): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route, params }) => {
      const page = (route.Component ?? (route.element as { type?: unknown } | undefined)?.type) as Partial<LazyPage> | undefined;
      const module = await page?.preload?.();
      await module?.prefetch?.(queryClient, params);
    }),
  );
}

function render(): void {
  const root = createRoot(document.getElementById('root')!);
  // A transition: React renders the whole page in small slices (the page shell stays on screen meanwhile
  // and the browser keeps answering taps), then swaps it in at once.
  startTransition(() =>
    root.render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <ThemeProvider>
            <BrowserRouter>
              <AppRoutes />
            </BrowserRouter>
            <Toaster />
          </ThemeProvider>
        </QueryClientProvider>
      </StrictMode>,
    ),
  );
}

async function start(): Promise<void> {
  // Evaluating the app's modules is one task, a long one on a phone: what follows runs in a task of its own.
  await new Promise((resolve) => setTimeout(resolve, 0));
  seedGuestSession(queryClient);
  // The server's page shell stays on screen until the first screen can render as itself, with antd's
  // stylesheet applied (antd reads which styles it holds at its first render).
  await Promise.race([
    Promise.all([loadFirstScreen().catch(() => undefined), applyAntdStyles()]),
    new Promise((resolve) => setTimeout(resolve, FIRST_SCREEN_WAIT_MS)),
  ]);
  render();
}

void start();
