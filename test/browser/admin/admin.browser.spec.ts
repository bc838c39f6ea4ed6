import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdirSync } from 'node:fs';
import type { APIRequestContext, BrowserContext, Page } from 'playwright-core';
import { expectNoAxeViolations } from '../../support/axe.js';
import { type BrowserHarness, keepScreenshot, settled, startBrowserHarness } from '../../support/browser.js';
import { eventually } from '../../support/eventually.js';

const ADMIN = { username: 'elder_ruth', password: 'elder-ruth-password-1', email: 'ruth@example.org' };
const OWNER = { username: 'lydia_purple', firstName: 'Lydia', lastName: 'Thyatira' };
const HELPER = { username: 'priscilla_tentmaker', firstName: 'Priscilla', lastName: 'Aquila' };
const BUS = 'Church Bus Repairs for Sunday Seniors';
const RETREAT = 'Youth Retreat Scholarships';
const RETREAT_REASON = 'Please say how many students it helps and what each scholarship covers.';
/** A date as the spec writes it: "Jan 5, 2025". */
const SPEC_DATE = /^[A-Z][a-z]{2} \d{1,2}, \d{4}$/;
/** A date as the console must not write it: 11/28/2026. */
const NUMERIC_DATE = /\b\d{1,2}\/\d{1,2}\/\d{2,4}\b/;


/** A member signed up through the API; the context keeps the session cookie. */
async function register(context: BrowserContext, member: { username: string; firstName: string; lastName: string }): Promise<APIRequestContext> {
  const res = await context.request.post('/api/register', {
    data: {
      username: member.username,
      password: `${member.username} password`,
      email: `${member.username}@example.org`,
      firstName: member.firstName,
      lastName: member.lastName,
      phone: '(615) 555-0123',
    },
  });
  expect(res.status()).toBe(201);
  return context.request;
}

async function createCampaign(owner: APIRequestContext, title: string): Promise<void> {
  const res = await owner.post('/api/campaigns', {
    data: { title, description: `${title}: every gift helps our congregation serve the neighbourhood this year.`, goal: 2500 },
  });
  expect(res.status()).toBe(201);
}

async function signIn(page: Page, login: string, password: string): Promise<void> {
  await page.goto('/auth');
  const form = page.getByRole('tabpanel', { name: 'Sign In' });
  await form.getByLabel('Username or Email').fill(login);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

/** The text of a stat card, by its label. */
function statCard(page: Page, label: string) {
  return page.getByRole('group', { name: label });
}

/** Waits until a stat card shows `value` (the cards refetch after each action; a read right after an action may be the old figure). */
async function expectStat(page: Page, label: string, value: string): Promise<void> {
  const exact = new RegExp(`^${value.replace(/[.*+?^${}()|[\]\\$]/g, '\\$&')}$`);
  await statCard(page, label).locator('.fc-admin-stat__value', { hasText: exact }).waitFor({ timeout: 10_000 });
}

/**
 * An admin sees the figures of what was created, approves one pending campaign (it goes live on /donate),
 * rejects the other, approves a sponsorship application, makes a member an admin after confirming and finds
 * the decisions in the Activity tab; the charts render. A member is refused and sent home.
 */
describe('admin console in the browser', () => {
  let h: BrowserHarness;
  let ownerApi: APIRequestContext;

  beforeAll(async () => {
    h = await startBrowserHarness({ env: { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password, ADMIN_EMAIL: ADMIN.email } });
    const { EnsureAdminAccount } = await import('../../../src/modules/identity/index.js');
    const adminAccount = h.t.config.admin!;
    await h.t.inContext(() => h.t.app.get(EnsureAdminAccount).execute(adminAccount));

    const owner = await register(await h.newContext(), OWNER);
    ownerApi = owner;
    await register(await h.newContext(), HELPER);
    await createCampaign(owner, BUS);
    await createCampaign(owner, RETREAT);
    const application = await owner.post('/api/sponsorship-applications', {
      data: {
        name: 'Lydia Thyatira',
        email: 'lydia_purple@example.org',
        platforms: [{ platform: 'youtube', profileUrl: 'https://www.youtube.com/@lydiasings', subscriberCount: 12500 }],
        content: 'Weekly worship songs and short devotionals for young mothers.',
        audience: 'Young families',
        message: 'I would love to partner with Faith Collective and reach more families with hope every week.',
      },
    });
    expect(application.status()).toBe(201);
    mkdirSync('test-results', { recursive: true });
  });
  afterAll(() => h?.close());

  it('moderates campaigns and applications, changes a role, and shows figures, charts and the audit trail', async () => {
    const { page, context } = await h.newPage();
    await page.emulateMedia({ reducedMotion: 'reduce' }); // the charts draw at once, for the screenshot
    await signIn(page, ADMIN.username, ADMIN.password);
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Admin Dashboard', level: 1 }).waitFor();

    // The figures match what was created: two pending campaigns, three members, no gifts yet.
    await expectStat(page, 'Pending Campaigns', '2');
    await expectStat(page, 'Total Users', '3');
    await expectStat(page, 'Total Transactions', '0');
    await expectStat(page, 'Total Raised', '$0.00');
    await page.getByRole('tab', { name: /Sponsorships.*1 pending/ }).waitFor();
    await page.getByRole('tab', { name: /^Pending.*2 waiting/ }).waitFor();

    // The charts render (three canvases), each with its title and a text summary for screen readers.
    await page.getByRole('figure', { name: 'Gifts per day (last 90 days)' }).waitFor();
    await page.getByRole('figure', { name: 'Campaigns by status' }).getByText('2 campaigns: 2 pending.').waitFor({ state: 'attached' });
    await page.getByRole('figure', { name: 'New members per week (last 12 weeks)' }).waitFor();
    await page.waitForFunction(() => document.querySelectorAll('.fc-admin-chart__canvas canvas').length >= 3);
    await settled(page); // every chart's data answered and drawn
    await keepScreenshot(page, 'admin-dashboard', { fullPage: true });

    // Campaigns tab (the default): every campaign with its true status.
    const campaigns = page.getByRole('tabpanel', { name: 'Campaigns' });
    await campaigns.getByRole('row', { name: new RegExp(BUS) }).getByText('Pending').waitFor();
    await expectNoAxeViolations(page);

    // Pending tab: approve one, reject the other.
    await page.getByRole('tab', { name: /^Pending/ }).click();
    const pending = page.getByRole('tabpanel', { name: /^Pending/ });
    await pending.getByRole('button', { name: `Approve ${BUS}` }).click();
    await page.getByText('Campaign Approved').waitFor();
    await page.getByText(`“${BUS}” is now live.`).waitFor();
    // Rejecting asks for the reason the organizer is told (issue 35): nothing happens without one.
    await pending.getByRole('button', { name: `Reject ${RETREAT}` }).click();
    const reject = page.getByRole('dialog', { name: `Reject “${RETREAT}”?` });
    await reject.getByText('Its organizer is emailed your reason and sees it on their campaigns.', { exact: false }).waitFor();
    await expect(reject.getByLabel('Reason').evaluate((field) => field === document.activeElement)).resolves.toBe(true);
    await reject.getByRole('button', { name: 'Reject campaign' }).click();
    await reject.getByText('Please give a reason for rejecting this campaign (the organizer sees it).').waitFor();
    await reject.getByLabel('Reason').fill('   ');
    await reject.getByRole('button', { name: 'Reject campaign' }).click();
    await reject.getByText('Please give a reason for rejecting this campaign (the organizer sees it).').waitFor();
    await expectNoAxeViolations(page);
    await keepScreenshot(page, 'admin-reject-dialog');
    await reject.getByLabel('Reason').fill(RETREAT_REASON);
    await reject.getByRole('button', { name: 'Reject campaign' }).click();
    await page.getByText('Campaign Rejected').waitFor();
    await reject.waitFor({ state: 'hidden' });
    await pending.getByText('No pending campaigns').waitFor();
    await expectStat(page, 'Pending Campaigns', '0');

    // One status per row: the live campaign is Active, the rejected one Rejected with its reason.
    await page.getByRole('tab', { name: 'Campaigns', exact: true }).click();
    const busRow = campaigns.getByRole('row', { name: new RegExp(BUS) });
    await busRow.getByText('Active', { exact: true }).waitFor();
    await expect(busRow.locator('.fc-admin-tag').allTextContents()).resolves.toEqual(['Active']);
    const retreatRow = campaigns.getByRole('row', { name: new RegExp(RETREAT) });
    await retreatRow.getByText(`Reason: ${RETREAT_REASON}`).waitFor();
    await expect(retreatRow.locator('.fc-admin-tag').allTextContents()).resolves.toEqual(['Rejected']);

    // Sponsorships: only the pending application has Approve / Reject.
    await page.getByRole('tab', { name: /^Sponsorships/ }).click();
    const sponsorships = page.getByRole('tabpanel', { name: /^Sponsorships/ });
    await sponsorships.getByRole('button', { name: 'Approve application from Lydia Thyatira' }).click();
    await page.getByText('Application Approved').waitFor();
    await sponsorships.getByRole('article', { name: 'Lydia Thyatira' }).getByText('Approved').waitFor();
    await expect(sponsorships.getByRole('button', { name: /Approve application/ }).count()).resolves.toBe(0);

    // Users: a case-insensitive search on the server, then Toggle Admin after confirming.
    await page.getByRole('tab', { name: 'Users', exact: true }).click();
    const users = page.getByRole('tabpanel', { name: 'Users' });
    await users.getByLabel('Search users').fill('PRISCILLA');
    await users.getByRole('button', { name: 'View Details for Priscilla Aquila' }).click();
    const details = page.getByRole('dialog', { name: 'User Details' });
    await details.getByText(`${HELPER.username}@example.org`).first().waitFor();
    await expect(details.getByRole('link', { name: 'Send Email' }).getAttribute('href')).resolves.toBe(`mailto:${HELPER.username}@example.org`);
    await details.getByRole('button', { name: 'Toggle Admin' }).click();
    await page.getByRole('dialog', { name: 'Make Priscilla Aquila an admin?' }).waitFor();
    await page.getByRole('button', { name: 'Make Admin' }).click();
    await page.getByText('Priscilla Aquila is now an administrator.').waitFor();
    await details.getByText('Administrator').waitFor();
    await details.getByRole('button', { name: 'View Activity' }).click();
    await details.getByText('Campaigns (0)').waitFor();
    await details.getByRole('button', { name: 'Close' }).last().click();

    // Activity: the audit trail, newest first, filtered by kind.
    await page.getByRole('tab', { name: 'Activity', exact: true }).click();
    const activity = page.getByRole('tabpanel', { name: 'Activity' });
    const firstRow = activity.getByRole('row').nth(1);
    await firstRow.getByText('Made admin').waitFor();
    await firstRow.getByText(HELPER.username).waitFor();
    await activity.getByRole('row', { name: new RegExp(`Approved campaign.*${BUS}`) }).waitFor();
    await activity.getByRole('row', { name: new RegExp(`Rejected campaign.*${RETREAT}`) }).getByText(`Reason: ${RETREAT_REASON}`).waitFor();
    await activity.getByRole('row', { name: /Approved sponsorship application/ }).waitFor();
    // The dropdown may still be opening on a busy machine: choose until the select shows the choice.
    const kindSelect = activity.locator('.ant-select').filter({ has: activity.getByLabel('Kind') });
    for (let attempt = 0; attempt < 3; attempt++) {
      await activity.getByLabel('Kind').click();
      await page.getByRole('option', { name: 'Users' }).click();
      const chosen = await kindSelect.locator('.ant-select-selection-item', { hasText: 'Users' }).waitFor({ timeout: 3_000 }).then(() => true, () => false);
      if (chosen) break;
    }
    await activity.getByRole('row', { name: /Approved campaign/ }).waitFor({ state: 'detached' });
    await activity.getByRole('row', { name: /Made admin/ }).waitFor();
    await expect(activity.getByRole('row').count()).resolves.toBe(2); // header + the role change

    // The approved campaign is live on /donate; the rejected one is not.
    await page.goto('/donate');
    await page.getByRole('heading', { name: BUS }).waitFor();
    await expect(page.getByRole('heading', { name: RETREAT }).count()).resolves.toBe(0);
    await context.close();
  });

  it('shows the dashboard on a phone', async () => {
    const { page, context } = await h.newPage({ width: 390, height: 844 });
    await signIn(page, ADMIN.username, ADMIN.password);
    await page.goto('/admin');
    await expectStat(page, 'Total Users', '3');
    for (const name of [/^Campaigns/, /^Transactions/, /^Users/, /^Sponsorships/, /^Pending/, /^Activity/]) {
      await expect(page.getByRole('tab', { name }).isVisible()).resolves.toBe(true);
    }
    await page.getByRole('tab', { name: /^Transactions/ }).click();
    await page.getByText('No transactions found').waitFor();
    await keepScreenshot(page, 'admin-dashboard-phone', { fullPage: true });
    await context.close();
  });

  it('lists a dead letter with its error and retries it', async () => {
    const { EntityManager } = await import('@mikro-orm/postgresql');
    const { newId } = await import('../../../src/shared-kernel/domain/ids.js');
    const id = newId();
    await h.t.app.get(EntityManager).fork().execute(
      `INSERT INTO outbox_message (id, type, payload, occurred_at, available_at, attempts, last_error, dead_at)
       VALUES (?, 'identity.user-registered.v1', '{}', now() - interval '1 hour', now(), 10, 'mail server unavailable', now())`,
      [id],
    );
    const { page, context } = await h.newPage();
    await signIn(page, ADMIN.username, ADMIN.password);
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Dead letters' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Dead letters' });
    const row = panel.getByRole('row', { name: /identity\.user-registered\.v1/ });
    await row.getByText('mail server unavailable').waitFor();
    await expectNoAxeViolations(page);
    await row.getByRole('button', { name: `Retry identity.user-registered.v1 ${id}` }).click();
    await page.getByText('Message Requeued').waitFor();
    await panel.getByText('No dead letters').waitFor();
    await context.close();
  });

  it('refuses a member: Access Denied, then home', async () => {
    const { page, context } = await h.newPage();
    await signIn(page, OWNER.username, `${OWNER.username} password`);
    await page.goto('/admin');
    // The heading and its sentence, seen in one look: the page is shown for half a second before home, and on a
    // loaded machine two waits one after the other outlasted it (CI of the test-speed branch: the heading seen, the
    // sentence gone with the page before the second wait looked).
    await page.getByRole('region', { name: 'Access Denied' }).filter({ hasText: "You don't have permission to access this page." }).waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });

  it('sends a visitor to sign in', async () => {
    const { page, context } = await h.newPage();
    await page.goto('/admin');
    await page.waitForURL((url) => url.pathname === '/auth');
    await context.close();
  });

  it("lists an owner's edit of an approved campaign as an edit in the Pending tab, and approving it makes it public", async () => {
    const BUS_EDITED = 'Church Bus Repairs and New Tyres for Sunday Seniors';
    const mine = (await (await ownerApi.get('/api/user/campaigns')).json()) as { id: string; slug: string; title: string }[];
    const bus = mine.find((c) => c.title === BUS)!;
    const put = await ownerApi.put(`/api/campaigns/${bus.id}`, { data: { title: BUS_EDITED } });
    expect(put.status()).toBe(200);

    const { page, context } = await h.newPage();
    await signIn(page, ADMIN.username, ADMIN.password);
    await page.goto('/admin');
    await page.getByRole('tab', { name: /^Pending/ }).click();
    const pending = page.getByRole('tabpanel', { name: /^Pending/ });
    await pending.getByRole('heading', { name: `Edit of ${BUS_EDITED}` }).waitFor();
    await pending.getByText(`Public now: “${BUS}”`, { exact: false }).waitFor();
    await expectNoAxeViolations(page);
    await pending.getByRole('button', { name: `Approve edit of ${BUS_EDITED}` }).click();
    await page.getByText('Edit Approved').waitFor();
    await pending.getByText('No pending campaigns').waitFor();

    await page.goto(`/donate/${bus.slug}`);
    await page.getByRole('heading', { level: 1, name: BUS_EDITED }).waitFor();
    await context.close();
  });

  it('lists organizers\' updates as "Update to <title>" in the Pending tab: approved goes public, rejected asks for a reason and stays hidden', async () => {
    const mine = (await (await ownerApi.get('/api/user/campaigns')).json()) as { id: string; slug: string; title: string; status: string }[];
    const bus = mine.find((c) => c.status === 'approved')!;
    for (const data of [
      { title: 'New brakes fitted', body: 'The bus passed its safety check on Friday.' },
      { title: 'Send us your card numbers', body: 'Reply to this email with your card number to give again.' },
    ]) {
      expect((await ownerApi.post(`/api/campaigns/${bus.id}/updates`, { data })).status()).toBe(201);
    }

    const { page, context } = await h.newPage();
    await signIn(page, ADMIN.username, ADMIN.password);
    await page.goto('/admin');
    await page.getByRole('tab', { name: /^Pending/ }).click();
    const pending = page.getByRole('tabpanel', { name: /^Pending/ });
    await pending.getByRole('heading', { name: `Update to ${bus.title}` }).first().waitFor();
    await pending.getByText('Send us your card numbers').waitFor();
    await expectNoAxeViolations(page);
    await keepScreenshot(page, 'admin-pending-updates', { fullPage: true });

    await pending.getByRole('button', { name: `Approve update “New brakes fitted” to ${bus.title}` }).click();
    await page.getByText('Update Approved').waitFor();
    await pending.getByRole('button', { name: `Reject update “Send us your card numbers” to ${bus.title}` }).click();
    const dialog = page.getByRole('dialog', { name: `Reject the update to ${bus.title}?` });
    await dialog.getByRole('button', { name: 'Reject update' }).click();
    await dialog.getByText('Please give a reason for rejecting this update (the organizer sees it).').waitFor();
    await dialog.getByLabel('Reason').fill('Never ask donors for card numbers by email.');
    await dialog.getByRole('button', { name: 'Reject update' }).click();
    await page.getByText('Update Rejected').waitFor();
    await pending.getByText('No campaign updates are waiting.', { exact: false }).waitFor();

    await context.close();

    // A visitor reads the approved update only.
    const visitor = await h.newPage();
    await visitor.page.goto(`/donate/${bus.slug}`);
    await visitor.page.getByRole('heading', { name: 'New brakes fitted' }).waitFor();
    await expect(visitor.page.getByRole('heading', { name: 'Send us your card numbers' }).count()).resolves.toBe(0);
    await visitor.context.close();

    // Its organizer sees the rejected one too, marked, with the moderator's reason.
    const organizer = await h.newPage();
    await signIn(organizer.page, OWNER.username, `${OWNER.username} password`);
    await organizer.page.goto(`/donate/${bus.slug}`);
    const rejected = organizer.page.getByRole('article', { name: 'Send us your card numbers' });
    await rejected.getByText("Not approved. Only you can see it; it was not emailed. The moderator's reason: Never ask donors for card numbers by email.").waitFor();
    await keepScreenshot(rejected, 'organizer-rejected-update');
    await organizer.context.close();
  });

  it("rejecting an owner's edit asks for a reason, and the organizer reads it on Manage Campaigns, as for a rejected campaign (390 px)", async () => {
    const mine = (await (await ownerApi.get('/api/user/campaigns')).json()) as { id: string; title: string; status: string }[];
    const bus = mine.find((c) => c.status === 'approved')!;
    const proposed = `${bus.title} and a Wheelchair Lift`;
    expect((await ownerApi.put(`/api/campaigns/${bus.id}`, { data: { title: proposed } })).status()).toBe(200);

    const { page, context } = await h.newPage();
    await signIn(page, ADMIN.username, ADMIN.password);
    await page.goto('/admin');
    await page.getByRole('tab', { name: /^Pending/ }).click();
    const pending = page.getByRole('tabpanel', { name: /^Pending/ });
    await pending.getByRole('button', { name: `Reject edit of ${proposed}` }).click();
    const dialog = page.getByRole('dialog', { name: `Reject the edit of “${proposed}”?` });
    await dialog.getByText('The changes are dropped and the approved version stays public.', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Reject edit' }).click();
    await dialog.getByText('Please give a reason for rejecting this edit (the organizer sees it).').waitFor();
    const reason = 'A lift is a different appeal: please start a campaign of its own for it.';
    await dialog.getByLabel('Reason').fill(reason);
    await dialog.getByRole('button', { name: 'Reject edit' }).click();
    await page.getByText('Edit Rejected').waitFor();
    await pending.getByText('No pending campaigns').waitFor();
    await context.close();

    // The organizer, on a phone, reads why on their own campaigns: the edit's reason and the rejected campaign's.
    const organizer = await h.newPage({ width: 390, height: 844 });
    await signIn(organizer.page, OWNER.username, `${OWNER.username} password`);
    await organizer.page.goto('/manage-campaigns');
    const busCard = organizer.page.getByRole('article', { name: bus.title });
    await busCard.getByText(`The approved version stays public. The moderator's reason: ${reason}`, { exact: false }).waitFor();
    await busCard.getByText('Your latest changes were not approved').waitFor();
    await organizer.page.goto('/profile?tab=campaigns');
    await organizer.page
      .getByRole('listitem')
      .filter({ hasText: RETREAT })
      .getByText(`Not approved. Only you can see this campaign. The moderator's reason: ${RETREAT_REASON}`)
      .waitFor();
    await expectNoAxeViolations(organizer.page);
    await keepScreenshot(organizer.page, 'organizer-rejection-reasons', { fullPage: true });
    await organizer.context.close();
  });

  it('an archived campaign\'s row shows one status, Archived, and its date as "Jan 5, 2025", at 1280 and 390 px', async () => {
    const title = 'Fellowship Hall Chairs';
    await createCampaign(ownerApi, title);
    const adminContext = await h.newContext();
    expect((await adminContext.request.post('/api/login', { data: { usernameOrEmail: ADMIN.username, password: ADMIN.password } })).status()).toBe(200);
    const created = ((await (await ownerApi.get('/api/user/campaigns')).json()) as { id: string; title: string }[]).find((c) => c.title === title)!;
    expect((await adminContext.request.post(`/api/admin/campaigns/${created.id}/approve`)).status()).toBe(200);
    // A gift, so that taking it down archives it instead of deleting it.
    const donor = await h.newContext();
    const intent = await (await donor.request.post('/api/donations/create-payment-intent', {
      data: { campaignId: created.id, amount: 25, guestInfo: { firstName: 'Dorcas', lastName: 'Joppa', email: 'dorcas@example.org' } },
    })).json();
    await donor.request.post('/api/payments/sandbox/confirm', { data: { clientSecret: intent.clientSecret, cardNumber: '4242424242424242' } });
    expect((await donor.request.post('/api/donations/complete', { data: { paymentIntentId: intent.paymentIntentId, campaignId: created.id } })).status()).toBe(200);
    const removed = await adminContext.request.delete(`/api/admin/campaigns/${created.id}`);
    expect(removed.status()).toBe(200); // archived, not deleted
    await donor.close();
    await adminContext.close();

    // One page, seen on a screen and then on a phone (resized, nothing reloaded).
    const { page, context } = await h.newPage({ width: 1280, height: 900 });
    await signIn(page, ADMIN.username, ADMIN.password);
    await page.goto('/admin');
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await settled(page);
      const row = page.getByRole('tabpanel', { name: 'Campaigns' }).getByRole('row', { name: new RegExp(title) });
      await row.getByText('Archived', { exact: true }).waitFor();
      // One status: no review status or Active beside it, and no actions on a campaign kept for its records.
      await expect(row.locator('.fc-admin-tag').allTextContents()).resolves.toEqual(['Archived']);
      await expect(row.getByRole('button').count()).resolves.toBe(0);
      const statusText = await row.locator('.fc-admin-status-detail').textContent();
      expect(statusText).toMatch(SPEC_DATE);
      // Every date in the campaigns list is in the spec's form.
      const tableText = (await page.getByRole('tabpanel', { name: 'Campaigns' }).textContent()) ?? '';
      expect(tableText).not.toMatch(NUMERIC_DATE);
      // Once the layout has followed the new width (the console's tables turn into cards and measure again).
      const overflowOf = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      const overflow = await eventually(overflowOf, (px) => px <= 0, 5_000).catch(overflowOf);
      expect({ width, overflow: Math.max(0, overflow) }).toEqual({ width, overflow: 0 });
      await keepScreenshot(row, `admin-archived-row-${width}`);
    }
    await context.close();
  });

  it('lists the background jobs with their period and last run (a failure with its error), as a table on a screen and as cards on a phone', async () => {
    // The owed-mail pass (every 5 s here) has run once; its last run is then marked failed with a long error,
    // as a run whose database connection broke would be: the table still fits the console (CI once found it scrolling).
    const { EntityManager } = await import('@mikro-orm/postgresql');
    const em = h.t.app.get(EntityManager).fork();
    const lastRun = () => em.execute<{ id: string }[]>(`SELECT id FROM pgboss.job WHERE name = 'notifications.schedule-owed-mail' AND state = 'completed' ORDER BY completed_on DESC LIMIT 1`);
    const [run] = await eventually(lastRun, (rows) => rows.length === 1, 20_000);
    const error = 'connect ECONNREFUSED 10.20.30.40:587 while greeting the mail server at smtp.mail-relay.faithcollective.example';
    // (Dated an hour ahead: the pass runs again every 5 s, and this one must stay the last run while the test reads it.)
    await em.execute(`UPDATE pgboss.job SET state = 'failed', output = ?::jsonb, completed_on = now() + interval '1 hour' WHERE id = ?`, [JSON.stringify({ message: error }), run.id]);
    const { page, context } = await h.newPage({ width: 1280, height: 900 });
    await signIn(page, ADMIN.username, ADMIN.password);
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Jobs' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Jobs' });
    for (const [title, period] of [
      ['Record succeeded charges that were never recorded', 'Every minute'],
      ['Settle payouts left pending', 'Every minute'],
      ['Schedule owed email left without a send', 'Every 5 seconds'],
      ['Send each email (first send and retries)', 'When due'],
      ['Send campaign updates held for the morning', 'Every minute'],
      ['Refresh creators’ platform data', 'Every 30 minutes'],
      ['Delete delivered outbox messages past retention', 'Every hour'],
    ]) {
      await panel.getByRole('row', { name: new RegExp(`${title.replace(/[()]/g, '\\$&')}.*${period}`) }).waitFor();
    }
    await panel.getByRole('row', { name: /Schedule owed email left without a send/ }).getByText(error).waitFor();
    const panelOverflow = await panel.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(Math.max(0, panelOverflow)).toBe(0);
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 390, height: 900 });
    const overflowOf = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    const overflow = await eventually(overflowOf, (px) => px <= 0, 5_000).catch(overflowOf);
    expect(Math.max(0, overflow)).toBe(0);
    // Each job a card, each value under its column's name.
    await eventually(() => panel.locator('.fc-table-cards').count(), (n) => n === 1, 5_000);
    await panel.locator('td[data-label="Last run"]').first().waitFor();
    await context.close();
  });
});
