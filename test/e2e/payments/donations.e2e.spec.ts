import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { OutboxRelay } from '../../../src/shared-kernel/infrastructure/outbox/outbox.relay.js';
import { liveCampaign } from '../../support/campaigns.js';
import { signInAsAdmin, signUp, type Agent } from '../../support/http.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { eventually } from '../../support/eventually.js';

const guest = { firstName: 'Ruth', lastName: 'Moabite', email: 'ruth@example.org' };

describe('donations (payment sandbox)', () => {
  let t: TestApp;
  let owner: Agent;
  let member: Agent;
  let admin: Agent;
  let campaign: { id: string; slug: string; title: string };
  const visitor = () => request(t.app.getHttpServer());

  beforeAll(async () => {
    t = await startTestApp({ config: { outboxPollMs: 0 } });
    owner = (await signUp(t)).agent;
    member = (await signUp(t, { firstName: 'Lydia', lastName: 'Purple' })).agent;
    admin = await signInAsAdmin(t);
    campaign = await liveCampaign(owner, admin);
  });
  afterAll(() => t?.close());

  async function give(body: Record<string, unknown>, card = '4242 4242 4242 4242', agent: Agent | null = null) {
    const http = agent ?? visitor();
    const intent = await http.post('/api/donations/create-payment-intent').send({ campaignId: campaign.id, ...body });
    expect(intent.status).toBe(200);
    expect(intent.body.clientSecret).toMatch(/^pi_sbx_[0-9a-f]+_secret_[0-9a-f]+$/);
    const confirm = await visitor().post('/api/payments/sandbox/confirm').send({ clientSecret: intent.body.clientSecret, cardNumber: card });
    expect(confirm.status).toBe(200);
    return { intent: intent.body, confirm: confirm.body };
  }

  async function campaignNow() {
    await t.app.get(OutboxRelay).drain();
    return (await visitor().get(`/api/campaigns/${campaign.id}`).expect(200)).body;
  }

  it('a guest gives $50 with a 15% tip: charged $57.50, the campaign gets $50 once', async () => {
    const { intent, confirm } = await give({ amount: 57.5, tip: 7.5, guestInfo: guest, message: 'For the children' });
    expect(confirm).toMatchObject({ status: 'succeeded', error: null });
    const done = await visitor().post('/api/donations/complete').send({ paymentIntentId: intent.paymentIntentId, campaignId: campaign.id });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ campaignTitle: campaign.title, amount: '50.00', tip: '7.50', total: '57.50', message: 'For the children', transactionId: intent.paymentIntentId });
    // The receipt's charity of record for anyone; the donor's name only for the browser that paid (issue 35).
    expect(done.body.charity).toEqual({ name: 'Faith Collective', ein: '00-0000000', address: '100 Fellowship Way, Nashville, TN 37203' });
    expect(done.body.donorName).toBeNull();
    const again = await visitor().post('/api/donations/complete').send({ paymentIntentId: intent.paymentIntentId, campaignId: campaign.id, clientSecret: intent.clientSecret });
    expect(again.body.id).toBe(done.body.id);
    expect(again.body.donorName).toBe('Ruth Moabite');

    const now = await campaignNow();
    expect(now.currentAmount).toBe('50.00');
    expect(now.donorCount).toBe(1);
    const list = await visitor().get(`/api/campaigns/${campaign.id}/donations`).expect(200);
    expect(list.body).toEqual([expect.objectContaining({ amount: '50.00', user: { firstName: 'Ruth', lastName: 'Moabite', profileImageUrl: null } })]);
    const stats = await visitor().get('/api/statistics').expect(200);
    expect(stats.body.donationsRaised).toBe(50);
  });

  it("a declined card shows the provider's message and records nothing", async () => {
    const before = await campaignNow();
    const { intent, confirm } = await give({ amount: 20, guestInfo: guest }, '4000 0000 0000 0002');
    expect(confirm).toMatchObject({ status: 'requires_payment_method', error: 'Your card was declined.' });
    const done = await visitor().post('/api/donations/complete').send({ paymentIntentId: intent.paymentIntentId, campaignId: campaign.id });
    expect(done.status).toBe(409);
    const poor = await give({ amount: 20, guestInfo: guest }, '4000 0000 0000 9995');
    expect(poor.confirm.error).toBe('Your card has insufficient funds.');
    const after = await campaignNow();
    expect(after.currentAmount).toBe(before.currentAmount);
    expect(after.donorCount).toBe(before.donorCount);
  });

  it.each([
    [{ amount: 25 }, 400, 'Please fill in your name and email address to continue.'],
    [{ amount: 25, guestInfo: { ...guest, lastName: ' ' } }, 400, 'Please fill in your name and email address to continue.'],
    [{ amount: 25, guestInfo: { ...guest, email: 'ruth@' } }, 400, 'Please enter a valid email address.'],
    // Two recipients to a mail server (the receipt would also go to 'postmaster'), not one address.
    [{ amount: 25, guestInfo: { ...guest, email: 'postmaster,ruth@example.org' } }, 400, 'Please enter a valid email address.'],
    [{ amount: 0, guestInfo: guest }, 400, 'Please enter a donation amount greater than $0'],
    [{ amount: 'ten', guestInfo: guest }, 400, 'Amount must be a number of dollars with at most two decimal places'],
    [{ amount: 0.999, guestInfo: guest }, 400, 'Amount must be a number of dollars with at most two decimal places'],
    [{ amount: 12.345, guestInfo: guest }, 400, 'Amount must be a number of dollars with at most two decimal places'],
    [{ amount: '0.999', guestInfo: guest }, 400, 'Amount must be a number of dollars with at most two decimal places'],
    [{ amount: 10, tip: -1, guestInfo: guest }, 400, 'Tip must be $0 or more'],
    [{ amount: 10, tip: 10, guestInfo: guest }, 400, 'Please enter a donation amount greater than $0'],
    [{ amount: 200_000, guestInfo: guest }, 400, 'Online gifts are limited to $100,000. Please contact us for larger gifts.'],
    // The gift part is at least $1.00 (the provider's own minimum charge is $0.50; card testers probe with cents).
    [{ amount: 0.01, guestInfo: guest }, 400, 'The smallest gift is $1.00.'],
    [{ amount: '0.99', guestInfo: guest }, 400, 'The smallest gift is $1.00.'],
    [{ amount: 1.5, tip: 0.6, guestInfo: guest }, 400, 'The smallest gift is $1.00.'],
    [{ amount: 0.01, guestInfo: guest, recurring: 'monthly' }, 400, 'The smallest gift is $1.00.'],
  ])('refuses a bad gift with a clear message (%#)', async (body, status, message) => {
    const res = await visitor().post('/api/donations/create-payment-intent').send({ campaignId: campaign.id, ...body });
    expect(res.status).toBe(status);
    expect(res.body.message).toBe(message);
  });

  it('only live campaigns take gifts', async () => {
    const pending = await owner.post('/api/campaigns').send({ title: 'Pending Campaign Here', description: 'A campaign that nobody has reviewed yet at all.', goal: 100 });
    const res = await visitor().post('/api/donations/create-payment-intent').send({ campaignId: pending.body.id, amount: 10, guestInfo: guest });
    expect(res.status).toBe(404);
    const unknown = await visitor().post('/api/donations/create-payment-intent').send({ campaignId: 'no-such-campaign', amount: 10, guestInfo: guest });
    expect(unknown.status).toBe(404);
    const ending = await liveCampaign(owner, admin, { endDate: new Date(Date.now() + 1200).toISOString() });
    await eventually(() => visitor().get(`/api/campaigns/${ending.id}`).expect(200), (res) => res.body.hasEnded === true, 5_000);
    const ended = await visitor().post('/api/donations/create-payment-intent').send({ campaignId: ending.id, amount: 10, guestInfo: guest });
    expect(ended.status).toBe(422);
    expect(ended.body.message).toBe('This campaign is not accepting donations right now.');
  });

  it('a signed-in member skips guest details, sees the gift on their profile, and may give anonymously', async () => {
    const { intent } = await give({ amount: 30, isAnonymous: true }, '4242424242424242', member);
    await member.post('/api/donations/complete').send({ paymentIntentId: intent.paymentIntentId, campaignId: campaign.id }).expect(200);
    const mine = await member.get('/api/user/donations').expect(200);
    expect(mine.body[0]).toMatchObject({ amount: '30.00', tip: '0.00', isAnonymous: true, campaign: { title: campaign.title, slug: campaign.slug } });
    const list = await visitor().get(`/api/campaigns/${campaign.id}/donations`).expect(200);
    expect(list.body[0]).toMatchObject({ amount: '30.00', isAnonymous: true, user: null });
    await visitor().get('/api/user/donations').expect(401);
  });

  it('completion must name the campaign the payment was for', async () => {
    const other = await liveCampaign(owner, admin);
    const { intent } = await give({ amount: 15, guestInfo: guest });
    const wrong = await visitor().post('/api/donations/complete').send({ paymentIntentId: intent.paymentIntentId, campaignId: other.id });
    expect(wrong.status).toBe(404);
    const made = await visitor().post('/api/donations/complete').send({ paymentIntentId: 'pi_sbx_forged', campaignId: campaign.id });
    expect(made.status).toBe(404);
  });

  it('admins see every transaction with its real status; members and visitors do not', async () => {
    await member.get('/api/admin/transactions').expect(403);
    await visitor().get('/api/admin/transactions').expect(401);
    const res = await admin.get('/api/admin/transactions').expect(200);
    const statuses = new Set(res.body.map((r: { status: string }) => r.status));
    expect(statuses.has('completed')).toBe(true);
    expect(statuses.has('failed')).toBe(true);
    expect(res.body[0]).toEqual(expect.objectContaining({ amount: expect.any(String), campaignId: expect.any(String), transactionId: expect.any(String) }));
  });

  it('a congregation giving together from one address is not blocked (100 guests in a minute)', async () => {
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        visitor()
          .post('/api/donations/create-payment-intent')
          .send({ campaignId: campaign.id, amount: 10, guestInfo: { firstName: 'Guest', lastName: `No ${i}`, email: `guest${i}@example.org` } }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(100);
  });

  it('repeated declines from one donor are slowed down', async () => {
    const tester = { firstName: 'Card', lastName: 'Tester', email: 'tester@example.org' };
    for (let i = 0; i < 5; i++) await give({ amount: 1, guestInfo: tester }, '4000 0000 0000 0002');
    const blocked = await visitor().post('/api/donations/create-payment-intent').send({ campaignId: campaign.id, amount: 1, guestInfo: tester });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe('Too many payment attempts. Please wait a few minutes and try again.');
    const someoneElse = await visitor().post('/api/donations/create-payment-intent').send({ campaignId: campaign.id, amount: 1, guestInfo: guest });
    expect(someoneElse.status).toBe(200);
  });

  it('GET /api/payments/config says sandbox, with no key', async () => {
    const res = await visitor().get('/api/payments/config').expect(200);
    expect(res.body).toEqual({ mode: 'sandbox', publishableKey: null });
    await visitor().post('/api/payments/stripe/webhook').send({}).expect(404);
  });
});
