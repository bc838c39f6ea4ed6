/**
 * The web app's breakpoints, in CSS pixels of the viewport: the one documented set. Media queries cannot use custom
 * properties, so the stylesheets write these numbers themselves (styles/tokens.css lists them with what each is
 * for); a component that decides in script (StackedTable, useMediaQuery) takes them from here. A "max-width" query
 * is written 0.02 px under the breakpoint (575.98px), so that exactly one side matches at any width.
 */
export const BREAKPOINTS = {
  /** Small phones (narrower than an iPhone SE's 375 px). */
  xs: 375,
  /** Phones: below it, tables turn into cards and forms take one column. */
  sm: 576,
  /** Tablets in portrait: below it, the header's menu folds into the drawer. */
  md: 768,
  /** Tablets in landscape, small laptops. */
  lg: 992,
  /** Laptops and up: the widest layouts. */
  xl: 1024,
} as const;
