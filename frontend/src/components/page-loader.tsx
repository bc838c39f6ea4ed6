/** Shown while a route's code or data loads. */
export function PageLoader({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="fc-page-loader" role="status">
      <span className="fc-spinner" aria-hidden="true" />
      <span className="fc-sr-only">{label}</span>
    </div>
  );
}
