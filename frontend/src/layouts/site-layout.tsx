import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router-dom';
import { useSignOutArrival } from '../app/session';
import { PageLoader } from '../components/page-loader';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

const HASH_WAIT_MS = 3000;

/**
 * Route changes: /#about and /#mission scroll to their sections (waiting for a lazily loaded page to
 * render them), other new pages start at the top with focus moved to <main> for screen readers.
 */
function useScrollOnNavigate() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const firstRender = useRef(true);
  useSignOutArrival(location.pathname, location.key);

  useEffect(() => {
    const isFirst = firstRender.current;
    firstRender.current = false;

    if (location.hash.length > 1) {
      const id = decodeURIComponent(location.hash.slice(1));
      const started = performance.now();
      let frame = 0;
      const tryScroll = () => {
        const target = document.getElementById(id);
        if (target) {
          const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
          target.scrollIntoView({ behavior: reduce || isFirst ? 'auto' : 'smooth', block: 'start' });
          return;
        }
        if (performance.now() - started < HASH_WAIT_MS) frame = requestAnimationFrame(tryScroll);
      };
      tryScroll();
      return () => cancelAnimationFrame(frame);
    }

    if (!isFirst && navigationType !== 'POP') {
      window.scrollTo(0, 0);
      document.getElementById('main')?.focus({ preventScroll: true });
    }
    return undefined;
    // location.key: clicking the same /#about link again scrolls again
  }, [location.pathname, location.hash, location.key, navigationType]);
}

export function SiteLayout() {
  useScrollOnNavigate();
  return (
    <div className="fc-app">
      <a
        className="fc-skip-link"
        href="#main"
        onClick={(event) => {
          event.preventDefault();
          document.getElementById('main')?.focus();
        }}
      >
        Skip to main content
      </a>
      <SiteHeader />
      {/* The footer waits with the page, so it never jumps down when a lazily loaded page arrives. */}
      <Suspense
        fallback={
          <main id="main" className="fc-main" tabIndex={-1}>
            <PageLoader />
          </main>
        }
      >
        <main id="main" className="fc-main" tabIndex={-1}>
          <Outlet />
        </main>
        <SiteFooter />
      </Suspense>
    </div>
  );
}
