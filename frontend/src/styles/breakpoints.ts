/**
 * The web app's breakpoints, in CSS pixels of the viewport: the one set, for the stylesheets and for script alike.
 * The stylesheets write `@media (--below-sm)` and the like (CUSTOM_MEDIA below; vite.config.ts hands these
 * definitions to every stylesheet, and postcss-custom-media writes the resolved queries into the built CSS); a
 * component that decides in script (StackedTable, useMediaQuery) takes the numbers from here. sm, md and lg are
 * antd's grid breakpoints; xl is where the header's full menu fits.
 */
export const BREAKPOINTS = {
  /** Small phones (narrower than an iPhone SE's 375 px): the header tightens. */
  xs: 375,
  /** Phones: below it, tables turn into cards, forms and card rows take one column, paddings shrink. */
  sm: 576,
  /** Tablets in portrait: below it, side-by-side blocks (filters, a picture beside its text) stack. */
  md: 768,
  /** Tablets in landscape: below it, pages with a side column (campaign, profile, checkout) take one column. */
  lg: 992,
  /** Laptops and up: below it, the header's menu folds into the drawer. */
  xl: 1024,
} as const;

/**
 * The media query of "narrower than `width`": 0.02 px under it (575.98px), so that exactly one side matches at
 * any width, fractional widths of a zoomed page included.
 */
export const below = (width: number): string => `(max-width: ${width - 0.02}px)`;

/**
 * The stylesheets' named media queries (`@media (--below-md) { … }`), the only widths a stylesheet's media query
 * may use (test/unit/frontend/breakpoints.spec.ts).
 */
export const CUSTOM_MEDIA = {
  '--below-xs': below(BREAKPOINTS.xs),
  '--below-sm': below(BREAKPOINTS.sm),
  '--below-md': below(BREAKPOINTS.md),
  '--below-lg': below(BREAKPOINTS.lg),
  '--below-xl': below(BREAKPOINTS.xl),
  '--from-xl': `(min-width: ${BREAKPOINTS.xl}px)`,
} as const;
