/** The Faith Collective mark: a cross over a rising sun. Colors come from the theme variables. */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg className="fc-brand-mark" width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect className="fc-brand-mark__tile" width="32" height="32" rx="8" />
      <path className="fc-brand-mark__sun" d="M6 24a10 10 0 0 1 20 0z" />
      <path className="fc-brand-mark__cross" d="M14.5 5h3v6h5v3h-5v10h-3V14h-5v-3h5z" />
    </svg>
  );
}
