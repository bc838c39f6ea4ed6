import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { liveCampaign } from '../../support/campaigns.js';
import { signInAsAdmin, signUp } from '../../support/http.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

const guest = { firstName: 'Ruth', lastName: 'Moabite', email: 'ruth@example.org' };

/** Issue 12: the donation-complete screen asks where a gift stands when its completion call failed. */
describe('GET /api/donations/state', () => {
  let t: TestApp;
  let campaign: { id: string };
  const visitor = () => request(t.app.getHttpServer());
  const state = (paymentIntentId: string, campaignId = campaign.id) => visitor().get('/api/donations/state').query({ paymentIntentId, campaignId });

  beforeAll(async () => {
    t = await startTestApp({ config: { outboxPollMs: 0 } });
    campaign = await liveCampaign((await signUp(t)).agent, await signInAsAdmin(t));
  });
  afterAll(() => t?.close());

  async function started(amount: number) {
    return (await visitor().post('/api/donations/create-payment-intent').send({ campaignId: campaign.id, amount, guestInfo: guest }).expect(200)).body as {
      clientSecret: string;
      paymentIntentId: string;
    };
  }
  const pay = (clientSecret: string, cardNumber = '4242424242424242') =>
    visitor().post('/api/payments/sandbox/confirm').send({ clientSecret, cardNumber }).expect(200);

  it('confirming while not recorded, then recorded with the receipt; records nothing itself', async () => {
    const gift = await started(15);
    expect((await state(gift.paymentIntentId).expect(200)).body).toEqual({ state: 'confirming', donation: null });
    await pay(gift.clientSecret);
    const after = await state(gift.paymentIntentId).expect(200);
    expect(after.body).toMatchObject({ state: 'recorded', donation: { amount: '15.00', total: '15.00', transactionId: gift.paymentIntentId } });
  });

  it('not_paid after a decline', async () => {
    const gift = await started(5);
    await pay(gift.clientSecret, '4000000000000002');
    expect((await state(gift.paymentIntentId).expect(200)).body).toEqual({ state: 'not_paid', donation: null });
  });

  it('404 for a made-up payment or another campaign; 400 without the ids', async () => {
    expect((await state('pi_sbx_madeup').expect(404)).body.code).toBe('donation_not_found');
    const gift = await started(5);
    await state(gift.paymentIntentId, '00000000-0000-4000-8000-000000000000').expect(404);
    await visitor().get('/api/donations/state').expect(400);
  });
});
