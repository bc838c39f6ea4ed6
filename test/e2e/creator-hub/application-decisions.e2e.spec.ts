import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MikroORM } from '@mikro-orm/postgresql';
import type { IntegrationEventMap } from '../../../src/shared-kernel/application/integration-events.js';
import { TransactionRunner } from '../../../src/shared-kernel/infrastructure/database/transaction-runner.js';
import { OutboxPublisher } from '../../../src/shared-kernel/infrastructure/outbox/outbox.publisher.js';
import { OutboxRelay } from '../../../src/shared-kernel/infrastructure/outbox/outbox.relay.js';
import { signUp, type Agent } from '../../support/http.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

const application = {
  name: 'Hope in Motion',
  email: 'hope@example.org',
  platforms: [{ platform: 'tiktok', profileUrl: 'https://www.tiktok.com/@hopeinmotion', subscriberCount: 356000 }],
  content: 'Short films about churches serving their cities.',
  message: 'We want to tell more stories of congregations serving their neighbours.',
};
const moderator = '9a1e2d3c-4b5a-4c6d-8e7f-001122334455';

/** creator-hub's side of the event contract: what it publishes, and moderation's decisions applied once. */
describe('sponsorship applications and moderation events', () => {
  let t: TestApp;
  let member: Agent;

  beforeAll(async () => {
    t = await startTestApp({ config: { outboxPollMs: 0 } });
    member = (await signUp(t)).agent;
  });
  afterAll(() => t?.close());

  async function outbox(type: string): Promise<Record<string, unknown>[]> {
    const rows = await t.app
      .get(MikroORM)
      .em.fork()
      .execute<{ payload: Record<string, unknown> }[]>(`SELECT payload FROM outbox_message WHERE type = ? ORDER BY occurred_at`, [type]);
    return rows.map((r) => r.payload);
  }

  /** A decision as moderation publishes it (moderation.application-approved|rejected.v1), delivered through the outbox. */
  async function decide(type: 'moderation.application-approved.v1' | 'moderation.application-rejected.v1', payload: IntegrationEventMap[typeof type]) {
    await t.inContext(() => t.app.get(TransactionRunner).run(async () => t.app.get(OutboxPublisher).publish(type, payload)));
    await t.app.get(OutboxRelay).drain();
  }

  // One application per member and platform profile may wait for review: each submission names its own channel.
  let channel = 0;
  async function submit(): Promise<{ id: string; applicantId: string }> {
    const platforms = [{ ...application.platforms[0], profileUrl: `https://www.tiktok.com/@hopeinmotion${++channel}` }];
    const res = await member.post('/api/sponsorship-applications').send({ ...application, platforms }).expect(201);
    const [applied] = (await outbox('creator-hub.sponsorship-applied.v1')).filter((p) => p.applicationId === res.body.id);
    return { id: res.body.id, applicantId: String(applied?.applicantId) };
  }

  async function status(id: string): Promise<string> {
    const mine = await member.get('/api/user/sponsorship-applications').expect(200);
    return mine.body.find((a: { id: string }) => a.id === id).status;
  }

  it('publishes creator-hub.sponsorship-applied.v1 when a member applies', async () => {
    const res = await member.post('/api/sponsorship-applications').send(application).expect(201);
    const applied = (await outbox('creator-hub.sponsorship-applied.v1')).find((p) => p.applicationId === res.body.id);
    expect(applied).toEqual({ applicationId: res.body.id, applicantId: expect.any(String), name: 'Hope in Motion', submittedAt: res.body.createdAt });
  });

  it("applies moderation's approval once and publishes creator-hub.sponsorship-approved.v1", async () => {
    const { id, applicantId } = await submit();
    const decidedAt = '2026-11-23T09:30:00.000Z';
    await decide('moderation.application-approved.v1', { applicationId: id, decidedBy: moderator, decidedAt, reason: null });
    expect(await status(id)).toBe('approved');
    expect((await outbox('creator-hub.sponsorship-approved.v1')).filter((p) => p.applicationId === id)).toEqual([
      { applicationId: id, applicantId, reviewedBy: moderator, reviewedAt: decidedAt, reason: null },
    ]);

    // Delivered again (a new message with the same decision) or contradicted later: nothing changes.
    await decide('moderation.application-approved.v1', { applicationId: id, decidedBy: moderator, decidedAt, reason: null });
    await decide('moderation.application-rejected.v1', { applicationId: id, decidedBy: moderator, decidedAt, reason: 'late' });
    expect(await status(id)).toBe('approved');
    expect((await outbox('creator-hub.sponsorship-approved.v1')).filter((p) => p.applicationId === id)).toHaveLength(1);
    expect((await outbox('creator-hub.sponsorship-rejected.v1')).filter((p) => p.applicationId === id)).toHaveLength(0);
  });

  it("applies moderation's rejection and publishes creator-hub.sponsorship-rejected.v1", async () => {
    const { id } = await submit();
    await decide('moderation.application-rejected.v1', { applicationId: id, decidedBy: moderator, decidedAt: new Date().toISOString(), reason: 'Not this season' });
    expect(await status(id)).toBe('rejected');
    expect((await outbox('creator-hub.sponsorship-rejected.v1')).filter((p) => p.applicationId === id)).toHaveLength(1);
  });

  it('a decision naming no application is consumed without effect (not retried for ever)', async () => {
    await decide('moderation.application-approved.v1', {
      applicationId: '00000000-0000-4000-8000-000000000000',
      decidedBy: moderator,
      decidedAt: new Date().toISOString(),
      reason: null,
    });
    const [{ n }] = await t.app.get(MikroORM).em.fork().execute<{ n: string }[]>(`SELECT count(*) AS n FROM outbox_message WHERE processed_at IS NULL`);
    expect(Number(n)).toBe(0);
  });
});
