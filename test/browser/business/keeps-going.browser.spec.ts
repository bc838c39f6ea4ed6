import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { expectNoAxeViolations } from '../../support/axe.js';
import { type BrowserHarness, keepScreenshot, startBrowserHarness, waitForToast, watchFailedCalls } from '../../support/browser.js';
import { signInAsAdmin, type Agent } from '../../support/http.js';
import { pdfText } from '../../support/pdf.js';
import { deliverWhereNoRelayRuns } from '../../support/test-app.js';


let n = 0;

/** Giving that keeps going: prayers, words of support, updates, statements and monthly gifts, as people use them. */
describe('giving that keeps going in the browser', () => {
  let h: BrowserHarness;
  let admin: Agent;

  beforeAll(async () => {
    h = await startBrowserHarness();
    admin = await signInAsAdmin(h.t);
  });
  afterAll(() => h?.close());

  async function member(context: BrowserContext, firstName: string): Promise<{ username: string; email: string }> {
    const username = `${firstName.toLowerCase()}_${Date.now().toString(36)}${n++}`;
    const email = `${username}@example.org`;
    const registered = await context.request.post('/api/register', {
      data: { username, password: 'a long password 2026', email, firstName, lastName: 'Faithful', phone: '(615) 555-0123' },
    });
    expect(registered.status()).toBe(201);
    return { username, email };
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

  async function give(campaignId: string, amount: number, firstName: string, extra: Record<string, unknown> = {}) {
    const post = (path: string, body: unknown) =>
      fetch(`${h.t.url}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }).then((r) => r.json() as Promise<Record<string, string>>);
    const intent = await post('/api/donations/create-payment-intent', { campaignId, amount, tip: 0, guestInfo: { firstName, lastName: 'Giver', email: `${firstName.toLowerCase()}@example.org` }, ...extra });
    await post('/api/payments/sandbox/confirm', { clientSecret: intent.clientSecret, cardNumber: '4242424242424242' });
    await post('/api/donations/complete', { paymentIntentId: intent.paymentIntentId, campaignId });
  }

  it("a member prays and the count changes; donors' words of support show, and the organiser hides one", async () => {
    const organiser = await h.newPage();
    await member(organiser.context, 'Phoebe');
    const campaign = await campaignOf(organiser.context, 'Cenchreae Food Pantry');
    await give(campaign.id, 40, 'Lois', { message: 'Grateful for this pantry.' });
    await give(campaign.id, 25, 'Eunice', { message: 'Something I regret writing.' });
    await give(campaign.id, 10, 'Silent', { isAnonymous: true, message: 'With you in spirit.' });
    await deliverWhereNoRelayRuns();

    const { page, context } = await h.newPage();
    await member(context, 'Priscilla');
    await page.goto(`/donate/${campaign.slug}`);
    await expect(page.getByTestId('prayer-count').textContent()).resolves.toBe('0 people are praying');
    const support = page.getByRole('region', { name: 'Words of support' });
    await support.getByText('“Grateful for this pantry.”').waitFor();
    await expect(support.getByText(/^Lois Giver ·/).count()).resolves.toBe(1);
    await expect(support.getByText(/^Anonymous ·/).count()).resolves.toBe(1);
    await expect(support.getByRole('button', { name: /Hide/ }).count()).resolves.toBe(0);

    await page.getByRole('button', { name: "I'm praying" }).click();
    await page.getByText('1 person is praying').waitFor();
    await expect(page.getByRole('button', { name: "I'm praying" }).getAttribute('aria-pressed')).resolves.toBe('true');
    await page.reload();
    await page.getByText('1 person is praying').waitFor();
    await expectNoAxeViolations(page);
    await keepScreenshot(page, 'i17-prayers', { fullPage: true });

    // The organiser hides one message: it leaves the page for everyone else.
    await organiser.page.goto(`/donate/${campaign.slug}`);
    await organiser.page.getByText('1 person is praying').waitFor();
    await organiser.page.getByRole('button', { name: 'Hide the message from Eunice Giver' }).click();
    await organiser.page.getByText('Hidden from others').waitFor();
    await page.reload();
    await support.getByText('“Grateful for this pantry.”').waitFor();
    await expect(support.getByText('“Something I regret writing.”').count()).resolves.toBe(0);
    await expect(page.getByText('“Something I regret writing.”').count()).resolves.toBe(0);
  });

  it('an organiser posts updates from the campaign page and from Manage Campaigns; once a moderator approves them, visitors read them newest first', async () => {
    const organiser = await h.newPage();
    await member(organiser.context, 'Lydia');
    const campaign = await campaignOf(organiser.context, 'Thyatira Dye Works Roof');
    const { page } = organiser;
    await page.goto(`/donate/${campaign.slug}`);
    await page.getByRole('button', { name: 'Post an update' }).click();
    await page.getByLabel('Title').fill('Roofers booked');
    await page.getByLabel('Your update').fill('They start on Monday. Thank you for every gift!');
    await page.setInputFiles('.fc-update-form input[type=file]', { name: 'roof.png', mimeType: 'image/png', buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64') });
    await page.getByText('Your picture was added to the update.').first().waitFor();
    await page.getByRole('button', { name: 'Post update' }).click();
    await page.getByText('Update sent for review').first().waitFor();
    await page.getByRole('heading', { name: 'Roofers booked' }).waitFor(); // its organizer sees it, marked as waiting
    await page.getByText('Waiting for review.').waitFor();
    await expect(page.locator('.fc-update__image').getAttribute('src')).resolves.toMatch(/^\/uploads\//);

    await page.goto('/manage-campaigns');
    await page.getByRole('button', { name: `Post update on ${campaign.title}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Title').fill('The roof is on');
    await dialog.getByLabel('Your update').fill('Dry for the winter at last.');
    await expectNoAxeViolations(page, '.ant-modal');
    await dialog.getByRole('button', { name: 'Post update' }).click();
    await page.getByText('Update sent for review').first().waitFor();

    const visitor = await h.newPage();
    await visitor.page.goto(`/donate/${campaign.slug}`);
    await visitor.page.getByRole('heading', { level: 1, name: campaign.title }).waitFor();
    await expect(visitor.page.getByRole('heading', { name: 'Roofers booked' }).count()).resolves.toBe(0); // not reviewed yet
    const queue = (await admin.get('/api/admin/campaign-updates?status=pending').expect(200)).body as { id: string; campaignId: string }[];
    for (const update of queue.filter((u) => u.campaignId === campaign.id).reverse()) {
      await admin.post(`/api/admin/campaign-updates/${update.id}/approve`).expect(200);
    }
    await visitor.page.goto(`/donate/${campaign.slug}`);
    const updates = visitor.page.getByRole('region', { name: /Updates/ });
    await updates.getByRole('heading', { name: 'The roof is on' }).waitFor();
    await expect(updates.getByRole('heading', { level: 3 }).allTextContents()).resolves.toEqual(['The roof is on', 'Roofers booked']);
    await expect(updates.getByRole('button', { name: 'Post an update' }).count()).resolves.toBe(0);
    await expectNoAxeViolations(visitor.page);
    await keepScreenshot(visitor.page, 'i17-updates', { fullPage: true });
  });

  it('a member downloads their year-end statement from Profile → Donations, and its text lists their gifts', async () => {
    const organiser = await h.newPage();
    await member(organiser.context, 'Barnabas');
    const campaign = await campaignOf(organiser.context, 'Antioch Famine Relief');
    const { page, context } = await h.newPage();
    await member(context, 'Tabitha');
    for (const amount of [25, 40]) {
      const intent = await (await context.request.post('/api/donations/create-payment-intent', { data: { campaignId: campaign.id, amount } })).json();
      await context.request.post('/api/payments/sandbox/confirm', { data: { clientSecret: intent.clientSecret, cardNumber: '4242424242424242' } });
      expect((await context.request.post('/api/donations/complete', { data: { paymentIntentId: intent.paymentIntentId, campaignId: campaign.id } })).status()).toBe(200);
    }
    const year = Number(new Intl.DateTimeFormat('en-US', { timeZone: 'America/Chicago', year: 'numeric' }).format(new Date()));
    await page.goto('/profile');
    await page.getByRole('tab', { name: /Donations/ }).click();
    const link = page.getByRole('link', { name: `Download ${year} statement (PDF)` });
    await link.waitFor();
    await expectNoAxeViolations(page);
    await keepScreenshot(page, 'i17-statements', { fullPage: true });
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe(`giving-statement-${year}.pdf`);
    const path = await download.path();
    const text = (await pdfText(readFileSync(path))).replace(/\s+/g, ' ');
    expect(text).toContain(`Year-end giving statement ${year}`);
    expect(text).toContain('Tabitha Faithful');
    expect(text).toMatch(/Antioch Famine Relief \$25\.00 \$0\.00 Completed/);
    expect(text).toMatch(/Antioch Famine Relief \$40\.00 \$0\.00 Completed/);
    expect(text).toMatch(new RegExp(`Total contributions ${year} \\$65\\.00`));
  });

  it('a guest gives monthly at checkout; two sandbox renewals add two gifts once each; they stop it from the receipt link and a third renewal is refused', async () => {
    const organiser = await h.newPage();
    await member(organiser.context, 'Epaphroditus');
    const campaign = await campaignOf(organiser.context, 'Philippi Prison Ministry');
    const campaignNow = async () => {
      await deliverWhereNoRelayRuns();
      return (await (await fetch(`${h.t.url}/api/campaigns/${campaign.id}`)).json()) as { currentAmount: string; donorCount: number };
    };

    const { page } = await h.newPage();
    await page.goto(`/donate/checkout/${campaign.id}`);
    await page.getByRole('heading', { name: campaign.title }).waitFor();
    await page.getByRole('radio', { name: 'Give monthly' }).check();
    await page.getByText('Charged today, then on this day every month until you stop it.').waitFor();
    await page.getByRole('radio', { name: '$20', exact: true }).check();
    await page.getByRole('radio', { name: 'No Tip' }).check();
    await expect(page.getByLabel('Your donation summary').innerText()).resolves.toMatch(/Total charged today\s+\$20\.00\s+Then every month, until you stop it\s+\$20\.00/);
    await page.getByLabel('First Name').fill('Lydia');
    await page.getByLabel('Last Name').fill('Thyatira');
    await page.getByLabel('Email').fill('lydia.monthly@example.org');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await page.getByText('Test mode — no real money moves').waitFor();
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry (MM/YY)').fill('12/34');
    await page.getByLabel('CVC').fill('123');
    await page.getByLabel('ZIP').fill('37203');
    await page.getByRole('button', { name: 'Donate $20.00 monthly' }).click();

    await page.getByRole('heading', { name: 'Thank you for giving monthly!' }).waitFor();
    await expect(page.getByLabel('Donation details').innerText()).resolves.toMatch(/Gives\s+Monthly · next on \w{3} \d{1,2}, \d{4}/);
    await expectNoAxeViolations(page);
    await keepScreenshot(page, 'i17-monthly-thanks', { fullPage: true });
    const manage = page.getByRole('link', { name: 'Manage or stop your monthly gift' });
    const managePath = (await manage.getAttribute('href'))!;
    expect(managePath).toMatch(/^\/monthly-gift\/[0-9a-f-]{36}\?token=/);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download Receipt' }).click()]);
    const receipt = readFileSync((await download.path())!, 'utf8');
    expect(receipt).toContain(`Manage or stop it: ${h.t.url}${managePath}`);
    expect(await campaignNow()).toMatchObject({ currentAmount: '20.00', donorCount: 1 });

    // The same thank-you address opened elsewhere, with only the payment id (printed on every receipt as the
    // transaction id): the gift's facts, never its manage link.
    const returned = new URL(page.url());
    expect(returned.searchParams.get('payment_intent_client_secret')).toBeTruthy();
    returned.searchParams.delete('payment_intent_client_secret');
    const stranger = await h.newPage();
    await stranger.page.goto(`${returned.pathname}${returned.search}`);
    await stranger.page.getByRole('heading', { name: 'Thank you for giving monthly!' }).waitFor();
    await stranger.page.getByText('The link to manage or stop it is in your receipt email.').waitFor();
    expect(await stranger.page.getByRole('link', { name: 'Manage or stop your monthly gift' }).count()).toBe(0);
    expect(await stranger.page.content()).not.toContain('token=');
    await stranger.context.close();

    // Two months pass (the sandbox charges them now, as Stripe's test clocks would): two more gifts, once each.
    const giftId = managePath.split('/')[2].split('?')[0];
    const subscriptionId = await h.t.inContext(async () => {
      const { EntityManager } = await import('@mikro-orm/postgresql');
      const [row] = await h.t.app.get(EntityManager).execute<{ subscription_id: string }[]>(`SELECT subscription_id FROM recurring_gift WHERE id = ?`, [giftId]);
      return row.subscription_id;
    });
    // An administrator simulates the renewals (nobody else may charge a donor's card).
    const renew = () => admin.post(`/api/payments/sandbox/subscriptions/${subscriptionId}/renew`);
    expect((await renew()).status).toBe(200);
    expect((await renew()).status).toBe(200);
    expect(await campaignNow()).toMatchObject({ currentAmount: '60.00', donorCount: 3 });
    await page.goto(`/donate/${campaign.slug}`);
    await page.getByText('3 donations').waitFor();

    // The guest opens the link from their receipt and stops the gift.
    await page.goto(managePath);
    await page.getByRole('heading', { name: 'Your monthly gift' }).waitFor();
    await page.getByText('$20.00 / month').waitFor();
    await expectNoAxeViolations(page);
    const failedCalls = watchFailedCalls(page);
    await stopThroughConfirmation(page, page.getByRole('button', { name: `Stop monthly gift to ${campaign.title}` }));
    // The answer first (a red run then names what the person saw and which call failed), then the refreshed card.
    await waitForToast(page, 'Monthly gift stopped', failedCalls);
    await page.getByText('You stopped it').waitFor({ timeout: 30_000 });
    await keepScreenshot(page, 'i17-monthly-stopped', { fullPage: true });

    const third = await renew();
    expect(third.status).toBe(409);
    expect((third.body as { message: string }).message).toBe('This subscription was cancelled, so nothing was charged.');
    expect(await campaignNow()).toMatchObject({ currentAmount: '60.00', donorCount: 3 });
  });

  it("a member's monthly gifts are on Profile → Donations, where they stop one", async () => {
    const organiser = await h.newPage();
    await member(organiser.context, 'Archippus');
    const campaign = await campaignOf(organiser.context, 'Colossae House Church Chairs');
    const { page, context } = await h.newPage();
    await member(context, 'Philemon');
    const intent = await (await context.request.post('/api/donations/create-payment-intent', { data: { campaignId: campaign.id, amount: 15, recurring: 'monthly' } })).json();
    await context.request.post('/api/payments/sandbox/confirm', { data: { clientSecret: intent.clientSecret, cardNumber: '4242424242424242' } });
    await deliverWhereNoRelayRuns();
    await page.goto('/profile?tab=donations');
    const monthly = page.getByRole('region', { name: 'Monthly gifts' });
    await monthly.getByText('$15.00 / month').waitFor();
    await monthly.getByText(/Next gift on \w{3} \d{1,2}, \d{4}/).waitFor();
    await expectNoAxeViolations(page);
    const failedCalls = watchFailedCalls(page);
    await stopThroughConfirmation(page, monthly.getByRole('button', { name: `Stop monthly gift to ${campaign.title}` }));
    await waitForToast(page, 'Monthly gift stopped', failedCalls);
    await monthly.getByText('You stopped it').waitFor({ timeout: 30_000 });
  });
});

/** Stop in the card, then Stop in its confirmation, as a person does. */
async function stopThroughConfirmation(page: Page, stop: ReturnType<Page['getByRole']>): Promise<void> {
  await stop.click();
  await page.locator('.ant-popconfirm:visible').getByRole('button', { name: 'Stop monthly gift', exact: true }).click();
}
