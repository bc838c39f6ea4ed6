/**
 * The page's entry script. The server's HTML already shows the page (its shell); the app's code is fetched
 * once that has painted, so its downloads never compete with the first paint (stylesheets, the largest
 * picture). The server names the first screen's code in <meta name="fc-screen-code">: fetched alongside, as is
 * antd's stylesheet for the first visit (app/antd-styles.ts).
 *
 * While the code downloads the main thread is free, and a phone's main thread is what the first visit is
 * short of: the start is cut into small tasks (each request asked for costs the main thread a little, and
 * there are forty of them), and the browser's number and date formatting is readied in a task of its own.
 */
// The site's stylesheets are the entry's: linked in the <head>, they style the shell's first paint.
import 'antd/dist/reset.css';
import './styles/tokens.css';
import './styles/global.css';
import { applyAntdStyles } from './app/antd-styles';

/** Links asked for in one task at most. */
const REQUESTS_PER_TASK = 8;

let started = false;

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The first Intl.NumberFormat and the first Intl.DateTimeFormat of a page load the browser's locale data
 * (about 10 and 3 ms on a laptop, four times that on a phone). lib/format.ts makes its formatters as the
 * app's code is evaluated: made here first, each in a task of its own, that evaluation finds the data ready.
 */
async function readyNumberAndDateFormatting(): Promise<void> {
  await nextTask();
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(1);
  await nextTask();
  new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }).format(0);
}

async function start(): Promise<void> {
  if (started) return;
  started = true;
  void applyAntdStyles();
  // The app's own code first (its imports are asked for with it), then the screen's, a few at a time. The
  // framework is imported on its own as well: it arrives first and is evaluated in a task of its own.
  void import('./app/framework-first');
  void import('./main');
  const code = (document.querySelector('meta[name="fc-screen-code"]')?.getAttribute('content') ?? '').split(' ').filter(Boolean);
  for (let i = 0; i < code.length; i += REQUESTS_PER_TASK) {
    await nextTask();
    for (const href of code.slice(i, i + REQUESTS_PER_TASK)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.appendChild(link);
    }
  }
  await readyNumberAndDateFormatting();
}

// After the next frame has painted; a tab opened in the background (no frames) starts anyway.
requestAnimationFrame(() => setTimeout(() => void start(), 0));
setTimeout(() => void start(), 200);
