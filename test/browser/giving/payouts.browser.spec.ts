import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { axeViolations, expectNoAxeViolations } from '../../support/axe.js';
import { eventually } from '../../support/eventually.js';
import { PNG_1X1 } from '../../support/files.js';
import { type BrowserHarness, keepScreenshot, settled, startBrowserHarness, waitForToast, watchFailedCalls } from '../../support/browser.js';
import request from 'supertest';
import { EntityManager } from '@mikro-orm/postgresql';
import { EnsureAdminAccount } from '../../../src/modules/identity/index.js';
import { liveCampaign } from '../../support/campaigns.js';
import { signInAsAdmin, signUp, type Agent } from '../../support/http.js';

/** An organiser connects a payout account in sandbox mode: Profile → Payouts, the onboarding page, active (issue 13). */
describe('payout accounts in the browser', () => {
  let h: BrowserHarness;

  beforeAll(async () => {
    h = await startBrowserHarness();
  });
  afterAll(() => h?.close());

  /**
   * Where an organizer or a donor's own screen does not fit: the page scrolls sideways, or a money figure or a
   * button sits past the screen's edge (none when the screen fits). Read from what is drawn: every visible button
   * and link-button, and every "$1,234.56" of text.
   */
  async function misfits(page: Page): Promise<string[]> {
    return page.evaluate(() => {
      const width = window.innerWidth;
      const found: string[] = [];
      const overflow = document.scrollingElement!.scrollWidth - width;
      if (overflow > 0) found.push(`the page is ${overflow} px wider than the screen`);
      const outside = (rect: DOMRect) => rect.width > 0 && (rect.left < -0.5 || rect.right > width + 0.5);
      for (const element of document.querySelectorAll<HTMLElement>('button, a.ant-btn, [role="button"]')) {
        if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
        const rect = element.getBoundingClientRect();
        if (outside(rect)) found.push(`button "${(element.getAttribute('aria-label') ?? element.innerText).trim()}" at ${Math.round(rect.left)}–${Math.round(rect.right)} px`);
      }
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const match = /\$[\d,]+\.\d\d/.exec(node.textContent ?? '');
        if (!match || !node.parentElement?.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const rect = range.getBoundingClientRect();
        if (outside(rect)) found.push(`"${match[0]}" at ${Math.round(rect.left)}–${Math.round(rect.right)} px`);
      }
      return found;
    });
  }

  it('every organizer and member screen fits a 360 and a 390 px phone and a 1280 px screen: no sideways scrolling, every money figure and button on screen, axe clean', async () => {
    const member = await signUp(h.t, { firstName: 'Priscilla' });
    const adminAgent = await signInAsAdmin(h.t);
    const upload = await member.agent.post('/api/upload').attach('image', PNG_1X1, { filename: 'tent.png', contentType: 'image/png' }).expect(200);
    const campaign = await liveCampaign(member.agent, adminAgent, { title: 'Tents For The Corinth Street Mission Summer Camp', image: upload.body.url });
    const other = await liveCampaign(adminAgent, adminAgent, { title: 'Hymnals For Ephesus Fellowship' });
    const give = async (agent: Pick<Agent, 'post'>, campaignId: string, amount: number, tip: number, guestInfo?: object) => {
      const intent = await agent.post('/api/donations/create-payment-intent').send({ campaignId, amount: amount + tip, tip, guestInfo });
      await agent.post('/api/payments/sandbox/confirm').send({ clientSecret: intent.body.clientSecret, cardNumber: '4242424242424242' }).expect(200);
      await agent.post('/api/donations/complete').send({ paymentIntentId: intent.body.paymentIntentId, campaignId }).expect(200);
    };
    const guest = request(h.t.app.getHttpServer());
    await give(guest, campaign.id, 1250, 0, { firstName: 'Aquila', lastName: 'Tentmaker', email: 'aquila.tentmaker.of.corinth@example.org' });
    await give(guest, campaign.id, 75.5, 0, { firstName: 'Stephanas', lastName: 'Household', email: 'stephanas@example.org' });
    await give(member.agent, other.id, 120, 18, undefined);
    // A connected payout account and one payout, so Profile → Payouts and the dialog's history have rows.
    const setup = await h.newPage({ width: 1280, height: 900 });
    await setup.context.request.post('/api/login', { data: { usernameOrEmail: member.user.username, password: 'a good long password' } });
    await setup.page.goto('/profile?tab=payouts');
    await setup.page.getByRole('button', { name: 'Connect a payout account' }).click();
    await setup.page.getByRole('button', { name: 'Finish setup' }).click();
    await setup.page.getByText('Active', { exact: true }).waitFor();
    await setup.context.close();
    await member.agent.post(`/api/campaigns/${campaign.id}/payouts`).send({ amount: 300 }).expect(201);

    // Each Profile tab and a heading of its own content (some tabs load their code when first opened).
    const tabs = [
      ['Profile', 'Personal information'],
      ['Business', 'Business Profile'],
      ['Campaigns', 'Your campaigns'],
      ['Donations', 'Your donations'],
      ['Saved', 'Saved campaigns'],
      ['Payouts', 'Payout account'],
      ['Security', 'Close account'],
    ];
    // One page, each screen loaded on the narrowest phone and then seen at every width, as a phone turned or a
    // window widened (the page resized, nothing reloaded: a load per screen and width made this the suite's
    // slowest test, 69 s on a loaded machine).
    const WIDTHS = [360, 390, 1280] as const;
    const { page, context } = await h.newPage({ width: WIDTHS[0], height: 800 });
    await context.request.post('/api/login', { data: { usernameOrEmail: member.user.username, password: 'a good long password' } });
    const atWidth = async (width: number) => {
      await page.setViewportSize({ width, height: width < 576 ? 800 : 900 });
      await settled(page);
    };
    /** The screen as it is now, at every width; axe on a part of it at every width, or only on the 390 px phone. */
    const check = async (screen: string, axe?: { selector: string; widths: 'every' | 390 }, screenshotAt360?: string) => {
      for (const width of WIDTHS) {
        await atWidth(width);
        // Once the layout has followed the new width (a component may measure and draw again after a resize, a
        // frame or two later on a loaded machine): nothing may be left that does not fit.
        const found = await eventually(() => misfits(page), (left) => left.length === 0, 5_000).catch(() => misfits(page));
        expect({ screen, width, misfits: found }).toEqual({ screen, width, misfits: [] });
        if (axe && (axe.widths === 'every' || width === axe.widths)) await expectNoAxeViolations(page, axe.selector);
        if (screenshotAt360 && width === 360) await keepScreenshot(page, `owner-screens-360-${screenshotAt360}`, { fullPage: true });
      }
      await atWidth(WIDTHS[0]);
    };
    const everyWidth = (selector: string) => ({ selector, widths: 'every' as const });

    await page.goto(`/donate/edit/${campaign.id}`);
    await page.getByText('Current image').waitFor();
    await page.getByRole('img', { name: `Current image of ${campaign.title}` }).waitFor();
    await check('edit campaign', everyWidth('main'));

    await page.goto('/manage-campaigns');
    await page.getByRole('heading', { name: campaign.title }).waitFor();
    await check('manage campaigns', everyWidth('main'));
    await page.getByRole('button', { name: `Funds & donors of ${campaign.title}` }).click();
    const panel = page.getByRole('region', { name: `Funds of ${campaign.title}` });
    await panel.getByText('aquila.tentmaker.of.corinth@example.org').waitFor();
    await panel.locator('.fc-funds-panel__payout').getByText('$300.00').waitFor();
    for (const label of ['Raised', 'Paid out', 'Available']) await panel.getByText(label, { exact: true }).waitFor();
    await panel.getByRole('button', { name: 'Request payout' }).waitFor();
    await check('Funds & donors', everyWidth('.ant-modal'), 'funds');
    // Its two confirmations: a payout and a refund.
    await panel.getByRole('button', { name: 'Request payout' }).click();
    const payoutConfirm = page.getByRole('dialog', { name: 'Request this payout?' });
    await payoutConfirm.getByRole('button', { name: 'Request payout' }).waitFor();
    await check('Request this payout?');
    await payoutConfirm.getByRole('button', { name: 'Cancel' }).click();
    await payoutConfirm.waitFor({ state: 'detached' });
    await panel.getByRole('button', { name: 'Refund $75.50 from Stephanas Household' }).click();
    const refundConfirm = page.getByRole('dialog', { name: 'Refund this gift?' });
    await refundConfirm.getByRole('button', { name: 'Refund gift' }).waitFor();
    await check('Refund this gift?');
    await refundConfirm.getByRole('button', { name: 'Cancel' }).click();
    await refundConfirm.waitFor({ state: 'detached' });
    // Closed by its Close button: after a confirmation closes, focus may have left the dialog, and Escape with it.
    await page.getByRole('dialog', { name: `Funds & donors — ${campaign.title}` }).getByRole('button', { name: 'Close' }).click();
    await panel.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: `Post update on ${campaign.title}` }).click();
    await page.getByRole('dialog', { name: `Post an update — ${campaign.title}` }).waitFor();
    await check('Post update', everyWidth('.ant-modal'));
    await page.getByRole('dialog', { name: `Post an update — ${campaign.title}` }).getByRole('button', { name: 'Close' }).click();

    for (const [tab, heading] of tabs) {
      await page.goto(`/profile?tab=${tab.toLowerCase()}`);
      await page.getByRole('tab', { name: tab, selected: true }).waitFor();
      await page.getByRole('heading', { name: heading }).waitFor();
      if (tab === 'Campaigns') await page.getByRole('link', { name: campaign.title }).waitFor();
      if (tab === 'Donations') await page.getByRole('link', { name: /Download \d{4} statement \(PDF\)/ }).waitFor();
      if (tab === 'Payouts') await page.getByRole('table', { name: 'Payout history' }).getByText('$300.00').waitFor();
      await check(`Profile → ${tab}`, { selector: 'main', widths: 390 }, tab === 'Payouts' ? 'payouts' : undefined);
    }
    await context.close();
  }, 180_000);

  it('an organiser connects a sandbox payout account and sees it active', async () => {
    const member = await signUp(h.t, { firstName: 'Lydia' });
    const { page, context } = await h.newPage({ width: 390, height: 844 });
    await context.request.post('/api/login', { data: { usernameOrEmail: member.user.username, password: 'a good long password' } });

    await page.goto('/profile?tab=payouts');
    await page.getByRole('heading', { name: 'Payout account' }).waitFor();
    await page.getByText('Not connected').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Connect a payout account' }).click();

    await page.waitForURL(/\/payouts\/onboarding\/acct_sbx_[0-9a-f]+$/);
    await page.getByRole('heading', { level: 1, name: 'Set up payouts' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Finish setup' }).click();

    await page.waitForURL((url) => url.pathname === '/profile' && url.searchParams.get('tab') === 'payouts');
    await page.getByText('Active', { exact: true }).waitFor();
    const account = await (await context.request.get('/api/user/payout-account')).json();
    expect(account).toMatchObject({ status: 'active', payoutsEnabled: true });
    await context.close();
  });

  it('an organiser receives gifts and is paid out; an administrator refunds a gift; the total, the funds panel and the ledger agree', async () => {
    const member = await signUp(h.t, { firstName: 'Phoebe' });
    const adminAgent = await signInAsAdmin(h.t);
    const campaign = await liveCampaign(member.agent, adminAgent, { title: 'Roof For Cenchreae Church' });
    // The organiser connects a payout account: Profile → Payouts, the sandbox's onboarding, active.
    const organiser = await h.newPage({ width: 1280, height: 900 });
    await organiser.context.request.post('/api/login', { data: { usernameOrEmail: member.user.username, password: 'a good long password' } });
    await organiser.page.goto('/profile?tab=payouts');
    await organiser.page.getByRole('button', { name: 'Connect a payout account' }).click();
    await organiser.page.getByRole('button', { name: 'Finish setup' }).click();
    await organiser.page.getByText('Active', { exact: true }).waitFor();
    const guest = () => request(h.t.app.getHttpServer());
    for (const [amount, email] of [[60, 'lois@example.org'], [40, 'eunice@example.org']] as const) {
      // A guest's gift, confirmed and completed as the card form does.
      const intent = await guest().post('/api/donations/create-payment-intent').send({ campaignId: campaign.id, amount, guestInfo: { firstName: 'Guest', lastName: 'Donor', email } });
      await guest().post('/api/payments/sandbox/confirm').send({ clientSecret: intent.body.clientSecret, cardNumber: '4242424242424242' }).expect(200);
      await guest().post('/api/donations/complete').send({ paymentIntentId: intent.body.paymentIntentId, campaignId: campaign.id }).expect(200);
    }

    // The organiser requests $50 of the $100 available and sees it paid.
    await organiser.page.goto('/manage-campaigns');
    await organiser.page.getByRole('button', { name: `Funds & donors of ${campaign.title}` }).click();
    const panel = organiser.page.getByRole('region', { name: `Funds of ${campaign.title}` });
    await panel.getByText('$100.00').first().waitFor();
    await panel.getByLabel('Amount (leave empty for everything available)').fill('50');
    await panel.getByRole('button', { name: 'Request payout' }).click();
    const calls = watchFailedCalls(organiser.page);
    await organiser.page.getByRole('dialog', { name: 'Request this payout?' }).getByRole('button', { name: 'Request payout' }).click();
    await waitForToast(organiser.page, 'Payout Sent', calls);
    await panel.locator('.fc-funds-panel__payout tr', { hasText: '$50.00' }).getByText('Paid', { exact: true }).waitFor();
    expect(await axeViolations(organiser.page)).toEqual([]);
    // Profile → Payouts shows it in the payout history.
    await organiser.page.goto('/profile?tab=payouts');
    const history = organiser.page.getByRole('table', { name: 'Payout history' });
    await history.locator('tr', { hasText: campaign.title }).getByText('Paid', { exact: true }).waitFor();
    expect(await history.locator('tr', { hasText: campaign.title }).innerText()).toContain('$50.00');
    expect(await axeViolations(organiser.page)).toEqual([]);
    // On a phone the history fits its card: the page itself never scrolls sideways. The page is opened at
    // that width, as a phone opens it (a resized desktop page lays out again a moment after the resize).
    await organiser.page.setViewportSize({ width: 360, height: 800 });
    await organiser.page.reload();
    await history.locator('tr', { hasText: campaign.title }).getByText('Paid', { exact: true }).waitFor();
    const overflow = () => organiser.page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth);
    await organiser.page.waitForFunction(() => document.scrollingElement!.scrollWidth <= window.innerWidth, undefined, { timeout: 5_000 }).catch(() => undefined);
    expect(await overflow()).toBeLessThanOrEqual(0);
    expect(await axeViolations(organiser.page)).toEqual([]);
    await organiser.page.setViewportSize({ width: 1280, height: 900 });

    // An administrator refunds the $40 gift from the console's Transactions.
    const admin = await h.newPage({ width: 1280, height: 900 });
    await h.t.inContext(() => h.t.app.get(EnsureAdminAccount).execute({ username: 'payouts_admin', password: 'admin password 2026', email: 'payouts_admin@example.org' }));
    await admin.context.request.post('/api/login', { data: { usernameOrEmail: 'payouts_admin', password: 'admin password 2026' } });
    await admin.page.goto('/admin');
    await admin.page.getByRole('tab', { name: 'Transactions' }).click();
    await admin.page.getByRole('button', { name: 'Refund $40.00 from Guest Donor' }).click();
    await admin.page.getByRole('dialog', { name: 'Refund this gift?' }).getByRole('button', { name: 'Refund gift' }).click();
    await admin.page.locator('.fc-toast').filter({ hasText: 'Gift Refunded' }).waitFor();

    // The campaign's total, the organiser's funds and the ledger agree: 100 raised, 40 refunded, 50 paid out, 10 left.
    const funds = await (await organiser.context.request.get(`/api/campaigns/${campaign.id}/funds`)).json();
    expect(funds).toMatchObject({ raised: '100.00', refunded: '40.00', paidOut: '50.00', pending: '0.00', available: '10.00' });
    await organiser.page.goto(`/donate/${campaign.slug}`);
    await organiser.page.getByText('$60.00').first().waitFor();
    await organiser.page.goto('/manage-campaigns');
    await organiser.page.getByRole('button', { name: `Funds & donors of ${campaign.title}` }).click();
    await panel.getByText('$10.00').first().waitFor();
    const books = await (await admin.context.request.get('/api/admin/ledger/reconciliation')).json();
    expect(books).toMatchObject({ balanced: true, unbalancedTransactions: [], giftsNotInLedger: 0 });

    // The console: the refund in Refunds, the payout in Payouts, a hold placed and released, the books in Ledger.
    await admin.page.getByRole('tab', { name: 'Refunds' }).click();
    const refundRow = admin.page.getByRole('tabpanel', { name: 'Refunds' }).locator('tr.ant-table-row', { hasText: campaign.title });
    await refundRow.getByText('Guest Donor').waitFor();
    expect(await refundRow.innerText()).toContain('$40.00');
    expect(await axeViolations(admin.page)).toEqual([]);

    await admin.page.getByRole('tab', { name: 'Payouts' }).click();
    const payoutRow = admin.page.getByRole('tabpanel', { name: 'Payouts' }).locator('tr.ant-table-row', { hasText: campaign.title });
    await payoutRow.getByText('Paid', { exact: true }).waitFor();
    expect(await payoutRow.innerText()).toContain('$50.00');
    expect(await payoutRow.innerText()).toContain('Phoebe'); // its organizer, by name
    await admin.page.getByText('No campaign’s payouts are on hold.').waitFor();
    expect(await axeViolations(admin.page)).toEqual([]);
    await payoutRow.getByRole('button', { name: 'Hold payouts' }).click();
    const dialog = admin.page.getByRole('dialog', { name: 'Hold payouts' });
    await dialog.getByRole('button', { name: 'Hold payouts' }).click();
    await dialog.getByText('Please give a reason for the hold').waitFor();
    await dialog.getByLabel('Reason (the organizer reads it)').fill('Confirming the roofing invoice');
    await dialog.getByRole('button', { name: 'Hold payouts' }).click();
    await admin.page.locator('.fc-toast').filter({ hasText: 'Payouts Held' }).waitFor();
    const hold = admin.page.locator('.fc-admin-card', { hasText: campaign.title });
    await hold.getByText('Confirming the roofing invoice').waitFor();
    await keepScreenshot(admin.page, 'admin-payouts-tab', { fullPage: true });

    // The organiser's request is refused with the reason, shown where they asked.
    await organiser.page.getByLabel('Amount (leave empty for everything available)').fill('5');
    await panel.getByRole('button', { name: 'Request payout' }).click();
    await organiser.page.getByRole('dialog', { name: 'Request this payout?' }).getByRole('button', { name: 'Request payout' }).click();
    await organiser.page.locator('.fc-toast').filter({ hasText: 'Payouts of this campaign are on hold: Confirming the roofing invoice' }).waitFor();

    await hold.getByRole('button', { name: `Release the hold on ${campaign.title}` }).click();
    await admin.page.locator('.fc-toast').filter({ hasText: 'Hold Released' }).waitFor();
    await admin.page.getByText('No campaign’s payouts are on hold.').waitFor();

    await admin.page.getByRole('tab', { name: 'Ledger' }).click();
    await admin.page.getByText(/^The books balance, match the payment provider from .* and every figure shown matches the ledger\.$/).waitFor();
    await admin.page.getByText('Nothing disagrees: every payment, refund and transfer of the period matches the provider, and every figure shown matches the ledger.').waitFor();
    await admin.page.getByText('Held at the payment provider').waitFor();
    await admin.page.getByText('No bank payment is waiting for its bank.').waitFor();
    expect(await axeViolations(admin.page)).toEqual([]);
    await keepScreenshot(admin.page, 'admin-ledger-tab', { fullPage: true });

    // Someone changes the campaign's public total in the database: the Ledger tab names it, with its sentence and amounts.
    const db = h.t.app.get(EntityManager).fork();
    await db.execute(`UPDATE campaign SET current_amount_cents = current_amount_cents + 100000 WHERE id = ?`, [campaign.id]);
    await admin.page.getByRole('button', { name: 'Check again' }).click();
    await admin.page.getByText('2 discrepancies: look at the list below.').waitFor();
    const listed = admin.page.locator('.fc-ledger-discrepancy', { hasText: 'campaign_total_mismatch' });
    await listed.getByText('A campaign total differs from the ledger').waitFor();
    expect(await listed.innerText()).toContain(`Campaign "${campaign.title}" (${campaign.id}) shows $1,060.00 raised; its gifts in the ledger come to $60.00.`);
    expect(await listed.innerText()).toContain('Expected $60.00 · found $1,060.00');
    await admin.page.locator('.fc-ledger-discrepancy', { hasText: 'public_statistics_mismatch' }).waitFor();
    // The period: the last 7 days, or from one day to another.
    await admin.page.getByRole('combobox', { name: 'Period' }).click();
    await admin.page.getByTitle('Last 7 days').click();
    await admin.page.getByText('2 discrepancies: look at the list below.').waitFor();
    expect(await axeViolations(admin.page)).toEqual([]);
    await keepScreenshot(admin.page, 'admin-ledger-discrepancies', { fullPage: true });
    await db.execute(`UPDATE campaign SET current_amount_cents = current_amount_cents - 100000 WHERE id = ?`, [campaign.id]);
    await organiser.context.close();
    await admin.context.close();
  });
});
