/**
 * The page's entry script. The server's HTML already shows the page (its shell); the app's code is fetched
 * once that has painted, so its downloads never compete with the first paint (stylesheets, the largest
 * picture). The server names the first screen's code in <meta name="fc-screen-code">: fetched alongside, as is
 * antd's stylesheet for the first visit (app/antd-styles.ts).
 */
// The site's stylesheets are the entry's: linked in the <head>, they style the shell's first paint.
import 'antd/dist/reset.css';
import './styles/global.css';
import { applyAntdStyles } from './app/antd-styles';

let started = false;

function start(): void {
  if (started) return;
  started = true;
  const code = document.querySelector('meta[name="fc-screen-code"]')?.getAttribute('content') ?? '';
  for (const href of code.split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.appendChild(link);
  }
  void applyAntdStyles();
  void import('./main');
}

// After the next frame has painted; a tab opened in the background (no frames) starts anyway.
requestAnimationFrame(() => setTimeout(start, 0));
setTimeout(start, 200);
