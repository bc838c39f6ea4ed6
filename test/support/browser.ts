import { expect } from '@jest/globals';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Locator, type Page, type Request } from 'playwright-core';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { startTestApp, type TestApp } from './test-app.js';

/**
 * Debian's Chromium, flags that keep it off the network (STACK.md). Its headless shell (package
 * chromium-headless-shell, the same engine without the desktop browser around it) when installed: the browser
 * tier took 245 s with the full browser and 180 s with the shell on this 2-core machine (docs/benchmarks.md).
 */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path)) ?? '/usr/bin/chromium';
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export interface BrowserHarness {
  t: TestApp;
  browser: Browser;
  /** Content-Security-Policy violations any page reported on its console (each is a console error). */
  cspViolations: string[];
  /** A fresh browser profile (own cookies) that asks for reduced motion. */
  newContext(options?: BrowserContextOptions): Promise<BrowserContext>;
  /** A fresh browser profile (own cookies) with a page on it. */
  newPage(options?: { width?: number; height?: number }): Promise<{ context: BrowserContext; page: Page }>;
  close(): Promise<void>;
}

/**
 * The browser profiles a test opened and left open: closed after it (test/support/browser-after-each.ts, the
 * browser tier's setupFilesAfterEnv). A page left open keeps drawing its spinners and placeholders for the rest of
 * its file: one file ended with 10 of its 11 profiles still open. Profiles opened outside a test (a beforeAll's)
 * are their opener's to close. Each profile is marked with the test it was opened in, because jest keeps the last
 * test's name while a later beforeAll runs: a sweep started by the accessibility file's second beforeAll was
 * closed after the first test that followed, while it was still reading the administrator's console (CI of 530e799).
 */
const openedByTest = new Map<BrowserContext, string>();

/** Closes what the test that just ended left open. */
export async function closeProfilesOfTest(): Promise<void> {
  const test = expect.getState().currentTestName;
  const left = [...openedByTest].filter(([, openedIn]) => openedIn === test).map(([context]) => context);
  for (const context of left) openedByTest.delete(context);
  await Promise.all(left.map((context) => context.close().catch(() => undefined)));
}

/**
 * One Chromium for a jest file: the spec files of a group (test/support/spec-group.ts) each start a harness of their
 * own (their own app, database and browser profiles), and launching a browser for each cost a quarter of a CPU-second
 * and most of a second. Closed after the file's last test (test/support/browser-after-each.ts).
 */
let launched: Promise<Browser> | null = null;
function sharedBrowser(): Promise<Browser> {
  launched ??= chromium.launch({ executablePath: CHROMIUM, args: ARGS, headless: true });
  return launched;
}

/** Closes the file's Chromium, when one was launched. */
export async function closeSharedBrowser(): Promise<void> {
  const browser = launched;
  launched = null;
  if (browser) await (await browser).close();
}

/**
 * The built web app (frontend/dist, or FC_TEST_WEB_ROOT) served by the whole platform on its own
 * database, and a headless Chromium to click through it.
 */
export async function startBrowserHarness(options: { env?: Record<string, string> } = {}): Promise<BrowserHarness> {
  const webRoot = resolve(process.env.FC_TEST_WEB_ROOT ?? 'frontend/dist');
  if (!existsSync(resolve(webRoot, 'index.html'))) throw new Error(`No built web app in ${webRoot}: run npm run build:web first`);
  const t = await startTestApp({ listen: true, config: { webRoot }, env: options.env });
  const browser = await sharedBrowser();
  /** Every profile this harness opened: closed with it (the browser outlives it, see sharedBrowser). */
  const contexts = new Set<BrowserContext>();
  const cspViolations: string[] = [];
  const newContext = async (options: BrowserContextOptions = {}) => {
    // A dialog or confirmation zooms in for a fifth of a second; on a loaded machine a click aimed at its button
    // while it grew landed beside it (Playwright saw the button still between two slow frames): the confirmation
    // closed at once, or the dialog took no click, and nothing was sent (CI of 680a8e0 and 97ed79b). The tests
    // ask for reduced motion, which the app honours (no zooms or slides): they check what a person can do once a
    // thing is on screen.
    const test = expect.getState().currentTestName; // read before the await: the next test may start meanwhile
    const context = await browser.newContext({ baseURL: t.url, reducedMotion: 'reduce', ...options });
    contexts.add(context);
    context.on('close', () => contexts.delete(context));
    if (test) {
      openedByTest.set(context, test);
      context.on('close', () => openedByTest.delete(context));
    }
    return context;
  };
  return {
    t,
    browser,
    cspViolations,
    newContext,
    async newPage({ width = 1280, height = 900 } = {}) {
      const context = await newContext({ viewport: { width, height }, locale: 'en-US', timezoneId: 'America/Chicago' });
      context.setDefaultTimeout(15_000);
      const page = await context.newPage();
      watchRequests(page);
      page.on('console', (message) => {
        if (/Content[- ]Security[- ]Policy/i.test(message.text())) cspViolations.push(message.text());
      });
      return { context, page };
    },
    async close() {
      await Promise.all([...contexts].map((context) => context.close().catch(() => undefined)));
      await t.close();
    },
  };
}

/**
 * Waits for a toast with this title (30 s: a loaded CI machine is several times slower). When it does not come,
 * the error names the toasts on screen and the API calls that failed since `since` was taken, so a red run says
 * what the user saw instead of only "timeout".
 */
export async function waitForToast(page: Page, title: string, since: FailedCalls, timeout = 30_000): Promise<void> {
  try {
    await page.getByText(title, { exact: true }).first().waitFor({ timeout });
  } catch (error) {
    const shown = await page.locator('.fc-toast').allInnerTexts().catch(() => []);
    const calls = [...since.calls].map(([, call]) => call);
    throw new Error(
      `No "${title}" toast within ${timeout} ms; toasts on screen: ${JSON.stringify(shown)}; failed calls: ${JSON.stringify(since.list)}; API calls since: ${JSON.stringify(calls)}`,
      { cause: error },
    );
  }
}

/**
 * The page's API calls answered with an error status or not at all, from now on, and every API call made since
 * with its status ('pending' while unanswered): whether the action's call was sent at all (for waitForToast's report).
 */
export interface FailedCalls {
  list: string[];
  calls: Map<Request, string>;
}
export function watchFailedCalls(page: Page): FailedCalls {
  const failed: FailedCalls = { list: [], calls: new Map() };
  const named = (req: Request) => `${req.method()} ${new URL(req.url()).pathname}`;
  page.on('request', (req) => {
    if (req.url().includes('/api/')) failed.calls.set(req, `${named(req)} pending`);
  });
  page.on('response', (res) => {
    if (failed.calls.has(res.request())) failed.calls.set(res.request(), `${named(res.request())} ${res.status()}`);
    if (res.status() >= 400 && res.url().includes('/api/')) failed.list.push(`${res.request().method()} ${new URL(res.url()).pathname} ${res.status()}`);
  });
  page.on('requestfailed', (req) => {
    if (failed.calls.has(req)) failed.calls.set(req, `${named(req)} failed`);
    if (req.url().includes('/api/')) failed.list.push(`${req.method()} ${new URL(req.url()).pathname} failed: ${req.failure()?.errorText}`);
  });
  return failed;
}

const inFlight = new WeakMap<Page, Set<Request>>();

/** Counts the page's requests under way from now on, for settled(). */
function trackRequests(page: Page): Set<Request> {
  const open = inFlight.get(page);
  if (open) return open;
  const requests = new Set<Request>();
  inFlight.set(page, requests);
  page.on('request', (req) => requests.add(req));
  page.on('requestfinished', (req) => requests.delete(req));
  page.on('requestfailed', (req) => requests.delete(req));
  return requests;
}

/**
 * Waits until the page has nothing under way: no request open, and none started by what the last answers
 * rendered (two animation frames after the last one ended). A real condition, where 'networkidle' waited a
 * fixed half second after every page.
 */
export async function settled(page: Page, timeout = 15_000): Promise<void> {
  const requests = trackRequests(page);
  const until = Date.now() + timeout;
  for (;;) {
    while (requests.size > 0) {
      if (Date.now() > until) throw new Error(`Still waiting for ${[...requests].map((r) => r.url()).join(', ')} after ${timeout} ms`);
      await Promise.race([page.waitForEvent('requestfinished', { timeout: 1_000 }).catch(() => undefined), page.waitForEvent('requestfailed', { timeout: 1_000 }).catch(() => undefined)]);
    }
    await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
    if (requests.size === 0) return;
  }
}

/** Starts counting the page's requests (call before the page loads, so that settled() knows them all). */
export function watchRequests(page: Page): void {
  trackRequests(page);
}

/**
 * A picture of a page (or of one element) for a person to look at, in test-results/<name>.png: taken only when
 * FC_TEST_SCREENSHOTS is set (FC_TEST_SCREENSHOTS=1 npm run test:browser). Each full-page picture cost Chromium
 * about a second of CPU (drawn in software, encoded as PNG) and the test process as much again: some 30 a run,
 * pictures nobody looked at in CI.
 */
export async function keepScreenshot(target: Page | Locator, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  if (!process.env.FC_TEST_SCREENSHOTS) return;
  const path = `test-results/${name}.png`;
  await ('goto' in target ? target.screenshot({ path, ...options }) : target.screenshot({ path }));
}
