import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { expectNoAxeViolations } from '../../support/axe.js';
import { keepScreenshot, startBrowserHarness, type BrowserHarness } from '../../support/browser.js';
import { eventually } from '../../support/eventually.js';
import { deliverWhereNoRelayRuns } from '../../support/test-app.js';
import { liveCampaign } from '../../support/campaigns.js';
import { signInAsAdmin, signUp } from '../../support/http.js';

interface CampaignJson {
  id: string;
  slug: string;
  title: string;
  currentAmount: string;
  donorCount: number;
}

/**
 * Giving in the browser, in the payment sandbox (no provider keys): a guest gives $50 with a 15% tip and
 * downloads the receipt; a declined card records nothing; a member's gift shows in the profile; a broken
 * return link is refused.
 */
describe('payments in the browser', () => {
  let h: BrowserHarness;
  let campaign: { id: string; slug: string; title: string };
  /** The campaign's organizer's username (password: signUp's). */
  let organizer: string;

  beforeAll(async () => {
    h = await startBrowserHarness();
    const admin = await signInAsAdmin(h.t);
    const owner = await signUp(h.t, { firstName: 'Priscilla', lastName: 'Aquila' });
    organizer = owner.user.username;
    campaign = await liveCampaign(owner.agent, admin, { title: 'Tentmakers Youth Retreat', goal: 2500 });
  });
  afterAll(() => h?.close());

  async function campaignNow(): Promise<CampaignJson> {
    const response = await fetch(`${h.t.url}/api/campaigns/${campaign.id}`);
    expect(response.status).toBe(200);
    return (await response.json()) as CampaignJson;
  }

  async function payWithCard(page: Page, cardNumber: string) {
    await page.getByText('Test mode — no real money moves').waitFor();
    await page.getByLabel('Card number').fill(cardNumber);
    await page.getByLabel('Expiry (MM/YY)').fill('12/34');
    await page.getByLabel('CVC').fill('123');
    await page.getByLabel('ZIP').fill('37203');
  }

  async function fillGuest(page: Page, email = 'lydia@example.org') {
    await page.getByLabel('First Name').fill('Lydia');
    await page.getByLabel('Last Name').fill('Thyatira');
    await page.getByLabel('Email').fill(email);
  }

  it('a guest gives $50 with a 15% tip, gets the thank-you screen and the receipt, and the campaign shows the gift', async () => {
    const before = await campaignNow();
    // The donor reads the page in a zone where today is another day than in Nashville (Honolulu or Kiritimati,
    // whichever differs now): the gift still has the platform's one date, as its emails and statements write it.
    const dayIn = (zone: string) => new Intl.DateTimeFormat('en-US', { timeZone: zone, month: 'short', day: 'numeric', year: 'numeric' }).format(new Date());
    const readerZone = ['Pacific/Honolulu', 'Pacific/Kiritimati'].find((zone) => dayIn(zone) !== dayIn('America/Chicago'))!;
    const context = await h.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US', timezoneId: readerZone });
    context.setDefaultTimeout(15_000);
    const page = await context.newPage();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto(`/donate/checkout/${campaign.id}`);
    await page.getByRole('heading', { name: campaign.title }).waitFor();

    // $30 (SUGGESTED) is where the page starts, with no tip chosen for the donor: the summary says so in dollars.
    await expect(page.getByRole('radio', { name: '$30 SUGGESTED' }).isChecked()).resolves.toBe(true);
    await expect(page.getByRole('radio', { name: /^No Tip/ }).isChecked()).resolves.toBe(true);
    for (const percent of ['5%', '15%', '25%']) await expect(page.getByRole('radio', { name: new RegExp(`^${percent}`) }).isChecked()).resolves.toBe(false);
    const summary = page.getByLabel('Your donation summary');
    await expect(summary.innerText()).resolves.toMatch(/Your donation\s+\$30\.00\s+Tip to Faith Collective \(no tip\)\s+\$0\.00\s+Total charged today\s+\$30\.00/);

    // The donor chooses $50 and a 15% tip; both are shown before anything is charged.
    await page.getByRole('radio', { name: '$50', exact: true }).check();
    await page.getByRole('radio', { name: /^15%/ }).check();
    await expect(summary.innerText()).resolves.toMatch(/Your donation\s+\$50\.00\s+Tip to Faith Collective \(15%\)\s+\$7\.50\s+Total charged today\s+\$57\.50/);

    // Guests must say who they are (spec section 5).
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await page.getByText('Please fill in your name and email address to continue.').waitFor();
    await fillGuest(page, 'lydia@thyatira');
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await page.getByText('Invalid Email').waitFor();
    await page.getByLabel('Email').fill('lydia@example.org');
    await page.getByLabel('Message (optional)').fill('For the retreat, with joy');
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();

    await payWithCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Donate $57.50' }).click();

    await page.waitForURL((url) => url.pathname === `/donate/${campaign.slug}` && url.searchParams.get('success') === 'true');
    const landed = new URL(page.url());
    expect(landed.searchParams.get('campaignId')).toBe(campaign.id);
    expect(landed.searchParams.get('payment_intent')).toMatch(/^pi_/);
    expect(landed.searchParams.get('redirect_status')).toBe('succeeded');
    await page.getByRole('heading', { name: 'Thank you for your donation!' }).waitFor();
    const details = await page.getByLabel('Donation details').innerText();
    expect(details).toContain(campaign.title);
    expect(details).toMatch(/Donation amount\s+\$50\.00/);
    expect(details).toMatch(/Tip to Faith Collective\s+\$7\.50/);
    expect(details).toMatch(/Total\s+\$57\.50/);
    expect(details).toContain('For the retreat, with joy');
    const platformDay = dayIn('America/Chicago');
    expect(details).toContain(`${platformDay} (Central Time)`);
    await page.getByRole('complementary', { name: 'Tax information' }).getByText('registered 501(c)(3) nonprofit').waitFor();

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download Receipt' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^donation-receipt-[0-9a-f-]{36}\.txt$/);
    const receipt = await readFile((await download.path())!, 'utf8');
    expect(receipt).toContain(`Campaign: ${campaign.title}`);
    expect(receipt).toContain('Amount: $50.00');
    expect(receipt).toContain('Tip: $7.50');
    expect(receipt).toContain('Total: $57.50');
    expect(receipt).toContain(`Transaction ID: ${landed.searchParams.get('payment_intent')}`);
    expect(receipt).toContain('Message: For the retreat, with joy');
    expect(receipt).toContain(`Date: ${platformDay} (Central Time)`);
    // A receipt a donor can file: who gave, and the charity of record with its EIN and address.
    expect(receipt).toContain('Donor: Lydia Thyatira');
    expect(receipt).toContain('Received by: Faith Collective');
    expect(receipt).toMatch(/EIN: \d{2}-\d{7}/);
    expect(receipt).toContain('Address: 100 Fellowship Way, Nashville, TN 37203');
    await page.getByText('Your donation receipt has been downloaded successfully.').waitFor();
    // Without provider keys the sandbox form is used: neither Stripe.js nor the Stripe chunk was fetched.
    expect(requested.filter((url) => /stripe/i.test(url))).toEqual([]);

    // The campaign received the gift (the tip goes to the platform, not to the campaign's total).
    const after = await campaignNow();
    expect(Number(after.currentAmount)).toBeCloseTo(Number(before.currentAmount) + 50, 2);
    expect(after.donorCount).toBe(before.donorCount + 1);

    await page.getByRole('link', { name: 'View Campaign' }).click();
    await page.waitForURL((url) => url.pathname === `/donate/${campaign.slug}` && !url.search);
    await page.getByText(`$${Number(after.currentAmount).toFixed(2)}`).first().waitFor();
    const recent = page.getByRole('region', { name: 'Recent Donations' });
    await recent.getByText('Lydia Thyatira').waitFor();
    await recent.getByText('$50.00').waitFor();
    await context.close();
  });

  it('a declined card shows the provider message, lets the donor try again, and records nothing', async () => {
    const before = await campaignNow();
    const { page, context } = await h.newPage({ width: 390, height: 844 });
    await page.goto(`/donate/checkout/${campaign.id}`);
    await page.getByRole('heading', { name: campaign.title }).waitFor();
    await fillGuest(page, 'declined@example.org');
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();

    await payWithCard(page, '4000 0000 0000 0002');
    await page.getByRole('button', { name: 'Donate $30.00' }).click();
    await page.getByText('Payment Failed').waitFor();
    await page.getByRole('alert').filter({ hasText: 'Your payment did not go through' }).getByText('Your card was declined.').waitFor();
    // Still on the checkout, with the card form ready for another try.
    expect(new URL(page.url()).pathname).toBe(`/donate/checkout/${campaign.id}`);
    await expect(page.getByRole('button', { name: 'Donate $30.00' }).isEnabled()).resolves.toBe(true);

    const after = await campaignNow();
    expect(after.currentAmount).toBe(before.currentAmount);
    expect(after.donorCount).toBe(before.donorCount);
    await context.close();
  });

  it("a member's gift, without a tip and given anonymously, is listed in the profile's Donations tab", async () => {
    const member = await signUp(h.t, { firstName: 'Tabitha', lastName: 'Joppa' });
    const { page, context } = await h.newPage();
    const login = await page.request.post('/api/login', {
      data: { usernameOrEmail: member.user.username, password: 'a good long password' },
    });
    expect(login.status()).toBe(200);

    await page.goto('/profile');
    await page.getByRole('tab', { name: 'Donations' }).click();
    await page.getByText('No donations yet').waitFor();
    await page.getByRole('link', { name: 'Browse Campaigns' }).waitFor();

    await page.goto(`/donate/checkout/${campaign.id}`);
    await page.getByText('Giving as').waitFor();
    expect(await page.getByLabel('First Name').count()).toBe(0);
    await page.getByLabel('Or enter a custom amount').fill('12.50');
    await page.getByRole('radio', { name: /^No Tip/ }).check();
    await expect(page.getByLabel('Your donation summary').innerText()).resolves.toMatch(/\$12\.50[\s\S]*\$0\.00[\s\S]*Total charged today\s+\$12\.50/);
    await page.getByRole('checkbox', { name: 'Give anonymously' }).check();
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await payWithCard(page, '4242424242424242');
    await page.getByRole('button', { name: 'Donate $12.50' }).click();
    await page.getByRole('heading', { name: 'Thank you for your donation!' }).waitFor();
    const details = await page.getByLabel('Donation details').innerText();
    expect(details).not.toContain('Tip');

    await page.goto('/profile');
    await page.getByRole('tab', { name: 'Donations' }).click();
    const list = page.getByRole('tabpanel', { name: 'Donations' });
    await list.getByRole('link', { name: campaign.title }).waitFor();
    expect(await list.getByRole('link', { name: campaign.title }).getAttribute('href')).toBe(`/campaigns/${campaign.slug}`);
    await list.getByText('$12.50').first().waitFor();
    await list.getByText('Anonymous').waitFor();
    await context.close();
  });

  it('a return link without payment_intent or campaignId is refused and leads to /donate', async () => {
    const { page, context } = await h.newPage();
    await page.goto(`/donate/success?campaignId=${campaign.id}`);
    await page.getByText('Invalid donation link').waitFor();
    await page.getByText('Unable to process donation confirmation.').waitFor();
    await page.waitForURL((url) => url.pathname === '/donate');
    await context.close();
  });

  /** A gift started (and, with a card, charged and recorded) through the API, as another tab would. */
  async function startedGift(amount: number) {
    const response = await fetch(`${h.t.url}/api/donations/create-payment-intent`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ campaignId: campaign.id, amount, guestInfo: { firstName: 'Lydia', lastName: 'Thyatira', email: 'lydia@example.org' } }),
    });
    expect(response.status).toBe(200);
    const { clientSecret, paymentIntentId } = (await response.json()) as { clientSecret: string; paymentIntentId: string };
    const pay = () =>
      fetch(`${h.t.url}/api/payments/sandbox/confirm`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ clientSecret, cardNumber: '4242424242424242' }),
      }).then((r) => expect(r.status).toBe(200));
    return { paymentIntentId, pay };
  }

  it('a made-up payment reference is told nothing was found, never that a payment succeeded', async () => {
    const { page, context } = await h.newPage();
    await page.goto(`/donate/success?campaignId=${campaign.id}&payment_intent=pi_sbx_madeup0000000000000000`);
    await page.getByRole('heading', { name: 'Donation not found' }).waitFor();
    await page.getByText('We could not find a donation for this payment reference. No gift was recorded.').first().waitFor();
    expect(await page.getByText(/payment was successful/i).count()).toBe(0);
    expect(await page.getByText('Thank you for your donation!').count()).toBe(0);
    await context.close();
  });

  it('when the completion call fails (5xx), the screen looks the gift up: confirming with a retry, then the thank-you once recorded', async () => {
    const gift = await startedGift(15);
    const { page, context } = await h.newPage();
    await page.route('**/api/donations/complete', (route) =>
      route.fulfill({ status: 502, contentType: 'application/json', body: JSON.stringify({ message: 'Bad gateway' }) }),
    );
    await page.goto(`/donate/${campaign.slug}?success=true&campaignId=${campaign.id}&payment_intent=${gift.paymentIntentId}`);
    await page.getByRole('heading', { name: 'We are confirming your gift' }).waitFor();
    await page.getByText('Please do not give again').waitFor();
    expect(await page.locator('a[href^="/donate/checkout"]').count()).toBe(0);

    await gift.pay(); // charged and recorded meanwhile (a webhook, or the sweep)
    await page.getByRole('button', { name: 'Check Again' }).click();
    await page.getByRole('heading', { name: 'Thank you for your donation!' }).waitFor();
    expect(await page.getByLabel('Donation details').innerText()).toContain(gift.paymentIntentId);
    await context.close();
  });

  it('a gift already recorded is shown as received even when the completion call answers 500', async () => {
    const gift = await startedGift(20);
    await gift.pay();
    const { page, context } = await h.newPage();
    await page.route('**/api/donations/complete', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Something went wrong on our side. Please try again.' }) }),
    );
    await page.goto(`/donate/success?campaignId=${campaign.id}&payment_intent=${gift.paymentIntentId}`);
    await page.getByRole('heading', { name: 'Thank you for your donation!' }).waitFor();
    expect(await page.getByText('Processing Error', { exact: true }).count()).toBe(0);
    await context.close();
  });

  /** The emails queued for a gift with this template (issue 38: a receipt once a bank payment clears, a notice when it fails). */
  async function emailsOf(template: string, donationId: string): Promise<{ subject: string; body: string }[]> {
    const read = () =>
      h.t.app
        .get(EntityManager)
        .fork()
        .execute<{ subject: string; body: string }[]>(`SELECT subject, body::text AS body FROM outgoing_message WHERE dedupe_key = ?`, [`${template}:${donationId}`]);
    return eventually(read, (rows) => rows.length > 0);
  }

  async function giveByBank(page: Page, dollars: string, accountNumber: string, email: string): Promise<string> {
    await page.goto(`/donate/checkout/${campaign.id}`);
    await page.getByRole('heading', { name: campaign.title }).waitFor();
    await page.getByLabel('Or enter a custom amount').fill(dollars);
    await page.getByRole('radio', { name: /^Bank account/ }).check();
    await expect(page.getByLabel('Your donation summary').innerText()).resolves.toMatch(new RegExp(`Total from your bank account\\s+\\$${dollars}\\.00`));
    await fillGuest(page, email);
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await page.getByText('Use the test routing number 110000000').waitFor();
    await page.getByLabel("Account holder's name").fill('Lydia Thyatira');
    await page.getByLabel('Routing number').fill('110000000');
    await page.getByLabel('Account number').fill(accountNumber);
    await page.getByRole('button', { name: `Donate $${dollars}.00` }).click();
    await page.getByRole('heading', { name: 'Thank you! Your bank payment is on its way' }).waitFor();
    const landed = new URL(page.url());
    expect(landed.searchParams.get('redirect_status')).toBe('processing');
    return landed.searchParams.get('payment_intent')!;
  }

  it('a guest gives $40 by bank account: processing, the total unchanged; once settled the total rises once and one receipt goes out; a closed account credits nothing and its donor is told why', async () => {
    const admin = await signInAsAdmin(h.t);
    const before = await campaignNow();
    const { context, page } = await h.newPage();
    const paid = await giveByBank(page, '40', '000123456789', 'lydia.bank@example.org');
    await page.getByText('Processing (usually 3–5 business days).').waitFor();
    await expect(page.getByLabel('Payment details').innerText()).resolves.toMatch(/Total from your bank account\s+\$40\.00/);
    await keepScreenshot(page, 'bank-payment-processing');
    await expectNoAxeViolations(page);
    expect(await campaignNow()).toEqual(expect.objectContaining({ currentAmount: before.currentAmount, donorCount: before.donorCount }));

    // The bank clears it (the sandbox's bank, settled by an administrator here): counted once, one receipt.
    await admin.post(`/api/payments/sandbox/payments/${paid}/settle`).expect(200);
    await admin.post(`/api/payments/sandbox/payments/${paid}/settle`).expect(200);
    await deliverWhereNoRelayRuns();
    const after = await campaignNow();
    expect(Number(after.currentAmount)).toBeCloseTo(Number(before.currentAmount) + 40, 2);
    expect(after.donorCount).toBe(before.donorCount + 1);
    // Coming back to the page now shows the receipt.
    await page.reload();
    await page.getByRole('heading', { name: 'Thank you for your donation!' }).waitFor();
    await expect(page.getByLabel('Donation details').innerText()).resolves.toMatch(/Paid with\s+Bank account \(ACH\)/);
    const donationId = (await (await fetch(`${h.t.url}/api/donations/state?paymentIntentId=${paid}&campaignId=${campaign.id}`)).json()).donation.id as string;
    expect(await emailsOf('donation-receipt', donationId)).toHaveLength(1);

    // An account that was closed: the bank returns it; nothing is credited and the donor is emailed why.
    const returned = await giveByBank(page, '25', '000111111116', 'lydia.closed@example.org');
    await admin.post(`/api/payments/sandbox/payments/${returned}/settle`).expect(200);
    await deliverWhereNoRelayRuns();
    expect(await campaignNow()).toEqual(expect.objectContaining({ currentAmount: after.currentAmount, donorCount: after.donorCount }));
    const state = await (await fetch(`${h.t.url}/api/donations/state?paymentIntentId=${returned}&campaignId=${campaign.id}`)).json();
    expect(state).toMatchObject({ state: 'not_paid', failureReason: 'The bank account has been closed.' });
    const [row] = await h.t.app.get(EntityManager).fork().execute<{ id: string }[]>(`SELECT id FROM donation WHERE payment_intent_id = ?`, [returned]);
    const notice = await emailsOf('bank-payment-failed', row.id);
    expect(notice).toHaveLength(1);
    expect(notice[0].subject).toBe(`Your bank payment of $25.00 to "${campaign.title}" did not go through`);
    expect(notice[0].body).toContain('The bank account has been closed.');
    await context.close();
  });

  it('a donor who ticks "cover the fee" sees it before paying, pays $51.80, and the campaign receives the whole $50', async () => {
    const before = await campaignNow();
    const { context, page } = await h.newPage({ width: 360, height: 800 });
    await page.goto(`/donate/checkout/${campaign.id}`);
    await page.getByRole('heading', { name: campaign.title }).waitFor();
    await page.getByRole('radio', { name: '$50', exact: true }).check();
    await page.getByRole('checkbox', { name: 'Cover the processing fee so the cause receives the whole gift (+$1.80)' }).check();
    const summary = page.getByLabel('Your donation summary');
    await expect(summary.innerText()).resolves.toMatch(/Your donation\s+\$50\.00\s+Tip to Faith Collective \(no tip\)\s+\$0\.00\s+Processing fee you cover\s+\$1\.80\s+Total charged today\s+\$51\.80/);
    await keepScreenshot(page, 'cover-the-fee-360', { fullPage: true });
    await expectNoAxeViolations(page);
    await fillGuest(page, 'lydia.fee@example.org');
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await payWithCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Donate $51.80' }).click();
    await page.getByRole('heading', { name: 'Thank you for your donation!' }).waitFor();
    const details = await page.getByLabel('Donation details').innerText();
    expect(details).toMatch(/Donation amount\s+\$50\.00/);
    expect(details).toMatch(/Processing fee you covered\s+\$1\.80/);
    expect(details).toMatch(/Total\s+\$51\.80/);
    await deliverWhereNoRelayRuns();
    expect(Number((await campaignNow()).currentAmount)).toBeCloseTo(Number(before.currentAmount) + 50, 2);
    await context.close();
  });

  it('the sandbox offers "Wallet (test)", which pays like a card', async () => {
    const before = await campaignNow();
    const { context, page } = await h.newPage();
    await page.goto(`/donate/checkout/${campaign.id}`);
    await page.getByRole('heading', { name: campaign.title }).waitFor();
    await page.getByRole('radio', { name: '$20', exact: true }).check();
    await page.getByRole('radio', { name: /^Wallet \(test\)/ }).check();
    await fillGuest(page, 'lydia.wallet@example.org');
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await page.getByRole('button', { name: 'Donate $20.00 with Wallet (test)' }).click();
    await page.getByRole('heading', { name: 'Thank you for your donation!' }).waitFor();
    await expect(page.getByLabel('Donation details').innerText()).resolves.toMatch(/Paid with\s+Wallet/);
    await deliverWhereNoRelayRuns();
    expect(Number((await campaignNow()).currentAmount)).toBeCloseTo(Number(before.currentAmount) + 20, 2);
    await context.close();
  });

  it('a declined monthly gift: the donor follows the emailed link, updates the card, is charged once for the missed month, and the gift is active again', async () => {
    const start = await fetch(`${h.t.url}/api/donations/create-payment-intent`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ campaignId: campaign.id, amount: 22, tip: 2, recurring: 'monthly', guestInfo: { firstName: 'Dorcas', lastName: 'Joppa', email: 'dorcas.monthly@example.org' } }),
    });
    expect(start.status).toBe(200);
    const { clientSecret, subscriptionId, recurringGiftId } = (await start.json()) as { clientSecret: string; subscriptionId: string; recurringGiftId: string };
    const paid = await fetch(`${h.t.url}/api/payments/sandbox/confirm`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ clientSecret, cardNumber: '4242424242424242' }) });
    expect(paid.status).toBe(200);
    const admin = await signInAsAdmin(h.t);
    await admin.post(`/api/payments/sandbox/subscriptions/${subscriptionId}/renew`).send({ outcome: 'declined' }).expect(200);

    // The past-due email, as the email log keeps it: its link to the card page.
    const db = () => h.t.app.get(EntityManager).fork();
    const [mail] = await eventually(
      () => db().execute<{ subject: string; body: unknown }[]>(`SELECT subject, body FROM outgoing_message WHERE template = 'recurring-gift-past-due' AND recipient_email = ?`, ['dorcas.monthly@example.org']),
      (rows) => rows.length > 0,
    );
    expect(mail.subject).toBe(`Your monthly gift to ${campaign.title} could not be charged`);
    const link = new URL(/https?:\/\/[^"\s]+\/give\/update-payment\?token=[^"\s]+/.exec(JSON.stringify(mail.body))![0]);
    const months = async () =>
      Number((await db().execute<{ n: string }[]>(`SELECT count(*) AS n FROM donation WHERE recurring_gift_id = ? AND status = 'completed'`, [recurringGiftId]))[0].n);
    expect(await months()).toBe(1);

    // The organizer sees the donor's monthly gift past due in the donor list.
    const organizerPage = await h.newPage();
    const signedIn = await organizerPage.page.request.post('/api/login', { data: { usernameOrEmail: organizer, password: 'a good long password' } });
    expect(signedIn.status()).toBe(200);
    await organizerPage.page.goto('/manage-campaigns');
    await organizerPage.page.getByRole('button', { name: `Funds & donors of ${campaign.title}` }).click();
    const donorRow = organizerPage.page.getByRole('region', { name: `Funds of ${campaign.title}` }).getByRole('row').filter({ hasText: 'Dorcas Joppa' });
    await donorRow.getByText('Past due', { exact: true }).waitFor();
    await organizerPage.context.close();

    const { page, context } = await h.newPage();
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByRole('heading', { name: 'Update your card' }).waitFor();
    await page.getByText('Past due').waitFor();
    await page.getByText(campaign.title).waitFor();
    await page.getByLabel('Card number').waitFor();
    await expectNoAxeViolations(page);
    // A declining card is refused with the provider's words; the gift stays past due.
    await payWithCard(page, '4000 0000 0000 0002');
    await page.getByRole('button', { name: 'Update card and pay $22.00' }).click();
    await page.getByText('Your card was declined.').first().waitFor();
    expect(await months()).toBe(1);
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Update card and pay $22.00' }).click();
    await page.getByText("Your card is updated and this month's gift is paid").waitFor();
    await page.getByText('Active', { exact: true }).waitFor();
    expect(await months()).toBe(2);
    const [gift] = await db().execute<{ status: string }[]>(`SELECT status FROM recurring_gift WHERE id = ?`, [recurringGiftId]);
    expect(gift.status).toBe('active');
    // Opening the link again shows a paid-up gift: nothing more to pay.
    await page.reload();
    await page.getByText('Your monthly gift is paid up.', { exact: false }).waitFor();
    expect(await months()).toBe(2);
    await context.close();
  });

  it('Profile → Donations: a past-due monthly gift links to its card update; a running one is changed, skips a month, pauses and resumes', async () => {
    const member = await signUp(h.t, { firstName: 'Lydia', lastName: 'Philippi' });
    const admin = await signInAsAdmin(h.t);
    const start = await member.agent.post('/api/donations/create-payment-intent').send({ campaignId: campaign.id, amount: 20, recurring: 'monthly' }).expect(200);
    await admin.post('/api/payments/sandbox/confirm').send({ clientSecret: start.body.clientSecret, cardNumber: '4242424242424242' }).expect(200);
    const { page, context } = await h.newPage();
    const login = await page.request.post('/api/login', { data: { usernameOrEmail: member.user.username, password: 'a good long password' } });
    expect(login.status()).toBe(200);
    const tab = async () => {
      await page.goto('/profile');
      await page.getByRole('tab', { name: 'Donations' }).click();
      return page.getByRole('tabpanel', { name: 'Donations' });
    };

    let list = await tab();
    await list.getByText('$20.00 / month').waitFor();
    await expectNoAxeViolations(page);
    await list.getByRole('button', { name: `Change monthly gift to ${campaign.title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Change your monthly gift' });
    await dialog.getByLabel('Gift each month (USD)').fill('35');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await list.getByText('$35.00 / month').waitFor();

    await list.getByRole('button', { name: `Skip next month of monthly gift to ${campaign.title}` }).click();
    await page.getByRole('button', { name: 'Skip next month', exact: true }).click();
    await list.getByText('Paused', { exact: true }).waitFor();
    await list.getByRole('button', { name: `Resume monthly gift to ${campaign.title}` }).click();
    await list.getByText('Active', { exact: true }).waitFor();
    await list.getByRole('button', { name: `Pause monthly gift to ${campaign.title}` }).click();
    const pause = page.getByRole('dialog', { name: 'Pause your monthly gift' });
    await pause.getByRole('radio', { name: '3 months' }).check();
    await pause.getByRole('button', { name: 'Pause for 3 months' }).click();
    await list.getByText('Paused', { exact: true }).waitFor();
    await list.getByRole('button', { name: `Resume monthly gift to ${campaign.title}` }).click();
    await list.getByText('Active', { exact: true }).waitFor();

    await admin.post(`/api/payments/sandbox/subscriptions/${start.body.subscriptionId}/renew`).send({ outcome: 'declined' }).expect(200);
    list = await tab();
    await list.getByText('Past due', { exact: true }).waitFor();
    await expectNoAxeViolations(page);
    await list.getByRole('link', { name: `Update card for monthly gift to ${campaign.title}` }).click();
    await page.getByRole('heading', { name: 'Update your card' }).waitFor();
    await payWithCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Update card and pay $35.00' }).click();
    await page.getByText("Your card is updated and this month's gift is paid").waitFor();
    list = await tab();
    await list.getByText('Active', { exact: true }).waitFor();
    await context.close();
  });

  it('reported no Content Security Policy violation on any page', () => {
    expect(h.cspViolations).toEqual([]);
  });
});
