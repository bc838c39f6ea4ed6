import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { OutboxRelay } from '../../../src/shared-kernel/infrastructure/outbox/outbox.relay.js';
import { signUp, type Agent } from '../../support/http.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

const PROFESSIONAL = '6b1f3d2a-1c1e-4b7a-9a41-0c2f6f3a9b02';
const profile = {
  companyName: 'Grace Web Studio',
  industry: 'Technology',
  description: 'Websites and apps for churches and ministries.',
  location: 'Nashville, TN, USA',
  services: ['Web design'],
};

/** Issue 12: a founding place is free for life, so founding and a paid tier never run together. */
describe('founding members and paid tiers', () => {
  let t: TestApp;
  const visitor = () => request(t.app.getHttpServer());

  async function member(): Promise<Agent> {
    const { agent } = await signUp(t);
    await agent.post('/api/business-profiles').send(profile).expect(201);
    return agent;
  }

  beforeAll(async () => {
    t = await startTestApp({ config: { outboxPollMs: 0 } });
  });
  afterAll(() => t?.close());

  it('a founding member cannot start a paid tier: 409 saying why, and nothing is started at the provider', async () => {
    const agent = await member();
    await agent.post('/api/founding-members/claim').expect(200);
    const res = await agent.post('/api/create-subscription').send({ tierID: PROFESSIONAL });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: 'founding_member_free_for_life',
      message: 'You are a founding member: your membership is free for life, so there is no paid tier to buy.',
    });
  });

  it('claiming a founding place while paying for a tier schedules the tier to end at its period end, and says so', async () => {
    const agent = await member();
    const sub = await agent.post('/api/create-subscription').send({ tierID: PROFESSIONAL }).expect(200);
    await visitor().post('/api/payments/sandbox/confirm').send({ clientSecret: sub.body.clientSecret, cardNumber: '4242424242424242' }).expect(200);
    await t.app.get(OutboxRelay).drain();
    expect((await agent.get('/api/user/membership')).body).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });

    const claim = await agent.post('/api/founding-members/claim').expect(200);
    expect(claim.body.isFoundingMember).toBe(true);
    expect(claim.body.notice).toMatch(/^Your Professional Membership will not renew: it ends on \w+ \d{1,2}, \d{4} and nothing more will be charged\./);
    await t.app.get(OutboxRelay).drain();
    expect((await agent.get('/api/user/membership')).body).toMatchObject({ status: 'active', cancelAtPeriodEnd: true, isFoundingMember: true });
  });

  it('a tier started but not paid when the place is claimed (checkout open in another tab) can no longer be paid', async () => {
    const agent = await member();
    const sub = await agent.post('/api/create-subscription').send({ tierID: PROFESSIONAL }).expect(200);
    const claim = await agent.post('/api/founding-members/claim').expect(200);
    expect(claim.body).toMatchObject({ isFoundingMember: true, notice: null });
    const paid = await visitor().post('/api/payments/sandbox/confirm').send({ clientSecret: sub.body.clientSecret, cardNumber: '4242424242424242' });
    expect(paid.body.status).not.toBe('succeeded');
    await t.app.get(OutboxRelay).drain();
    expect((await agent.get('/api/user/membership')).body).toMatchObject({ isFoundingMember: true });
    expect((await agent.get('/api/user/membership')).body.status).not.toBe('active');
  });

  it('a claim without a paid tier carries no notice', async () => {
    const agent = await member();
    const claim = await agent.post('/api/founding-members/claim').expect(200);
    expect(claim.body).toMatchObject({ isFoundingMember: true, notice: null });
  });
});
