import { afterAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
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
    const campaign = await liveCampaign(owner, await signInAsAdmin(t));
    const http = () => request(t.app.getHttpServer());
    const gifts = Array.from({ length: 120 }, (_, i) => 1 + (i % 9));
    await Promise.all(
      gifts.map(async (amount, i) => {
        const intent = await http().post('/api/donations/create-payment-intent').send({ campaignId: campaign.id, amount, guestInfo: { ...guest, email: `g${i}@example.org` } });
        await http().post('/api/payments/sandbox/confirm').send({ clientSecret: intent.body.clientSecret, cardNumber: '4242424242424242' }).expect(200);
        await http().post('/api/donations/complete').send({ paymentIntentId: intent.body.paymentIntentId, campaignId: campaign.id }).expect(200);
      }),
    );
    const sum = gifts.reduce((a, b) => a + b, 0);
    const now = await http().get(`/api/campaigns/${campaign.id}`).expect(200);
    expect(now.body).toMatchObject({ currentAmount: `${sum}.00`, donorCount: 120 });
  }, 60_000);
});
