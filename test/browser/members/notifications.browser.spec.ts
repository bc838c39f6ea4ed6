import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { BrowserContext } from 'playwright-core';
import { expectNoAxeViolations } from '../../support/axe.js';
import { type BrowserHarness, keepScreenshot, startBrowserHarness } from '../../support/browser.js';
import { signInAsAdmin, type Agent } from '../../support/http.js';
import { startSmtpStandIn, type SmtpStandIn } from '../../support/smtp-stand-in.js';
import { deliverWhereNoRelayRuns } from '../../support/test-app.js';
import { CampaignUpdateMailing, nextDigestTime } from '../../../src/modules/notifications/application/campaign-update-mailing.service.js';
import { OutboxRelay } from '../../../src/shared-kernel/infrastructure/outbox/outbox.relay.js';

/** Email in the browser: an organiser's update reaches a donor's inbox and its unsubscribe link works; the admin Emails view. */
describe('email in the browser', () => {
  let h: BrowserHarness;
  let smtp: SmtpStandIn;
  let admin: Agent;
  let n = 0;

  beforeAll(async () => {
    // Every sign-up is welcomed by mail; this test is about other messages.
    smtp = (await startSmtpStandIn()).ignore(/^Welcome to Faith Collective/);
    h = await startBrowserHarness({ env: { SMTP_URL: smtp.url, MAIL_POLL_MS: '100', MAIL_RETRY_BASE_MS: '100', MAIL_RETRY_MAX_MS: '100', MAIL_MAX_ATTEMPTS: '2' } });
    admin = await signInAsAdmin(h.t);
  });
  afterAll(async () => {
    await h?.close();
    await smtp?.stop();
  });

  async function organiser(context: BrowserContext, firstName: string) {
    const username = `${firstName.toLowerCase()}_${Date.now().toString(36)}${n++}`;
    const registered = await context.request.post('/api/register', {
      data: { username, password: 'a long password 2026', email: `${username}@example.org`, firstName, lastName: 'Faithful', phone: '(615) 555-0123' },
    });
    expect(registered.status()).toBe(201);
  }
  async function campaignOf(context: BrowserContext, title: string): Promise<{ id: string; slug: string; title: string }> {
    const created = await context.request.post('/api/campaigns', {
      data: { title, description: 'Shelves and a freezer so the pantry can feed forty families every week this winter.', goal: 2000 },
    });
    expect(created.status()).toBe(201);
    const campaign = (await created.json()) as { id: string; slug: string; title: string };
    await admin.post(`/api/admin/campaigns/${campaign.id}/approve`).expect(200);
    await deliverWhereNoRelayRuns();
    return campaign;
  }
  async function give(campaignId: string, amount: number, firstName: string, email: string) {
    const post = (path: string, body: unknown) =>
      fetch(`${h.t.url}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }).then((r) => r.json() as Promise<Record<string, string>>);
    const intent = await post('/api/donations/create-payment-intent', { campaignId, amount, guestInfo: { firstName, lastName: 'Giver', email } });
    await post('/api/payments/sandbox/confirm', { clientSecret: intent.clientSecret, cardNumber: '4242424242424242' });
    await post('/api/donations/complete', { paymentIntentId: intent.paymentIntentId, campaignId });
  }
  /** A moderator approves the campaign's updates waiting for review (then they are public and mailed). */
  async function approveUpdatesOf(campaignId: string): Promise<void> {
    const queue = (await admin.get('/api/admin/campaign-updates?status=pending').expect(200)).body as { id: string; campaignId: string }[];
    for (const update of queue.filter((u) => u.campaignId === campaignId)) await admin.post(`/api/admin/campaign-updates/${update.id}/approve`).expect(200);
  }
  /** A link from an email, opened on the test server (the app's PUBLIC_URL is the default http://localhost:3000). */
  const onTestServer = (link: string) => {
    const url = new URL(link);
    return `${url.pathname}${url.search}`;
  };

  it("issue 17: an organiser posts an update and it reaches a donor's inbox; the donor follows its unsubscribe link and gets no more", async () => {
    const organizerPage = await h.newPage();
    await organiser(organizerPage.context, 'Lydia');
    const campaign = await campaignOf(organizerPage.context, 'Philippi Prayer House Roof');
    const donor = `euodia_${Date.now()}@example.org`;
    await give(campaign.id, 40, 'Euodia', donor);
    await smtp.waitFor(donor); // the receipt

    const { page } = organizerPage;
    await page.goto(`/donate/${campaign.slug}`);
    await page.getByRole('button', { name: 'Post an update' }).click();
    await page.getByLabel('Title').fill('Roofers booked');
    await page.getByLabel('Your update').fill('They start on Monday. Thank you for every gift!');
    await page.getByRole('button', { name: 'Post update' }).click();
    await page.getByText('Update sent for review').first().waitFor();
    await approveUpdatesOf(campaign.id);

    const [update] = (await smtp.waitFor(donor, 2)).filter((m) => m.subject === 'Philippi Prayer House Roof: Roofers booked');
    expect(update.text).toContain('Dear Euodia,');
    expect(update.text).toContain('> They start on Monday. Thank you for every gift!');
    const link = /Stop this campaign's updates: (\S+)/.exec(update.text)![1];
    expect(update.html).toContain(link.replace(/&/g, '&amp;'));

    const reader = await h.newPage({ width: 390, height: 844 });
    await reader.page.goto(onTestServer(link));
    await reader.page.getByRole('heading', { name: 'Stop campaign updates' }).waitFor();
    await reader.page.getByText(donor).waitFor();
    await expectNoAxeViolations(reader.page);
    await reader.page.getByRole('button', { name: 'Stop these updates' }).click();
    await reader.page.getByText('You will get no more updates about this campaign.').waitFor();
    await expectNoAxeViolations(reader.page);
    await keepScreenshot(reader.page, 'i14m-unsubscribe', { fullPage: true });

    // A forged link is refused with the server's message.
    await reader.page.goto(onTestServer(link.replace(/token=[^&]+/, 'token=forged')));
    await reader.page.getByRole('button', { name: 'Stop these updates' }).click();
    await reader.page.getByText('This unsubscribe link is not valid. Please use the link in the email.').waitFor();

    await page.getByRole('button', { name: 'Post an update' }).click();
    await page.getByLabel('Title').fill('Roof finished');
    await page.getByLabel('Your update').fill('Dry for the winter at last.');
    await page.getByRole('button', { name: 'Post update' }).click();
    await page.getByText('Update sent for review').first().waitFor();
    await approveUpdatesOf(campaign.id);
    // The second update of the day goes out the next morning: send it now, as the job would then.
    await h.t.app.get(OutboxRelay).drain();
    await h.t.inContext(() => h.t.app.get(CampaignUpdateMailing).sendDue(nextDigestTime(new Date())));
    await deliverWhereNoRelayRuns();
    // Every email the mailing makes is logged when it is made (before it is sent): none for this donor now.
    const logged = (await admin.get('/api/admin/emails').query({ recipient: donor }).expect(200)).body as { subject: string }[];
    expect(logged.map((m) => m.subject)).toContain('Philippi Prayer House Roof: Roofers booked');
    expect(logged.map((m) => m.subject)).not.toContain('Philippi Prayer House Roof: Roof finished');
    expect(smtp.to(donor).map((m) => m.subject)).not.toContain('Philippi Prayer House Roof: Roof finished');
  });

  it('the admin Emails view lists what was sent to whom with its delivery state, filters by recipient, and retries a failed email', async () => {
    const owner = await h.newPage();
    await organiser(owner.context, 'Priscilla');
    const campaign = await campaignOf(owner.context, 'Corinth Tentmakers Fund');
    const sent = `aquila_${Date.now()}@example.org`;
    await give(campaign.id, 25, 'Aquila', sent);
    await smtp.waitFor(sent);
    const failing = `demas_${Date.now()}@example.org`;
    smtp.refuse();
    await give(campaign.id, 10, 'Demas', failing);
    await deliverWhereNoRelayRuns();
    // Two refused attempts: failed.
    const until = Date.now() + 10_000;
    while (Date.now() < until) {
      const [entry] = (await admin.get('/api/admin/emails').query({ recipient: failing, state: 'failed' })).body as { state: string }[];
      if (entry) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    smtp.accept();

    const { page, context } = await h.newPage();
    const login = await context.request.post('/api/login', { data: { usernameOrEmail: 'admin', password: 'admin-password-2026' } });
    if (login.status() !== 200) {
      // The harness has no demo admin: sign in as a fresh administrator.
      const { EnsureAdminAccount } = await import('../../../src/modules/identity/index.js');
      await h.t.inContext(() => h.t.app.get(EnsureAdminAccount).execute({ username: 'mailroom', password: 'admin password 2026', email: 'mailroom@example.org' }));
      expect((await context.request.post('/api/login', { data: { usernameOrEmail: 'mailroom', password: 'admin password 2026' } })).status()).toBe(200);
    }
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Emails' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Emails' });
    await panel.getByText(sent).first().waitFor();
    await panel.getByText('Your receipt: $25.00 to Corinth Tentmakers Fund').waitFor();
    await expectNoAxeViolations(page);

    await panel.getByLabel('Recipient').fill(failing);
    await panel.getByText(sent).first().waitFor({ state: 'detached' });
    await panel.getByText('Failed').first().waitFor();
    await panel.getByText(/451/).first().waitFor();
    await expectNoAxeViolations(page);
    await keepScreenshot(page, 'i14m-admin-emails', { fullPage: true });

    await panel.getByRole('button', { name: `Retry “Your receipt: $10.00 to Corinth Tentmakers Fund” to ${failing}` }).click();
    await page.getByText('Email Requeued').first().waitFor();
    await smtp.waitFor(failing);
    await page.reload();
    await page.getByRole('tab', { name: 'Emails' }).click();
    await panel.getByLabel('Recipient').fill(failing);
    await panel.getByText('Sent', { exact: true }).first().waitFor();
    await panel.getByText('3 attempts', { exact: false }).first().waitFor();
    expect(smtp.to(failing)).toHaveLength(1);
    // Nothing of a message's body (links, tokens) is in the view.
    await expect(panel.locator('a').count()).resolves.toBe(0);
    await expect(panel.innerText()).resolves.not.toMatch(/https?:\/\//);
  });
});
