import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import request from 'supertest';
import { ManageMonthlyGifts } from '../../../src/modules/payments/application/manage-monthly-gifts.use-case.js';
import { OutboxRelay } from '../../../src/shared-kernel/infrastructure/outbox/outbox.relay.js';
import { liveCampaign } from '../../support/campaigns.js';
import { signInAsAdmin, signUp, type Agent } from '../../support/http.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

const CARD = '4242424242424242';
const guest = { firstName: 'Lydia', lastName: 'Thyatira', email: 'lydia.monthly@example.org' };

describe('monthly gifts (payment sandbox)', () => {
  let t: TestApp;
  let owner: Agent;
  let admin: Agent;
  let campaign: { id: string };
  const visitor = () => request(t.app.getHttpServer());

  beforeAll(async () => {
    t = await startTestApp({ config: { outboxPollMs: 0, paymentSweepMs: 0 } });
    owner = (await signUp(t)).agent;
    admin = await signInAsAdmin(t);
    campaign = await liveCampaign(owner, admin);
  });
  afterAll(() => t?.close());

  const drain = () => t.app.get(OutboxRelay).drain();
  async function campaignNow(id = campaign.id) {
    await drain();
    return (await owner.get(`/api/campaigns/${id}`).expect(200)).body as { currentAmount: string; donorCount: number };
  }
  async function startMonthly(agent: Agent | null, body: Record<string, unknown>, campaignId = campaign.id) {
    const res = await (agent ?? visitor()).post('/api/donations/create-payment-intent').send({ campaignId, recurring: 'monthly', ...body });
    expect(res.status).toBe(200);
    await visitor().post('/api/payments/sandbox/confirm').send({ clientSecret: res.body.clientSecret, cardNumber: CARD }).expect(200);
    return res.body as { clientSecret: string; subscriptionId: string; recurringGiftId: string; paymentIntentId: string };
  }
  const stoppedNotices = async (recurringGiftId: string) =>
    (
      await t.app
        .get(EntityManager)
        .fork()
        .execute<{ reason: string; guest_email: string | null }[]>(
          `SELECT payload->>'reason' AS reason, payload->>'guestEmail' AS guest_email FROM outbox_message WHERE type = 'payments.recurring-gift-stopped.v1' AND payload->>'recurringGiftId' = ?`,
          [recurringGiftId],
        )
    ).map((r) => [r.reason, r.guest_email]);

  it('a guest gives monthly: the first month is one gift with a receipt; each sandbox renewal adds one more; after cancelling, a renewal is refused', async () => {
    const before = await campaignNow();
    const started = await startMonthly(null, { amount: 27.5, tip: 2.5, guestInfo: guest, message: 'Every month, with love.' });
    expect(started.subscriptionId).toMatch(/^sub_sbx_/);
    expect(started.clientSecret.startsWith(`${started.paymentIntentId}_secret_`)).toBe(true);

    // The donor-complete screen's call, twice: one gift, one receipt naming the monthly gift.
    const first = await visitor().post('/api/donations/complete').send({ paymentIntentId: started.paymentIntentId, campaignId: campaign.id, clientSecret: started.clientSecret }).expect(200);
    const again = await visitor().post('/api/donations/complete').send({ paymentIntentId: started.paymentIntentId, campaignId: campaign.id }).expect(200);
    expect(again.body.id).toBe(first.body.id);
    expect(first.body).toMatchObject({ amount: '25.00', tip: '2.50', total: '27.50', message: 'Every month, with love.' });
    expect(first.body.monthlyGift).toMatchObject({ id: started.recurringGiftId, status: 'active' });
    expect(Date.parse(first.body.monthlyGift.nextChargeAt)).toBeGreaterThan(Date.now() + 27 * 86_400_000);
    const managePath = first.body.monthlyGift.managePath as string;
    expect(managePath).toMatch(new RegExp(`^/monthly-gift/${started.recurringGiftId}\\?token=`));
    expect(await campaignNow()).toMatchObject({ donorCount: before.donorCount + 1 });

    // Simulating a renewal charges the donor's card: administrators only.
    await visitor().post(`/api/payments/sandbox/subscriptions/${started.subscriptionId}/renew`).expect(401);
    await owner.post(`/api/payments/sandbox/subscriptions/${started.subscriptionId}/renew`).expect(403);
    const renewals = [];
    for (let i = 0; i < 2; i++) renewals.push((await admin.post(`/api/payments/sandbox/subscriptions/${started.subscriptionId}/renew`).expect(200)).body);
    expect(new Set([first.body.id, ...renewals.map((r) => r.donationId)]).size).toBe(3);
    const now = await campaignNow();
    expect(now.donorCount).toBe(before.donorCount + 3);
    expect(Number(now.currentAmount) - Number(before.currentAmount)).toBe(75);
    const recon = await admin.get('/api/admin/ledger/reconciliation').expect(200);
    expect(recon.body).toMatchObject({ balanced: true, giftsNotInLedger: 0 });

    // The guest's signed link: see it, and stop it.
    const token = decodeURIComponent(managePath.split('token=')[1]);
    const seen = await visitor().get(`/api/recurring-gifts/${started.recurringGiftId}`).query({ token }).expect(200);
    expect(seen.body).toMatchObject({ status: 'active', amount: '25.00', tip: '2.50', total: '27.50' });
    const forged = await visitor().post(`/api/recurring-gifts/${started.recurringGiftId}/cancel`).send({ token: `${token}x` });
    expect(forged.status).toBe(403);
    expect(forged.body.message).toBe('This link is not valid. Please use the link in your receipt.');
    const cancelled = await visitor().post(`/api/recurring-gifts/${started.recurringGiftId}/cancel`).send({ token }).expect(200);
    expect(cancelled.body).toMatchObject({ status: 'stopped', stopReason: 'cancelled_by_donor', nextChargeAt: null });
    expect((await visitor().post(`/api/recurring-gifts/${started.recurringGiftId}/cancel`).send({ token })).status).toBe(409);

    const refused = await admin.post(`/api/payments/sandbox/subscriptions/${started.subscriptionId}/renew`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This subscription was cancelled, so nothing was charged.');
    expect(await campaignNow()).toEqual(now);
    expect(await stoppedNotices(started.recurringGiftId)).toEqual([['cancelled_by_donor', guest.email]]);
  });

  it('a member lists their monthly gifts (campaign, amount, next date, status) and stops one at once; others cannot', async () => {
    const member = await signUp(t, { firstName: 'Cornelius', lastName: 'Caesarea' });
    const started = await startMonthly(member.agent, { amount: 10 });
    await drain();
    const list = (await member.agent.get('/api/user/recurring-gifts').expect(200)).body;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ id: started.recurringGiftId, campaign: { id: campaign.id }, amount: '10.00', total: '10.00', status: 'active', stopReason: null });
    expect(Date.parse(list[0].nextChargeAt)).toBeGreaterThan(Date.now());
    // The first month is in their donations even before the completion call (the sandbox confirmed it).
    expect((await member.agent.get('/api/user/donations').expect(200)).body).toHaveLength(1);

    const stranger = (await signUp(t)).agent;
    expect((await stranger.post(`/api/user/recurring-gifts/${started.recurringGiftId}/cancel`)).status).toBe(403);
    await visitor().post(`/api/user/recurring-gifts/${started.recurringGiftId}/cancel`).expect(401);
    expect((await visitor().get('/api/user/recurring-gifts')).status).toBe(401);
    await member.agent.post('/api/user/recurring-gifts/00000000-0000-4000-8000-000000000000/cancel').expect(404);

    const stopped = await member.agent.post(`/api/user/recurring-gifts/${started.recurringGiftId}/cancel`).expect(200);
    expect(stopped.body).toMatchObject({ status: 'stopped', stopReason: 'cancelled_by_donor' });
    expect((await member.agent.get('/api/user/recurring-gifts').expect(200)).body[0]).toMatchObject({ status: 'stopped' });
    await admin.post(`/api/payments/sandbox/subscriptions/${started.subscriptionId}/renew`).expect(409);
  });

  it('when its campaign is archived, a monthly gift stops and its donor is told; when the campaign ends, too', async () => {
    const archivedCampaign = await liveCampaign(owner, admin);
    const started = await startMonthly(null, { amount: 15, guestInfo: { ...guest, email: 'archive@example.org' } }, archivedCampaign.id);
    await drain();
    const archived = await owner.delete(`/api/campaigns/${archivedCampaign.id}`);
    expect(archived.status).toBe(200);
    await drain();
    expect(await stoppedNotices(started.recurringGiftId)).toEqual([['campaign_closed', 'archive@example.org']]);
    expect((await admin.post(`/api/payments/sandbox/subscriptions/${started.subscriptionId}/renew`)).status).toBe(409);

    const ending = await liveCampaign(owner, admin, { endDate: new Date(Date.now() + 30 * 86_400_000).toISOString() });
    const member = await signUp(t);
    const monthly = await startMonthly(member.agent, { amount: 12 }, ending.id);
    await drain();
    await t.app.get(EntityManager).fork().execute(`UPDATE campaign SET end_date = now() - interval '1 hour', end_time_zone = NULL WHERE id = ?`, [ending.id]);
    expect(await t.inContext(() => t.app.get(ManageMonthlyGifts).stopForEndedCampaigns())).toBe(1);
    await drain();
    expect((await member.agent.get('/api/user/recurring-gifts').expect(200)).body[0]).toMatchObject({ id: monthly.recurringGiftId, status: 'stopped', stopReason: 'campaign_closed' });
    expect(await stoppedNotices(monthly.recurringGiftId)).toEqual([['campaign_closed', null]]);
  });

  it('refuses a recurring value other than monthly, and a renewal of no subscription', async () => {
    const bad = await visitor().post('/api/donations/create-payment-intent').send({ campaignId: campaign.id, amount: 10, recurring: 'weekly', guestInfo: guest });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("recurring must be 'monthly', or left out for a one-time gift");
    await admin.post('/api/payments/sandbox/subscriptions/sub_sbx_nothing/renew').expect(404);
    // Without its guest details a monthly gift is refused like a one-time one.
    const missing = await visitor().post('/api/donations/create-payment-intent').send({ campaignId: campaign.id, amount: 10, recurring: 'monthly' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Please fill in your name and email address to continue.');
  });
});
