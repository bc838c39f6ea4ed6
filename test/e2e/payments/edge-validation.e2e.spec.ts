import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { liveCampaign } from '../../support/campaigns.js';
import { signInAsAdmin, signUp, type Agent } from '../../support/http.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

const guest = { firstName: 'Ruth', lastName: 'Moabite', email: 'ruth@example.org' };

describe('payments: shape checks at the edge, paging with the shared cursor', () => {
  let t: TestApp;
  let admin: Agent;
  let campaign: { id: string };
  const visitor = () => request(t.app.getHttpServer());

  beforeAll(async () => {
    t = await startTestApp({ config: { outboxPollMs: 0 } });
    admin = await signInAsAdmin(t);
    campaign = await liveCampaign((await signUp(t)).agent, admin);
  });
  afterAll(() => t?.close());

  it('several invalid fields give one 400 naming each, the first in the form order as the message', async () => {
    const res = await visitor()
      .post('/api/donations/create-payment-intent')
      .send({ campaignId: campaign.id, amount: 'ten', tip: -1, guestInfo: { firstName: 'Ruth', lastName: ' ', email: 'ruth@' }, message: 'x'.repeat(501) });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: 'Amount must be a number of dollars with at most two decimal places',
      code: 'validation_failed',
      errors: {
        amount: ['Amount must be a number of dollars with at most two decimal places'],
        tip: ['Tip must be $0 or more'],
        'guestInfo.lastName': ['Please fill in your name and email address to continue.'],
        'guestInfo.email': ['Please enter a valid email address.'],
        message: ['Your message can be at most 500 characters'],
      },
    });
  });

  it('amounts come as numbers or decimal strings; a tip above the gift is the donation rule', async () => {
    const asString = await visitor().post('/api/donations/create-payment-intent').send({ campaignId: campaign.id, amount: '57.50', tip: '7.50', guestInfo: guest });
    expect(asString.status).toBe(200);
    const tooBigTip = await visitor().post('/api/donations/create-payment-intent').send({ campaignId: campaign.id, amount: 10, tip: 6, guestInfo: guest });
    expect(tooBigTip.status).toBe(400);
    expect(tooBigTip.body).toMatchObject({ message: 'The tip cannot be larger than the donation', errors: { tip: ['The tip cannot be larger than the donation'] } });
    const noGuestDetails = await visitor().post('/api/donations/create-payment-intent').send({ campaignId: campaign.id, amount: 10, guestInfo: 'Ruth' });
    expect(noGuestDetails.status).toBe(400);
    expect(noGuestDetails.body.message).toBe('Please fill in your name and email address to continue.');
  });

  it('GET /api/admin/transactions pages with X-Next-Cursor and refuses a tampered or foreign cursor with a 400', async () => {
    for (const card of ['4000 0000 0000 0002', '4000 0000 0000 9995']) {
      const intent = await visitor().post('/api/donations/create-payment-intent').send({ campaignId: campaign.id, amount: 5, guestInfo: guest }).expect(200);
      await visitor().post('/api/payments/sandbox/confirm').send({ clientSecret: intent.body.clientSecret, cardNumber: card }).expect(200);
    }
    const first = await admin.get('/api/admin/transactions').query({ limit: 1 }).expect(200);
    expect(first.body).toHaveLength(1);
    const cursor = first.headers['x-next-cursor'];
    expect(cursor).toEqual(expect.any(String));
    const second = await admin.get('/api/admin/transactions').query({ limit: 1, cursor }).expect(200);
    expect(second.body).toHaveLength(1);
    expect(second.body[0].id).not.toBe(first.body[0].id);

    const tampered = `${cursor.slice(0, -2)}${cursor.endsWith('A') ? 'B' : 'A'}x`;
    const foreign = Buffer.from(JSON.stringify(['not a date', 42])).toString('base64url');
    for (const bad of [tampered, foreign, 'not-a-cursor!', 'e30']) {
      const res = await admin.get('/api/admin/transactions').query({ cursor: bad });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'invalid_cursor', message: 'The paging cursor is not valid. Start again from the first page.' });
    }
    const badStatus = await admin.get('/api/admin/transactions').query({ status: 'everything' });
    expect(badStatus.status).toBe(400);
  });
});
