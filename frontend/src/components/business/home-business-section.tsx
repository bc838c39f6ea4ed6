import { lazy, Suspense } from 'react';
import './home-business.css';

// The section's body is its own chunk: the home page's first download stays within its budget.
const HomeBusinessNetwork = lazy(() => import('./home-business-network'));

/** The home page's Business Network section (inside <section id="business">); the heading shows at once. */
export function HomeBusinessSection({ titleId }: { titleId: string }) {
  return (
    <Suspense
      fallback={
        <div className="fc-container fc-home-biz fc-home-biz--loading" aria-busy="true">
          <div>
            <p className="fc-eyebrow">Business network</p>
            <h2 id={titleId}>Christian Business Network</h2>
          </div>
        </div>
      }
    >
      <HomeBusinessNetwork titleId={titleId} />
    </Suspense>
  );
}
