let applied: Promise<void> | undefined;

/**
 * Links antd's first-visit stylesheet, written at build time (frontend/scripts/antd-styles.mjs) and named by
 * the build in <meta name="fc-antd-styles">, at the top of <head>: ahead of the site's own stylesheets, where
 * antd puts the styles it writes itself. Resolves once it applies, or fails (antd then writes those styles at
 * run time, as it does for any style the file does not hold). antd reads the file's record of its styles at
 * its first render, so the app renders after this. Without the meta (the dev server) there is nothing to wait for.
 */
export function applyAntdStyles(): Promise<void> {
  applied ??= new Promise<void>((resolve) => {
    const href = document.querySelector('meta[name="fc-antd-styles"]')?.getAttribute('content');
    if (!href) {
      resolve();
      return;
    }
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.onload = () => resolve();
    link.onerror = () => resolve();
    document.head.prepend(link);
  });
  return applied;
}
