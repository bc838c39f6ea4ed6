import { afterAll, describe, expect, it } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import request from 'supertest';
import { OutboxRelay } from '../../../src/shared-kernel/infrastructure/outbox/outbox.relay.js';
import { liveCampaign } from '../../support/campaigns.js';
import { signInAsAdmin, signUp } from '../../support/http.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

const guest = { firstName: 'Ruth', lastName: 'Moabite', email: 'ruth@example.org' };

describe('many gifts at once while the relay runs', () => {
  let t: TestApp;
  afterAll(() => t?.close());

  it('120 concurrent gifts: every completion answers, and the total is exact', async () => {
    // Immediate delivery and the poller work on the same messages here; neither may wait on the
    // other while holding a pooled connection (that would stall every request).
    t = await startTestApp({ config: { outboxPollMs: 20 } });
    const owner = (await signUp(t)).agent;
    const admin = await signInAsAdmin(t);
    const campaign = await liveCampaign(owner, admin);
    const http = () => request(t.app.getHttpServer());
    const gifts = Array.from({ length: 120 }, (_, i) => 1 + (i % 9));
    const donationIds = await Promise.all(
      gifts.map(async (amount, i) => {
        // Every fourth gift with a tip of $0.25, so that tips are summed too.
        const tip = i % 4 === 0 ? 0.25 : 0;
        const intent = await http().post('/api/donations/create-payment-intent').send({ campaignId: campaign.id, amount: amount + tip, tip, guestInfo: { ...guest, email: `g${i}@example.org` } });
        await http().post('/api/payments/sandbox/confirm').send({ clientSecret: intent.body.clientSecret, cardNumber: '4242424242424242' }).expect(200);
        const done = await http().post('/api/donations/complete').send({ paymentIntentId: intent.body.paymentIntentId, campaignId: campaign.id }).expect(200);
        return done.body.id as string;
      }),
    );
    const sum = gifts.reduce((a, b) => a + b, 0);
    const now = await http().get(`/api/campaigns/${campaign.id}`).expect(200);
    expect(now.body).toMatchObject({ currentAmount: `${sum}.00`, donorCount: 120 });
    // Each gift's completion reached fundraising exactly once, and was marked delivered (by the request itself,
    // or by the poller when it held the message at that moment).
    const em = t.app.get(EntityManager).fork();
    const counts = () =>
      em.execute<{ credited: string; pending: string }[]>(
        `SELECT (SELECT count(*) FROM processed_message WHERE consumer = 'fundraising.credit-campaign') AS credited,
                (SELECT count(*) FROM outbox_message WHERE type = 'payments.donation-completed.v1' AND processed_at IS NULL) AS pending`,
      );
    let [delivery] = await counts();
    for (let i = 0; i < 50 && Number(delivery.pending) > 0; i++) {
      await t.app.get(OutboxRelay).drain();
      await new Promise((r) => setTimeout(r, 100));
      [delivery] = await counts();
    }
    expect([Number(delivery.credited), Number(delivery.pending)]).toEqual([120, 0]);
    // The platform's figures, kept without one row every gift waits for, add up to the cent.
    expect((await admin.get('/api/admin/dashboard').expect(200)).body).toMatchObject({ totalTransactions: 120, totalRaised: sum, totalTips: 7.5 });
    expect((await http().get('/api/statistics').expect(200)).body.donationsRaised).toBe(sum);

    // Ten refunded at once (with the gifts' own shards moving back), twice each: the figures drop by exactly those ten.
    const refunded = donationIds.slice(0, 10);
    const answers = await Promise.all([...refunded, ...refunded].map((id) => admin.post(`/api/donations/${id}/refund`)));
    expect(answers.map((a) => a.status).sort()).toEqual([...Array(10).fill(200), ...Array(10).fill(409)]);
    const refundedSum = gifts.slice(0, 10).reduce((a, b) => a + b, 0);
    await t.app.get(OutboxRelay).drain();
    expect((await admin.get('/api/admin/dashboard').expect(200)).body).toMatchObject({ totalTransactions: 110, totalRaised: sum - refundedSum, totalTips: 7.5 - 0.75 });
    expect((await http().get('/api/statistics').expect(200)).body.donationsRaised).toBe(sum - refundedSum);
  }, 60_000);
});
