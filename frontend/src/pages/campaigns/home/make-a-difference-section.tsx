import { lazy, Suspense, useEffect, useRef, useState } from 'react';

// The featured campaigns and the form are their own chunk, fetched when the section comes near the screen,
// so the home page's first load stays within its budget.
const MakeADifference = lazy(() => import('./make-a-difference'));

function useNearViewport<T extends Element>(margin = '600px') {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const node = ref.current;
    if (!node || near) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [near, margin]);
  return { ref, near };
}

function Placeholder() {
  return (
    <div className="fc-donate-home-placeholder" style={{ minHeight: 520 }} role="status">
      <span className="fc-sr-only">Loading featured campaigns</span>
    </div>
  );
}

/** Home "Make a Difference" (anchor donate): up to 2 featured campaigns and a Start Your Own Campaign form. */
export function MakeADifferenceSection() {
  const { ref, near } = useNearViewport<HTMLDivElement>();
  return (
    <section id="donate" className="fc-section" aria-labelledby="fc-donate-title">
      <div className="fc-container" ref={ref}>
        <header className="fc-section__header">
          <p className="fc-eyebrow">Give where it matters</p>
          <h2 id="fc-donate-title">Make a Difference</h2>
          <p className="fc-lead">
            Support a campaign that is changing lives today, or start your own for the cause on your heart.
          </p>
        </header>
        {near ? (
          <Suspense fallback={<Placeholder />}>
            <MakeADifference />
          </Suspense>
        ) : (
          <Placeholder />
        )}
      </div>
    </section>
  );
}
