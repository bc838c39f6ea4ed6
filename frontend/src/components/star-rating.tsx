const STAR = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

/** A read-only star rating (halves supported), announced as "Rated 4.5 out of 5". */
export function StarRating({ value, max = 5 }: { value: number; max?: number }) {
  return (
    <span className="fc-stars" role="img" aria-label={`Rated ${value} out of ${max}`}>
      {Array.from({ length: max }, (_, i) => {
        const fill = Math.max(0, Math.min(1, value - i));
        return (
          <svg key={i} width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d={STAR} className="fc-stars__empty" />
            {fill > 0 && (
              <path d={STAR} className="fc-stars__full" style={{ clipPath: `inset(0 ${100 - fill * 100}% 0 0)` }} />
            )}
          </svg>
        );
      })}
    </span>
  );
}
