import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MikroORM } from '@mikro-orm/postgresql';
import request from 'supertest';
import { OutboxRelay } from '../../../src/shared-kernel/infrastructure/outbox/outbox.relay.js';
import { signUp, type Agent } from '../../support/http.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

const BASIC = '6b1f3d2a-1c1e-4b7a-9a41-0c2f6f3a9b01';
const EXECUTIVE = '6b1f3d2a-1c1e-4b7a-9a41-0c2f6f3a9b03';
const CARD = '4242424242424242';

/** Issue 12: one live-or-pending subscription per member; cancel acts on the one the profile shows. */
describe('membership subscriptions: one per member', () => {
  let t: TestApp;
  const visitor = () => request(t.app.getHttpServer());
  const pay = (clientSecret: string) => visitor().post('/api/payments/sandbox/confirm').send({ clientSecret, cardNumber: CARD });
  const drain = () => t.app.get(OutboxRelay).drain();

  async function rows(userId: string) {
    const em = t.app.get(MikroORM).em.fork();
    return em.execute<{ id: string; tier_id: string; status: string; cancel_at_period_end: boolean }[]>(
      `SELECT id, tier_id, status, cancel_at_period_end FROM membership_subscription WHERE user_id = ? ORDER BY created_at`,
      [userId],
    );
  }

  beforeAll(async () => {
    t = await startTestApp({ config: { outboxPollMs: 0 } });
  });
  afterAll(() => t?.close());

  it('five parallel starts: no 500, every 200 the same one subscription, one open subscription afterwards', async () => {
    const { agent, user } = await signUp(t);
    const answers = await Promise.all(Array.from({ length: 5 }, () => agent.post('/api/create-subscription').send({ tierID: BASIC })));
    expect(answers.map((a) => a.status).filter((s) => s >= 500)).toEqual([]);
    const ok = answers.filter((a) => a.status === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect(new Set(ok.map((a) => a.body.clientSecret)).size).toBe(1);
    const open = (await rows(user.id)).filter((r) => r.status !== 'canceled');
    expect(open).toHaveLength(1);
  });

  it('start Basic, start Executive, pay both: only Executive is live, and cancel cancels the one the profile shows', async () => {
    const { agent, user } = await signUp(t);
    const basic = await agent.post('/api/create-subscription').send({ tierID: BASIC }).expect(200);
    const executive = await agent.post('/api/create-subscription').send({ tierID: EXECUTIVE }).expect(200);
    const paidBasic = await pay(basic.body.clientSecret);
    expect(paidBasic.body.status).not.toBe('succeeded'); // replaced: its payment can no longer go through
    expect((await pay(executive.body.clientSecret)).body.status).toBe('succeeded');
    await drain();

    const subs = await rows(user.id);
    expect(subs.filter((s) => ['active', 'past_due', 'trialing', 'incomplete'].includes(s.status))).toEqual([
      expect.objectContaining({ tier_id: EXECUTIVE, status: 'active' }),
    ]);
    expect(subs.find((s) => s.tier_id === BASIC)?.status).toBe('canceled');

    const shown = await agent.get('/api/user/membership').expect(200);
    expect(shown.body).toMatchObject({ status: 'active', tier: { name: 'Executive Membership' } });
    const cancelled = await agent.post('/api/user/membership/cancel').expect(200);
    expect(cancelled.body).toMatchObject({ status: 'active', cancelAtPeriodEnd: true, tier: { name: 'Executive Membership' } });
    expect((await rows(user.id)).find((s) => s.tier_id === EXECUTIVE)?.cancel_at_period_end).toBe(true);

    // Live: another start is refused as before.
    const again = await agent.post('/api/create-subscription').send({ tierID: BASIC });
    expect(again.status).toBe(409);
  });

  it('a pending start for the same tier is continued, not duplicated', async () => {
    const { agent, user }: { agent: Agent; user: { id: string } } = await signUp(t);
    const first = await agent.post('/api/create-subscription').send({ tierID: BASIC }).expect(200);
    const second = await agent.post('/api/create-subscription').send({ tierID: BASIC }).expect(200);
    expect(second.body.clientSecret).toBe(first.body.clientSecret);
    expect(await rows(user.id)).toHaveLength(1);
  });
});
