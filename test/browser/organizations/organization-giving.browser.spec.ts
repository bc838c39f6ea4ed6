import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserContext, Page } from 'playwright-core';
import { expectNoAxeViolations } from '../../support/axe.js';
import { type BrowserHarness, keepScreenshot, settled, startBrowserHarness, waitForToast, watchFailedCalls } from '../../support/browser.js';
import { PNG_1X1 } from '../../support/files.js';
import { signInAsAdmin, signUp } from '../../support/http.js';

const CHURCH = 'Cornerstone Church';
const SLUG = 'cornerstone-church';
const PASTOR = { username: 'pastor_timothy', password: 'pastor timothy password', email: 'timothy@example.org', firstName: 'Timothy', lastName: 'Lystra' };

interface OrganizationJson {
  id: string;
  slug: string;
  funds: { id: string; name: string }[];
}

/** How far the page scrolls sideways (0 when it fits). */
const sidewaysOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

async function checkedAt(page: Page, width: number, name: string): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  await settled(page);
  await expectNoAxeViolations(page);
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await keepScreenshot(page, `${name}-${width}`, { fullPage: true });
}

async function payWithTestCard(page: Page): Promise<void> {
  await page.getByText('Test mode — no real money moves').waitFor();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('ZIP').fill('37203');
}

/**
 * Issue 37, an organization's giving pages: its page's Give button, the split-gift checkout to several funds, the
 * receipt that names the church as charity of record, the lobby kiosk that starts over by itself, the form another
 * site frames, the QR poster, and the team's Payout account, Giving and Share tabs. Each step goes on from the one
 * before: the payout account is connected before anyone gives.
 */
describe('an organization’s giving pages in the browser', () => {
  let h: BrowserHarness;
  let org: OrganizationJson;
  let missions: string;
  let pastor: BrowserContext;

  beforeAll(async () => {
    h = await startBrowserHarness();
    const admin = await signInAsAdmin(h.t);
    const { agent } = await signUp(h.t, PASTOR);
    const registered = await agent.post('/api/organizations').send({ name: CHURCH, kind: 'church', ein: '61-1234567', city: 'Franklin', state: 'TN' });
    expect(registered.status).toBe(201);
    expect((await admin.post(`/api/admin/organizations/${registered.body.id}/verify`)).status).toBe(200);
    expect((await agent.post(`/api/organizations/${registered.body.id}/funds`).send({ name: 'Missions', description: 'Partners abroad.' })).status).toBe(201);
    org = (await agent.get(`/api/organizations/${SLUG}`)).body as OrganizationJson;
    missions = org.funds.find((fund) => fund.name === 'Missions')!.id;
    pastor = await h.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US', timezoneId: 'America/Chicago' });
    expect((await pastor.request.post('/api/login', { data: { usernameOrEmail: PASTOR.username, password: PASTOR.password } })).status()).toBe(200);
  });
  afterAll(async () => {
    await pastor?.close();
    await h?.close();
  });

  it('its page has a Give button and a Give link per fund; ?fund= chooses that fund on the giving page', async () => {
    const { page } = await h.newPage({ width: 360, height: 800 });
    await page.goto(`/o/${SLUG}`);
    await page.getByRole('heading', { name: CHURCH, level: 1 }).waitFor();
    await expect(page.title()).resolves.toBe(`${CHURCH} | Faith Collective`);
    await page.getByRole('link', { name: `Give to ${CHURCH}` }).waitFor();
    for (const width of [360, 1280]) await checkedAt(page, width, 'org-giving-page');

    await page.getByRole('link', { name: 'Give to Missions' }).click();
    await page.waitForURL((url) => url.pathname === `/o/${SLUG}/give` && url.searchParams.get('fund') === missions);
    await page.getByRole('heading', { name: CHURCH, level: 1 }).waitFor();
    await expect(page.getByRole('checkbox', { name: /Missions/ }).isChecked()).resolves.toBe(true);
    await expect(page.getByRole('checkbox', { name: /General Fund/ }).isChecked()).resolves.toBe(false);
    for (const width of [360, 1280]) await checkedAt(page, width, 'org-give-form');
  });

  it('its admin connects the payout account in the sandbox: Not connected, the onboarding page, then Active', async () => {
    const page = await pastor.newPage();
    await page.goto(`/o/${SLUG}`);
    const manage = page.getByRole('region', { name: 'Manage' });
    await manage.getByRole('tab', { name: 'Payout account' }).click();
    const tab = manage.getByRole('tabpanel', { name: 'Payout account' });
    await tab.getByText('Not connected', { exact: true }).waitFor();
    await settled(page);
    await expectNoAxeViolations(page);
    await tab.getByRole('button', { name: 'Connect payout account' }).click();
    await page.waitForURL('**/payouts/onboarding/**');
    await page.getByRole('button', { name: 'Finish setup' }).click();
    await page.waitForURL((url) => url.pathname === `/o/${SLUG}`);
    await page.getByRole('tabpanel', { name: 'Payout account' }).getByText('Active', { exact: true }).waitFor();
    await page.close();
  });

  it('a guest gives to two funds at once with a tip; the receipt names the church (EIN, city) and each fund’s part', async () => {
    const { page } = await h.newPage({ width: 360, height: 800 });
    await page.goto(`/o/${SLUG}/give?fund=${missions}`);
    await page.getByLabel('Amount for Missions').fill('40');
    await page.getByRole('checkbox', { name: /General Fund/ }).check();
    await page.getByLabel('Amount for General Fund').fill('10.50');
    await page.getByText(`Total to ${CHURCH}: $50.50`).waitFor();
    await page.getByRole('radio', { name: /15%/ }).check();
    await expect(page.getByLabel('Your donation summary').innerText()).resolves.toMatch(/General Fund\s+\$10\.50\s+Missions\s+\$40\.00\s+Tip to Faith Collective \(15%\)\s+\$7\.58\s+Total charged today\s+\$58\.08/);
    const failed = watchFailedCalls(page);

    // The guest's details are checked before anything is sent.
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await waitForToast(page, 'Missing Information', failed);
    await page.getByLabel('First Name').fill('Lois');
    await page.getByLabel('Last Name').fill('Derbe');
    await page.getByLabel('Email').fill('lois@example.org');
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await page.getByRole('heading', { name: 'Payment details' }).waitFor();
    const payment = page.getByRole('region', { name: 'Payment details' });
    await payment.getByText('Missions').waitFor();
    await payment.getByText('General Fund').waitFor();
    await settled(page);
    await expectNoAxeViolations(page);
    await payWithTestCard(page);
    await page.getByRole('button', { name: 'Give $58.08' }).click();

    await page.getByRole('heading', { name: 'Thank you for your donation!' }).waitFor({ timeout: 30_000 });
    await page.getByText(`Your gift to ${CHURCH} has been received.`).waitFor();
    const charity = page.getByLabel('Charity of record');
    await charity.getByText(CHURCH, { exact: true }).waitFor();
    await charity.getByText('61-1234567').waitFor();
    await charity.getByText('Franklin, TN').waitFor();
    const rows = page.getByLabel('Donation details');
    await rows.getByText('$40.00').waitFor();
    await rows.getByText('$10.50').waitFor();
    await page.getByRole('link', { name: `View ${CHURCH}` }).waitFor();
    for (const width of [360, 1280]) await checkedAt(page, width, 'org-receipt');
  });

  it('the lobby kiosk has no site navigation, takes a gift with large amounts and starts over by itself after 30 seconds', async () => {
    const { page } = await h.newPage({ width: 1280, height: 900 });
    // The lobby's tablet was left signed in as the pastor: a gift at the kiosk is still its guest's (the report below names Eunice).
    expect((await page.context().request.post('/api/login', { data: { usernameOrEmail: PASTOR.username, password: PASTOR.password } })).status()).toBe(200);
    await page.clock.install();
    await page.goto(`/o/${SLUG}/kiosk`);
    await page.getByRole('heading', { name: CHURCH, level: 1 }).waitFor();
    await expect(page.getByRole('banner').count()).resolves.toBe(0);
    await expect(page.getByRole('contentinfo').count()).resolves.toBe(0);
    await expect(page.getByRole('navigation').count()).resolves.toBe(0);
    for (const width of [360, 1280]) await checkedAt(page, width, 'org-kiosk');

    await page.getByRole('radio', { name: 'Missions' }).check();
    await page.getByRole('radio', { name: '$100' }).check();
    await page.getByLabel('First Name').fill('Eunice');
    await page.getByLabel('Last Name').fill('Lystra');
    await page.getByLabel('Email').fill('eunice@example.org');
    await page.getByRole('button', { name: 'Give $100.00 to Missions' }).click();
    await payWithTestCard(page);
    await page.getByRole('button', { name: 'Give $100.00' }).click();
    await page.getByRole('heading', { name: 'Thank you!' }).waitFor({ timeout: 30_000 });
    await page.getByText('Starting over in 30 s').waitFor();
    await settled(page);
    await expectNoAxeViolations(page);
    await keepScreenshot(page, 'org-kiosk-thanks-1280', { fullPage: true });
    await page.clock.runFor(31_000);
    await page.waitForURL((url) => url.pathname === `/o/${SLUG}/kiosk` && url.search === '');
    await page.getByRole('button', { name: 'Give $50.00 to General Fund' }).waitFor();
  });

  it('another site may frame the giving form; it may not frame the organization’s page', async () => {
    // The church's website: another origin on this machine (Chromium lets no public page frame a local address).
    const site = createServer((_req, res) => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.end(`<!doctype html><html lang="en"><head><title>Cornerstone</title></head><body><h1>Our church</h1>
        <iframe id="give" title="Give" src="${h.t.url}/o/${SLUG}/embed" width="600" height="900"></iframe>
        <iframe id="page" title="Page" src="${h.t.url}/o/${SLUG}" width="600" height="400"></iframe></body></html>`);
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    try {
      const { page } = await h.newPage({ width: 1280, height: 900 });
      await page.goto(`http://localhost:${(site.address() as AddressInfo).port}/`);
      const embedded = page.frameLocator('#give');
      await embedded.getByRole('heading', { name: `Give to ${CHURCH}` }).waitFor();
      await embedded.getByRole('button', { name: 'Proceed to Payment' }).waitFor();
      await expect(embedded.getByRole('banner').count()).resolves.toBe(0);
      // The organization's own page is refused in a frame: once the frame has loaded, it shows nothing of it.
      await page.waitForLoadState('load');
      await expect(page.frameLocator('#page').getByRole('heading', { name: CHURCH, level: 1 }).count()).resolves.toBe(0);
      expect(page.frames().map((frame) => frame.url())).toContain('chrome-error://chromewebdata/');
      await keepScreenshot(page, 'org-embed-framed-1280', { fullPage: true });
    } finally {
      site.close();
    }

    const direct = await h.newPage({ width: 360, height: 800 });
    await direct.page.goto(`/o/${SLUG}/embed`);
    await direct.page.getByRole('heading', { name: `Give to ${CHURCH}` }).waitFor();
    for (const width of [360, 1280]) await checkedAt(direct.page, width, 'org-embed');
  });

  it('the QR poster shows the giving page’s code and address, with the fund chosen on the poster', async () => {
    const { page } = await h.newPage({ width: 1280, height: 900 });
    await page.goto(`/o/${SLUG}/qr`);
    const poster = page.getByRole('article', { name: CHURCH });
    await poster.getByText('Scan to give').waitFor();
    await poster.getByText(`${h.t.url}/o/${SLUG}/give`, { exact: true }).waitFor();
    const code = poster.getByRole('img', { name: /QR code/ });
    await expect(code.evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth))).resolves.toBeGreaterThan(0);
    for (const width of [360, 1280]) await checkedAt(page, width, 'org-qr');

    await page.getByLabel('Fund').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="Missions"]').click();
    await poster.getByText(`${h.t.url}/o/${SLUG}/give?fund=${missions}`, { exact: true }).waitFor();
    await expect(code.getAttribute('src')).resolves.toBe(`/api/organizations/${org.id}/qr.svg?fund=${missions}`);
    await expect(code.evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth))).resolves.toBeGreaterThan(0);
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: 'Print poster' }).isVisible()).resolves.toBe(false);
    await expect(page.getByRole('banner').isVisible()).resolves.toBe(false);
  });

  it('its team reads the gifts by fund and downloads them; Share has the embed snippet and the kiosk and poster links', async () => {
    const page = await pastor.newPage();
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(`/o/${SLUG}?tab=giving`);
    const giving = page.getByRole('tabpanel', { name: 'Giving' });
    // Lois's $40.00 and $10.50 (her tip is Faith Collective's, not the church's) and Eunice's $100.00 at the kiosk.
    await giving.getByText('$150.50', { exact: true }).waitFor();
    const byFund = giving.getByRole('table').first();
    await byFund.getByText('Missions').waitFor();
    await byFund.getByText('$140.00').waitFor();
    await byFund.getByText('$10.50').waitFor();
    await giving.getByText('Lois Derbe', { exact: false }).first().waitFor();
    await giving.getByText('Eunice Lystra', { exact: false }).first().waitFor();
    const csv = giving.getByRole('link', { name: 'Download CSV' });
    const response = await pastor.request.get(`${h.t.url}${await csv.getAttribute('href')}`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/csv/);
    for (const width of [360, 1280]) await checkedAt(page, width, 'org-manage-giving');

    await page.getByRole('tab', { name: 'Share' }).click();
    const share = page.getByRole('tabpanel', { name: 'Share' });
    await expect(share.getByLabel('Embed snippet').inputValue()).resolves.toContain(`<iframe src="${h.t.url}/o/${SLUG}/embed"`);
    await share.getByRole('link', { name: /Lobby kiosk/ }).waitFor();
    await expect(share.getByRole('link', { name: 'QR poster' }).getAttribute('href')).resolves.toBe(`/o/${SLUG}/qr`);
    for (const width of [360, 1280]) await checkedAt(page, width, 'org-manage-share');
  });

  it('its admin puts its logo on its page from Manage → Profile', async () => {
    const page = await pastor.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/o/${SLUG}?tab=profile`);
    const failed = watchFailedCalls(page);
    const profile = page.getByRole('tabpanel', { name: 'Profile' });
    await profile.getByLabel('Logo file').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG_1X1 });
    await profile.getByRole('img', { name: 'Cornerstone Church logo' }).waitFor();
    await profile.getByRole('button', { name: 'Save profile' }).click();
    await waitForToast(page, 'Profile Saved', failed);
    const logo = page.locator('.fc-org-page__header img.fc-org-logo');
    await logo.waitFor();
    await expect(logo.getAttribute('src')).resolves.toMatch(/^\/uploads\//);
    await expectNoAxeViolations(page);
  });
});
