import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { BrowserContext, Page } from 'playwright-core';
import { EnsureAdminAccount } from '../../../src/modules/identity/index.js';
import { DEMO_MEMBER, seedDemoContent } from '../../../src/demo/seed-demo-content.js';
import { axeViolations } from '../../support/axe.js';
import { settled, startBrowserHarness, watchRequests, type BrowserHarness } from '../../support/browser.js';

const ADMIN = { username: 'sweep_admin', password: 'admin password 2026' };
/** A 360 px phone and a desktop. */
const WIDTHS = [360, 1280] as const;
type Width = (typeof WIDTHS)[number];

interface State {
  /** What a failure names: "guest /donate/checkout (errors shown)". */
  name: string;
  /** Gets the page into the state; resolves once it is there. */
  reach(page: Page): Promise<void>;
  /** The state passes (a toast fades after seconds): reached again for the second theme. */
  passing?: boolean;
}

/** Every tab of a tab list, one state each. */
function tabStates(who: string, path: string, tabs: string[]): State[] {
  return tabs.map((tab) => ({
    name: `${who} ${path} → ${tab}`,
    reach: async (page) => {
      if (new URL(page.url()).pathname !== path) await open(page, path);
      await page.getByRole('tab', { name: tab, exact: false }).first().click();
      await settled(page);
    },
  }));
}

/**
 * Opens a page as a person moving through the site does: the first one loaded, the next ones by the app's own
 * navigation (the bundle parsed and axe injected once per sweep, not once per page). The same path again is
 * loaded afresh, to start from an empty form.
 */
async function open(page: Page, path: string): Promise<void> {
  const current = page.url().startsWith('http') ? new URL(page.url()).pathname : null;
  if (current === null || current === path) await page.goto(path);
  else {
    await page.evaluate((to) => {
      // The page being left: its headings are marked, so that the wait below is for the new page's own.
      for (const heading of document.querySelectorAll('h1')) heading.setAttribute('data-left', '');
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
    }, path);
  }
  // Every page has its h1 (axe's page-has-heading-one): on the home page it comes after the first paint's
  // headings, once the app has replaced them.
  await page.locator('h1:not([data-left])').first().waitFor();
  await settled(page);
}

async function signIn(context: BrowserContext, username: string, password: string): Promise<void> {
  const res = await context.request.post('/api/login', { data: { usernameOrEmail: username, password } });
  expect(res.status()).toBe(200);
}

/**
 * axe-core (WCAG 2.0/2.1 A and AA, best practices) over every page and its main states — a guest's, a
 * member's and an administrator's — in the light and dark themes, on a 360 px phone and a desktop: zero
 * violations anywhere.
 */
describe('accessibility sweep', () => {
  let h: BrowserHarness;
  let guest: State[];
  let member: State[];
  let admin: State[];

  beforeAll(async () => {
    h = await startBrowserHarness();
    await seedDemoContent(h.t.app);
    await h.t.inContext(() => h.t.app.get(EnsureAdminAccount).execute({ ...ADMIN, email: 'sweep_admin@example.org' }));
    const [campaign] = await fetch(`${h.t.url}/api/campaigns?limit=1`).then((res) => res.json() as Promise<{ id: string; slug: string }[]>);
    const [business] = await fetch(`${h.t.url}/api/business-profiles?limit=1`).then((res) => res.json() as Promise<{ id: string }[]>);
    const page = (path: string, who = 'guest'): State => ({ name: `${who} ${path}`, reach: (p) => open(p, path) });

    guest = [
      page('/'),
      page('/donate'),
      page(`/donate/${campaign.slug}`),
      page(`/donate/checkout/${campaign.id}`),
      {
        name: 'guest checkout (details missing: errors shown)',
        passing: true,
        reach: async (p) => {
          await open(p, `/donate/checkout/${campaign.id}`);
          await p.getByRole('button', { name: 'Proceed to Payment' }).click();
          await p.locator('.fc-toast').first().waitFor();
          // axe reads colours as they are: wait until the toast has finished fading in.
          await p.waitForFunction(() =>
            [...document.querySelectorAll('.ant-notification-notice-wrapper, .ant-notification-notice')].every(
              (el) => getComputedStyle(el).opacity === '1' && !/(enter|appear|leave)/.test(el.className),
            ),
          );
        },
      },
      {
        name: 'guest checkout (card step, errors shown)',
        reach: async (p) => {
          await open(p, `/donate/checkout/${campaign.id}`);
          await p.getByLabel('First Name').fill('Ruth');
          await p.getByLabel('Last Name').fill('Moabite');
          await p.getByLabel('Email').fill('ruth@example.org');
          await p.getByRole('button', { name: 'Proceed to Payment' }).click();
          await p.getByRole('heading', { name: 'Payment details' }).waitFor();
          await p.getByRole('button', { name: /Donate \$/ }).click();
          await p.locator('.ant-form-item-explain-error', { hasText: 'Please enter your card number.' }).waitFor();
        },
      },
      page('/business'),
      page('/sponsored-creators'),
      page('/creator/1'),
      page('/auth'),
      {
        name: 'guest /auth sign-up (errors shown)',
        reach: async (p) => {
          await open(p, '/auth');
          await p.getByRole('tab', { name: 'Sign Up' }).click();
          await p.getByRole('button', { name: 'Create Account' }).click();
          await p.locator('.ant-form-item-explain-error', { hasText: 'Please choose a username' }).waitFor();
        },
      },
      page('/about'),
      page('/developers'),
      page('/terms'),
      page('/privacy'),
      page('/cookies'),
      page('/no-such-page'),
    ];
    member = [
      ...tabStates('member', '/profile', ['Profile', 'Business', 'Campaigns', 'Donations', 'Saved', 'Payouts', 'Security', 'Developers']),
      page('/manage-campaigns', 'member'),
      page('/donate/create', 'member'),
      page(`/business/profile/${business.id}`, 'member'),
    ];
    admin = tabStates('admin', '/admin', ['Campaigns', 'Transactions', 'Payouts', 'Refunds', 'Ledger', 'Users', 'Sponsorships', 'Pending', 'Activity']);
  }, 120_000);
  afterAll(() => h?.close());

  /** Until the app has followed the system's color scheme (it listens for the change: nothing reloads). */
  async function scheme(tab: Page, colorScheme: 'light' | 'dark'): Promise<void> {
    await tab.emulateMedia({ colorScheme });
    await tab.waitForFunction((wanted) => document.documentElement.dataset.theme === wanted, colorScheme);
  }

  /** Until the page has followed a new width (a phone turned, a window widened): its layout redrawn, what it loads loaded. */
  async function widen(tab: Page, width: Width): Promise<void> {
    await tab.setViewportSize({ width, height: 800 });
    await tab.waitForFunction((wanted) => window.innerWidth === wanted, width);
    await settled(tab);
  }

  /**
   * Each state reached once on the 360 px phone and checked there in the light theme and then the dark one (the
   * system's scheme switched as a person's phone does at dusk), then on the same page widened to 1280 px, in the
   * dark theme and then the light one. A page is reached once for both themes and both widths, where a sweep per
   * width reached everything twice (the app follows a resize live, as it follows the scheme: the owner screens'
   * fit test judges every width on one page the same way). A passing state (a toast fades after seconds) is
   * reached again before each check.
   */
  async function sweep(states: State[], credentials?: { username: string; password: string }): Promise<Record<Width, string[]>> {
    const context = await h.newContext({ viewport: { width: WIDTHS[0], height: 800 }, colorScheme: 'light', locale: 'en-US' });
    context.setDefaultTimeout(15_000);
    if (credentials) await signIn(context, credentials.username, credentials.password);
    const tab = await context.newPage();
    watchRequests(tab);
    const found: Record<Width, string[]> = { 360: [], 1280: [] };
    const check = async (state: State, width: Width, theme: 'light' | 'dark', again: boolean) => {
      if (again && state.passing) await state.reach(tab);
      await scheme(tab, theme);
      for (const violation of await axeViolations(tab)) found[width].push(`${theme}: ${state.name}: ${violation}`);
    };
    for (const state of states) {
      if (tab.viewportSize()?.width !== WIDTHS[0]) await widen(tab, WIDTHS[0]);
      await state.reach(tab);
      await check(state, 360, 'light', false);
      await check(state, 360, 'dark', true);
      await widen(tab, 1280);
      await check(state, 1280, 'dark', true);
      await check(state, 1280, 'light', true);
    }
    await context.close();
    return found;
  }

  // The three sweeps (guest, member, administrator) go side by side, each in its own browser profile: a sweep
  // mostly waits for pages to load and for axe, and one after another they made this the slowest file of the
  // suite. Each test then reads its own sweep's findings at its width.
  let swept: Record<'guest' | 'member' | 'admin', Promise<Record<Width, string[]>>>;
  const kept = (findings: Promise<Record<Width, string[]>>) => {
    findings.catch(() => undefined); // read (and failed) by its own tests
    return findings;
  };
  beforeAll(() => {
    swept = { guest: kept(sweep(guest)), member: kept(sweep(member, DEMO_MEMBER)), admin: kept(sweep(admin, ADMIN)) };
  });

  // A sweep covers both widths: the first width's tests wait for all of it.
  const SWEPT_MS = 300_000;
  describe.each(WIDTHS)('light and dark themes, %i px', (width) => {
    it(
      "a guest's pages",
      async () => {
        expect((await swept.guest)[width]).toEqual([]);
      },
      SWEPT_MS,
    );

    it(
      "a member's pages",
      async () => {
        expect((await swept.member)[width]).toEqual([]);
      },
      SWEPT_MS,
    );

    it(
      "the administrator's console",
      async () => {
        expect((await swept.admin)[width]).toEqual([]);
      },
      SWEPT_MS,
    );
  });
});
