import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { expectNoAxeViolations } from '../../support/axe.js';
import { type BrowserHarness, keepScreenshot, settled, startBrowserHarness } from '../../support/browser.js';
import { eventually } from '../../support/eventually.js';

const ADMIN = { username: 'deacon_stephen', password: 'deacon-stephen-password-1', email: 'stephen@example.org' };
const PASTOR = { username: 'pastor_aquila', firstName: 'Aquila', lastName: 'Pontus' };
const TREASURER = { username: 'treasurer_phoebe', firstName: 'Phoebe', lastName: 'Cenchreae' };
const COUNTER = { username: 'counter_tychicus', firstName: 'Tychicus', lastName: 'Asia' };
const CHURCH = 'Grace Chapel';
const SLUG = 'grace-chapel';
/** Registered by the treasurer-to-be through the API, and rejected in the console. */
const MINISTRY = 'Hope Fellowship';
const REJECT_REASON = 'The EIN does not match the name on the IRS letter; please register again with the letter’s name.';

const passwordOf = (username: string) => `${username} password`;

async function signIn(page: Page, login: string, password: string): Promise<void> {
  await page.goto('/auth');
  const form = page.getByRole('tabpanel', { name: 'Sign In' });
  await form.getByLabel('Username or Email').fill(login);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

/**
 * Picks an option of an antd select by its label (the list opens in a popup outside the field); `search` types
 * into a searchable one first (a long list draws only the options in view).
 */
async function choose(page: Page, field: Locator, option: string, search?: string): Promise<void> {
  await field.click();
  if (search) await page.keyboard.type(search);
  await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`).click();
}

/** How far the page scrolls sideways (0 when it fits). */
const sidewaysOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/**
 * Issue 37, first screens: a member registers Grace Chapel from Profile, an administrator verifies it in the
 * console, its admin builds the team and the funds on its page, the public sees the funds, a counter sees no fund
 * controls. Each step goes on from the one before.
 */
describe('organizations in the browser', () => {
  let h: BrowserHarness;

  beforeAll(async () => {
    h = await startBrowserHarness({ env: { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password, ADMIN_EMAIL: ADMIN.email } });
    const { EnsureAdminAccount } = await import('../../../src/modules/identity/index.js');
    const adminAccount = h.t.config.admin!;
    await h.t.inContext(() => h.t.app.get(EnsureAdminAccount).execute(adminAccount));
    for (const member of [PASTOR, TREASURER, COUNTER]) {
      const context = await h.newContext();
      const res = await context.request.post('/api/register', {
        data: { ...member, password: passwordOf(member.username), email: `${member.username}@example.org`, phone: '(615) 555-0123' },
      });
      expect(res.status()).toBe(201);
      if (member === TREASURER) {
        const registered = await context.request.post('/api/organizations', {
          data: { name: MINISTRY, kind: 'ministry', ein: '98-7654321', city: 'Memphis', state: 'TN' },
        });
        expect(registered.status()).toBe(201);
      }
      await context.close();
    }
    mkdirSync('test-results', { recursive: true });
  });
  afterAll(() => h?.close());

  it('a member registers Grace Chapel from Profile: server messages under the fields, then listed as Pending', async () => {
    const { page } = await h.newPage({ width: 360, height: 800 });
    await signIn(page, PASTOR.username, passwordOf(PASTOR.username));
    await page.goto('/profile?tab=organizations');
    const tab = page.getByRole('tabpanel', { name: 'Organizations' });
    await tab.getByText("You don't serve any organization yet.", { exact: false }).waitFor();
    await settled(page);
    await expectNoAxeViolations(page);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

    // The server says what is wrong with each field, under that field.
    await tab.getByLabel('Name', { exact: true }).fill('G');
    await tab.getByLabel('EIN').fill('123456789');
    await tab.getByRole('button', { name: 'Register organization' }).click();
    await tab.getByText('Enter the EIN as NN-NNNNNNN.').waitFor();
    await expect(tab.getByLabel('Name', { exact: true }).inputValue()).resolves.toBe('G'); // what was typed stays
    await expectNoAxeViolations(page);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await keepScreenshot(page, 'organizations-register-errors-360', { fullPage: true });

    await tab.getByLabel('Name', { exact: true }).fill(CHURCH);
    await choose(page, tab.getByLabel('Kind'), 'Church');
    await tab.getByLabel('EIN').fill('12-3456789');
    await tab.getByLabel('City').fill('Nashville');
    await choose(page, tab.getByLabel('State'), 'Tennessee (TN)', 'Tenn');
    await tab.getByLabel('Website (optional)').fill('https://gracechapel.example.org');
    await tab.getByRole('button', { name: 'Register organization' }).click();

    await tab.getByText(`${CHURCH} is registered`).waitFor();
    const row = tab.getByRole('listitem').filter({ has: page.getByRole('link', { name: CHURCH }) });
    await row.getByText('Pending', { exact: true }).waitFor();
    await row.getByText('Role: Admin', { exact: true }).waitFor();
    await row.getByText('An administrator will verify it.').waitFor();
    await expect(tab.getByText('Enter the EIN as NN-NNNNNNN.').count()).resolves.toBe(0);
    await settled(page);
    await expectNoAxeViolations(page);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await keepScreenshot(page, 'organizations-profile-360', { fullPage: true });

    // At 1280 px too.
    await page.setViewportSize({ width: 1280, height: 900 });
    await settled(page);
    await expectNoAxeViolations(page);

    // Its page, while pending: its team sees it with the status; a visitor gets the not-found page.
    await row.getByRole('link', { name: CHURCH }).click();
    await page.waitForURL(`**/o/${SLUG}`);
    await page.getByRole('heading', { name: CHURCH, level: 1 }).waitFor();
    await page.getByText('Waiting for verification').waitFor();
    await settled(page);
    await expectNoAxeViolations(page);
    await keepScreenshot(page, 'organizations-page-pending-1280', { fullPage: true });

    const visitor = await h.newPage({ width: 360, height: 800 });
    await visitor.page.goto(`/o/${SLUG}`);
    await visitor.page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
  });

  it('an administrator rejects another with a reason and verifies it in the console; each card shows its decision', async () => {
    const { page } = await h.newPage();
    await signIn(page, ADMIN.username, ADMIN.password);
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Organizations' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Organizations' });
    const card = panel.getByRole('article', { name: CHURCH });
    await card.getByText('Registered by pastor_aquila', { exact: false }).waitFor();
    await card.getByText('12-3456789').waitFor();
    await card.getByText('Nashville, TN').waitFor();
    await settled(page);
    await expectNoAxeViolations(page);
    await keepScreenshot(panel, 'organizations-admin-1280');

    // Rejecting asks for the reason: nothing is sent without one.
    const other = panel.getByRole('article', { name: MINISTRY });
    await other.getByRole('button', { name: `Reject ${MINISTRY}` }).click();
    const reject = page.getByRole('dialog', { name: `Reject “${MINISTRY}”?` });
    await eventually(() => reject.getByLabel('Reason').evaluate((field) => field === document.activeElement), Boolean);
    await reject.getByRole('button', { name: 'Reject organization' }).click();
    await reject.getByText('Please give a reason for rejecting this organization.').waitFor();
    await expectNoAxeViolations(page, '.ant-modal');
    await reject.getByLabel('Reason').fill(REJECT_REASON);
    await reject.getByRole('button', { name: 'Reject organization' }).click();
    await reject.waitFor({ state: 'hidden' });
    await other.getByText('Rejected', { exact: true }).waitFor();
    await other.getByText(REJECT_REASON).waitFor();
    await expect(other.getByRole('button', { name: `Reject ${MINISTRY}` }).count()).resolves.toBe(0);

    await card.getByRole('button', { name: `Verify ${CHURCH}` }).click();
    await page.getByText(`${CHURCH} is now public.`).waitFor();
    await card.getByText('Verified', { exact: true }).waitFor();
    await expect(card.getByRole('button', { name: `Verify ${CHURCH}` }).count()).resolves.toBe(0);
    // The cursor is on the decided card's title, not lost with its buttons.
    await eventually(() => card.getByRole('link', { name: CHURCH }).evaluate((link) => link === document.activeElement), Boolean);
  });

  it('its admin adds a treasurer and a counter, creates Missions and Building, reorders them and archives one', async () => {
    const { page } = await h.newPage({ width: 360, height: 800 });
    await signIn(page, PASTOR.username, passwordOf(PASTOR.username));
    await page.goto(`/o/${SLUG}`);
    await page.getByRole('heading', { name: CHURCH, level: 1 }).waitFor();
    await expect(page.getByText('Waiting for verification').count()).resolves.toBe(0);
    const manage = page.getByRole('region', { name: 'Manage' });
    const team = manage.getByRole('list', { name: 'Team members' });
    await team.getByText(PASTOR.username).waitFor();

    // The API's messages: an unknown member (404) under the field; the last admin cannot leave (409).
    const addForm = manage.locator('form[id="add-team-member"]');
    await addForm.getByLabel('Username or email').fill('nobody_by_that_name');
    await addForm.getByRole('button', { name: 'Add member' }).click();
    await addForm.getByText('No member with that username or email').waitFor();
    await manage.getByRole('button', { name: `Leave ${CHURCH}` }).click();
    await page.getByRole('button', { name: 'Leave', exact: true }).click();
    await manage.getByRole('alert').getByText(/at least one admin/).waitFor();

    await addForm.getByLabel('Username or email').fill(`${TREASURER.username}@example.org`);
    await choose(page, addForm.getByLabel('Role', { exact: true }), 'Treasurer');
    await addForm.getByRole('button', { name: 'Add member' }).click();
    await team.getByText(TREASURER.username).waitFor();
    await addForm.getByLabel('Username or email').fill(COUNTER.username);
    await choose(page, addForm.getByLabel('Role', { exact: true }), 'Treasurer');
    await addForm.getByRole('button', { name: 'Add member' }).click();
    await team.getByText(COUNTER.username).waitFor();
    // A role changed from the list: the counter was added as treasurer by mistake.
    await choose(page, team.getByLabel(`Role of ${COUNTER.username}`), 'Counter');
    await page.getByText(`${COUNTER.username} is now counter.`).waitFor();
    await settled(page);
    await expectNoAxeViolations(page);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await keepScreenshot(page, 'organizations-team-360', { fullPage: true });

    // Funds: the General Fund came with verification; Missions and Building are added.
    await manage.getByRole('tab', { name: 'Funds' }).click();
    const fundsPanel = manage.getByRole('tabpanel', { name: 'Funds' });
    const fundList = fundsPanel.getByRole('list', { name: 'Funds in the order givers see them' });
    await fundsPanel.getByLabel('Fund name').fill('Missions');
    await fundsPanel.getByLabel('Description (optional)').fill('Our partners abroad and at home.');
    await fundsPanel.getByRole('button', { name: 'Add fund' }).click();
    await fundList.getByText('Missions').waitFor();
    await fundsPanel.getByLabel('Fund name').fill('Building');
    await fundsPanel.getByRole('button', { name: 'Add fund' }).click();
    await fundList.getByText('Building').waitFor();
    // The same name again: the API's 409, under the field.
    await fundsPanel.getByLabel('Fund name').fill('building');
    await fundsPanel.getByRole('button', { name: 'Add fund' }).click();
    await fundsPanel.getByText('This organization already has a fund with that name.').waitFor();
    await fundsPanel.getByLabel('Fund name').fill('');

    const order = () => fundList.locator('.fc-org-team__name').evaluateAll((names) => names.map((name) => name.firstChild?.textContent));
    await expect(order()).resolves.toEqual(['General Fund', 'Missions', 'Building']);
    await fundList.getByRole('button', { name: 'Move Building up' }).click();
    await eventually(order, (names) => names.join() === 'General Fund,Building,Missions');
    await eventually(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')), (label) => label === 'Move Building up');

    await fundList.getByRole('button', { name: 'Archive General Fund' }).click();
    await page.getByRole('button', { name: 'Archive', exact: true }).click();
    await page.getByText('General Fund is offered no more', { exact: false }).waitFor();
    await eventually(order, (names) => names.join() === 'Building,Missions');
    await settled(page);
    await expectNoAxeViolations(page);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await keepScreenshot(page, 'organizations-funds-360', { fullPage: true });
  });

  it('the public page shows the funds in order; a counter sees the team only, a treasurer the funds too; a rejected one is its team’s alone', async () => {
    for (const width of [360, 1280]) {
      const { page } = await h.newPage({ width, height: 800 });
      await page.goto(`/o/${SLUG}`);
      await page.getByRole('heading', { name: CHURCH, level: 1 }).waitFor();
      const funds = page.getByRole('region', { name: 'Funds' });
      await expect(funds.getByRole('heading', { level: 3 }).allInnerTexts()).resolves.toEqual(['Building', 'Missions']);
      await funds.getByText('Our partners abroad and at home.').waitFor();
      await page.getByText('Church · Nashville, TN', { exact: false }).waitFor();
      await page.getByRole('link', { name: /gracechapel\.example\.org/ }).waitFor();
      await expect(page.getByRole('region', { name: 'Manage' }).count()).resolves.toBe(0);
      await expect(page.getByRole('button', { name: /Give|Donate/ }).count()).resolves.toBe(0);
      await settled(page);
      await expectNoAxeViolations(page);
      if (width === 360) expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      await keepScreenshot(page, `organizations-public-${width}`, { fullPage: true });
    }

    const counter = await h.newPage({ width: 360, height: 800 });
    await signIn(counter.page, COUNTER.username, passwordOf(COUNTER.username));
    await counter.page.goto(`/o/${SLUG}`);
    const manage = counter.page.getByRole('region', { name: 'Manage' });
    const team = manage.getByRole('list', { name: 'Team members' });
    await team.getByText(TREASURER.username).waitFor();
    await expect(manage.getByRole('tab', { name: 'Funds' }).count()).resolves.toBe(0);
    await expect(counter.page.getByRole('button', { name: /^(Move|Archive)/ }).count()).resolves.toBe(0);
    await expect(manage.getByRole('button', { name: 'Add member' }).count()).resolves.toBe(0);
    await expect(manage.getByRole('button', { name: /^Remove/ }).count()).resolves.toBe(0);
    await expect(manage.getByRole('button', { name: `Leave ${CHURCH}` }).count()).resolves.toBe(1);
    await settled(counter.page);
    await expectNoAxeViolations(counter.page);

    const treasurer = await h.newPage();
    await signIn(treasurer.page, TREASURER.username, passwordOf(TREASURER.username));
    await treasurer.page.goto(`/o/${SLUG}`);
    const treasurerManage = treasurer.page.getByRole('region', { name: 'Manage' });
    await treasurerManage.getByRole('tab', { name: 'Funds' }).click();
    await treasurerManage.getByRole('button', { name: 'Move Missions up' }).waitFor();
    await expect(treasurerManage.getByRole('button', { name: 'Add member' }).count()).resolves.toBe(0);

    // The rejected ministry the treasurer registered: shown to its team with the status, not to the public.
    await treasurer.page.goto('/o/hope-fellowship');
    await treasurer.page.getByRole('heading', { name: MINISTRY, level: 1 }).waitFor();
    await treasurer.page.getByText('Not verified').waitFor();
    await settled(treasurer.page);
    await expectNoAxeViolations(treasurer.page);
    const visitor = await h.newPage({ width: 360, height: 800 });
    await visitor.page.goto('/o/hope-fellowship');
    await visitor.page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await expect(visitor.page.title()).resolves.toBe('Page not found | Faith Collective');
  });
});
