import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { expectNoAxeViolations } from '../../support/axe.js';
import { type BrowserHarness, keepScreenshot, startBrowserHarness } from '../../support/browser.js';
import { signInAsAdmin, type Agent } from '../../support/http.js';
import { deliverWhereNoRelayRuns } from '../../support/test-app.js';

/**
 * Manage Campaigns → Funds & donors: the organiser sees what the ledger holds and every gift, refunds one;
 * the campaign total, the funds panel and the ledger agree.
 */
describe('campaign funds in the browser', () => {
  let h: BrowserHarness;
  let admin: Agent;

  beforeAll(async () => {
    h = await startBrowserHarness();
    admin = await signInAsAdmin(h.t);
  });
  afterAll(() => h?.close());

  async function give(campaignId: string, amount: number, tip: number, firstName: string, email: string) {
    const post = (path: string, body: unknown) =>
      fetch(`${h.t.url}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }).then((r) => r.json() as Promise<Record<string, string>>);
    const intent = await post('/api/donations/create-payment-intent', { campaignId, amount, tip, guestInfo: { firstName, lastName: 'Giver', email }, message: `From ${firstName}` });
    await post('/api/payments/sandbox/confirm', { clientSecret: intent.clientSecret, cardNumber: '4242424242424242' });
    await post('/api/donations/complete', { paymentIntentId: intent.paymentIntentId, campaignId });
  }

  it('the organiser sees raised and available, the donor list with emails, refunds one gift; total, panel and ledger agree', async () => {
    const { page, context } = await h.newPage();
    const registered = await context.request.post('/api/register', {
      data: { username: 'phoebe_cenchreae', password: 'phoebe password 2026', email: 'phoebe@example.org', firstName: 'Phoebe', lastName: 'Deacon', phone: '(615) 555-0123' },
    });
    expect(registered.status()).toBe(201);
    const created = await context.request.post('/api/campaigns', {
      data: { title: 'Cenchreae Food Pantry', description: 'Shelves and a freezer so the pantry can feed forty families every week this winter.', goal: 2000 },
    });
    expect(created.status()).toBe(201);
    const campaign = (await created.json()) as { id: string; title: string };
    await admin.post(`/api/admin/campaigns/${campaign.id}/approve`).expect(200);
    await deliverWhereNoRelayRuns();
    await give(campaign.id, 50, 5, 'Lois', 'lois@example.org');
    await give(campaign.id, 30, 0, 'Eunice', 'eunice@example.org');
    await deliverWhereNoRelayRuns();

    await page.goto('/manage-campaigns');
    await page.getByRole('button', { name: `Funds & donors of ${campaign.title}` }).click();
    const panel = page.getByRole('region', { name: `Funds of ${campaign.title}` });
    await panel.getByText('$75.00').first().waitFor();
    await panel.getByText('lois@example.org').waitFor();
    await panel.getByText('The platform pays the card processing fee', { exact: false }).waitFor();
    await expectNoAxeViolations(page);
    await expectNoAxeViolations(page, '.ant-modal');
    await keepScreenshot(page, 'i13-funds-panel', { fullPage: true });

    await panel.getByRole('button', { name: 'Refund $45.00 from Lois Giver' }).click();
    await page.getByRole('button', { name: 'Refund gift' }).click();
    await page.getByText('Gift Refunded').first().waitFor();
    await panel.getByText('Refunded', { exact: true }).last().waitFor();
    await deliverWhereNoRelayRuns();

    const funds = await context.request.get(`/api/campaigns/${campaign.id}/funds`);
    expect(await funds.json()).toMatchObject({ raised: '75.00', refunded: '45.00', available: '30.00' });
    const page2 = await (await fetch(`${h.t.url}/api/campaigns/${campaign.id}`)).json();
    expect(page2).toMatchObject({ currentAmount: '30.00', donorCount: 1 });
    const recon = await admin.get('/api/admin/ledger/reconciliation').expect(200);
    expect(recon.body).toMatchObject({ balanced: true, total: '0.00', giftsNotInLedger: 0 });
    await keepScreenshot(page, 'i13-funds-refunded', { fullPage: true });
    await context.close();
  }, 90_000);
});
