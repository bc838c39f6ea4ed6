import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { signUp } from '../../support/http.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

/** Payout accounts in sandbox mode: the same flow as Stripe Connect, onboarded on the app's own page. */
describe('payout accounts (sandbox)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  it('a member connects: pending with an onboarding page of the app; completing it makes the account active', async () => {
    const { agent } = await signUp(t);
    await request(t.app.getHttpServer()).get('/api/user/payout-account').expect(401);
    expect((await agent.get('/api/user/payout-account').expect(200)).body).toEqual({ status: 'not_connected', payoutsEnabled: false });

    const { url } = (await agent.post('/api/user/payout-account').expect(200)).body as { url: string };
    const accountId = /^\/payouts\/onboarding\/(acct_sbx_[0-9a-f]+)$/.exec(url)?.[1];
    expect(accountId).toBeDefined();
    expect((await agent.get('/api/user/payout-account').expect(200)).body).toEqual({ status: 'pending', accountId, payoutsEnabled: false });
    // Asking again resumes the same account.
    expect((await agent.post('/api/user/payout-account').expect(200)).body.url).toBe(url);

    // Another member cannot complete it; an unknown account is 404.
    const stranger = await signUp(t);
    await stranger.agent.post(`/api/payments/sandbox/payout-accounts/${accountId}/complete`).expect(403);
    await agent.post('/api/payments/sandbox/payout-accounts/acct_sbx_unknown/complete').expect(404);

    const done = await agent.post(`/api/payments/sandbox/payout-accounts/${accountId}/complete`).expect(200);
    expect(done.body).toEqual({ status: 'active', accountId, payoutsEnabled: true });
    expect((await agent.get('/api/user/payout-account').expect(200)).body).toEqual({ status: 'active', accountId, payoutsEnabled: true });
  });
});
