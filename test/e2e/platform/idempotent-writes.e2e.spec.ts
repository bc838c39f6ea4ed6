import { beforeAll, describe, expect, it } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import request from 'supertest';
import { liveCampaign } from '../../support/campaigns.js';
import { signInAsAdmin, signUp } from '../../support/http.js';
import { sharedTestApp } from '../../support/shared-test-app.js';
import type { TestApp } from '../../support/test-app.js';

/**
 * Issue 39, idempotent writes: every POST accepts `Idempotency-Key`; the first answer is kept for 24 hours per key and
 * caller and replayed for the same key and request, so a retried gift is one gift; the same key with another request
 * is a 422.
 */
describe('Idempotency-Key', () => {
  let t: TestApp;
  let campaign: { id: string };
  const visitor = () => request(t.app.getHttpServer());
  const guestInfo = { firstName: 'Tabitha', lastName: 'Joppa', email: 'tabitha.retry@example.org' };
  const gifts = async () =>
    Number(
      (await t.app.get(EntityManager).fork().execute<{ n: string }[]>(`SELECT count(*) AS n FROM donation WHERE guest_email = ?`, [guestInfo.email]))[0].n,
    );

  beforeAll(async () => {
    t = await sharedTestApp();
    const owner = (await signUp(t)).agent;
    campaign = await liveCampaign(owner, await signInAsAdmin(t));
  });

  it('a retried gift with the same key is the same answer and one gift; another key is another gift', async () => {
    const body = { campaignId: campaign.id, amount: 30, guestInfo };
    const first = await visitor().post('/api/donations/create-payment-intent').set('Idempotency-Key', 'gift-7f3a').send(body).expect(200);
    const again = await visitor().post('/api/donations/create-payment-intent').set('Idempotency-Key', 'gift-7f3a').send(body).expect(200);
    expect(again.body).toEqual(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(await gifts()).toBe(1);
    await visitor().post('/api/donations/create-payment-intent').set('Idempotency-Key', 'gift-8b1c').send(body).expect(200);
    expect(await gifts()).toBe(2);

    // The completion, retried with its key, answers the same receipt (and its status).
    await visitor().post('/api/payments/sandbox/confirm').send({ clientSecret: first.body.clientSecret, cardNumber: '4242424242424242' }).expect(200);
    const complete = { paymentIntentId: first.body.paymentIntentId, campaignId: campaign.id };
    const done = await visitor().post('/api/donations/complete').set('Idempotency-Key', 'complete-7f3a').send(complete).expect(200);
    const replayed = await visitor().post('/api/donations/complete').set('Idempotency-Key', 'complete-7f3a').send(complete).expect(200);
    expect(replayed.body).toEqual(done.body);
  });

  it('the same key with another request is refused (422); ten at once with one key: one gift, the others replayed or told to wait', async () => {
    const body = { campaignId: campaign.id, amount: 12, guestInfo: { ...guestInfo, email: 'tabitha.once@example.org' } };
    await visitor().post('/api/donations/create-payment-intent').set('Idempotency-Key', 'same-key').send(body).expect(200);
    const other = await visitor().post('/api/donations/create-payment-intent').set('Idempotency-Key', 'same-key').send({ ...body, amount: 13 });
    expect([other.status, other.body.code, other.body.message]).toEqual([
      422,
      'idempotency_key_reused',
      'This Idempotency-Key was already used with a different request. Use a new key for a new request.',
    ]);

    const burst = { ...body, guestInfo: { ...body.guestInfo, email: 'tabitha.burst@example.org' } };
    const answers = await Promise.all(Array.from({ length: 10 }, () => visitor().post('/api/donations/create-payment-intent').set('Idempotency-Key', 'burst-1').send(burst)));
    expect(answers.every((a) => a.status === 200 || a.status === 409)).toBe(true);
    const ids = new Set(answers.filter((a) => a.status === 200).map((a) => a.body.donationId));
    expect(ids.size).toBe(1);
    const [row] = await t.app.get(EntityManager).fork().execute<{ n: string }[]>(`SELECT count(*) AS n FROM donation WHERE guest_email = 'tabitha.burst@example.org'`);
    expect(Number(row.n)).toBe(1);
  });

  it('keys are per caller; a refused request is not kept (a retry runs again); a key is 1 to 255 printable characters', async () => {
    const body = { campaignId: campaign.id, amount: 15, guestInfo: { ...guestInfo, email: 'tabitha.callers@example.org' } };
    const member = (await signUp(t)).agent;
    const asMember = await member.post('/api/donations/create-payment-intent').set('Idempotency-Key', 'shared-name').send({ ...body, guestInfo: undefined }).expect(200);
    const asGuest = await visitor().post('/api/donations/create-payment-intent').set('Idempotency-Key', 'shared-name').send(body).expect(200);
    expect(asGuest.body.donationId).not.toBe(asMember.body.donationId);

    const refused = await visitor().post('/api/donations/create-payment-intent').set('Idempotency-Key', 'fix-and-retry').send({ ...body, amount: 0.5 });
    expect(refused.status).toBe(400);
    await visitor().post('/api/donations/create-payment-intent').set('Idempotency-Key', 'fix-and-retry').send(body).expect(200);

    const long = await visitor().post('/api/donations/create-payment-intent').set('Idempotency-Key', 'k'.repeat(256)).send(body);
    expect([long.status, long.body.message]).toEqual([400, 'An Idempotency-Key is 1 to 255 printable characters.']);
  });
});
