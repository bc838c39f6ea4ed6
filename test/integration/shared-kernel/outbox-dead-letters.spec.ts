import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import request from 'supertest';
import { newId } from '../../../src/shared-kernel/domain/ids.js';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../src/shared-kernel/application/unit-of-work.js';
import { OutboxPublisher } from '../../../src/shared-kernel/infrastructure/outbox/outbox.publisher.js';
import { OutboxRelay } from '../../../src/shared-kernel/infrastructure/outbox/outbox.relay.js';
import { OutboxRetention } from '../../../src/shared-kernel/infrastructure/outbox/outbox-retention.js';
import { MikroORM } from '@mikro-orm/core';
import { SchedulerRegistry } from '@nestjs/schedule';
import { PlainSql } from '../../../src/shared-kernel/infrastructure/database/plain-sql.js';
import { JobQueue } from '../../../src/shared-kernel/infrastructure/jobs/job-queue.js';
import { eventually } from '../../support/eventually.js';
import { signInAsAdmin, signUp, type Agent } from '../../support/http.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

/**
 * Retention deletes only what can never be delivered again; a message that keeps failing becomes
 * a dead letter after OUTBOX_MAX_ATTEMPTS, is not retried, and is delivered once when an admin retries it.
 */
describe('outbox dead letters and retention', () => {
  let t: TestApp;
  let em: EntityManager;
  let admin: Agent;
  let failing = true;
  const deliveries: string[] = [];

  beforeAll(async () => {
    t = await startTestApp({ env: { OUTBOX_MAX_ATTEMPTS: '3' }, config: { outboxPollMs: 0 } });
    em = t.app.get(EntityManager).fork();
    admin = await signInAsAdmin(t);
    t.app.get(OutboxRelay).subscribe('identity.user-registered.v1', 'test.flaky-mailer', async (event) => {
      if (failing) throw new Error('mail server unavailable');
      deliveries.push(event.id);
    });
    await t.app.get(OutboxRelay).drain();
  });

  afterAll(async () => {
    await t?.close();
  });

  async function publishOne(): Promise<string> {
    const uow = t.app.get<UnitOfWork>(UNIT_OF_WORK);
    const publisher = t.app.get(OutboxPublisher);
    await t.inContext(() =>
      uow.run(async () => {
        publisher.publish('identity.user-registered.v1', {
          userId: newId(), username: 'dl', email: 'dl@example.org', firstName: null, lastName: null, registeredAt: new Date().toISOString(),
        });
      }),
    );
    const [row] = await em.execute<{ id: string }[]>(
      `SELECT id FROM outbox_message WHERE processed_at IS NULL AND dead_at IS NULL ORDER BY occurred_at DESC LIMIT 1`,
    );
    return row.id;
  }

  /** Runs the poller as if the back-off had passed. */
  async function pollNow(): Promise<void> {
    await em.execute(`UPDATE outbox_message SET available_at = now() WHERE processed_at IS NULL`);
    await t.app.get(OutboxRelay).drain();
  }

  async function state(id: string) {
    const [row] = await em.execute<{ attempts: number; dead_at: Date | null; processed_at: Date | null; last_error: string | null }[]>(
      `SELECT attempts, dead_at, processed_at, last_error FROM outbox_message WHERE id = ?`,
      [id],
    );
    return row;
  }

  it('deletes processed messages and keys past the retention period, and nothing that could still be delivered', async () => {
    const oldDone = newId();
    const recentDone = newId();
    const oldPending = newId();
    const oldDead = newId();
    const insert = `INSERT INTO outbox_message (id, type, payload, occurred_at, available_at, processed_at, attempts, dead_at)
                    VALUES (?, 'identity.user-registered.v1', '{}', now() - interval '30 days', now() + interval '1 day', ?, ?, ?)`;
    await em.execute(insert, [oldDone, new Date(Date.now() - 10 * 86_400_000), 1, null]);
    await em.execute(insert, [recentDone, new Date(Date.now() - 86_400_000), 1, null]);
    await em.execute(insert, [oldPending, null, 2, null]);
    await em.execute(insert, [oldDead, null, 3, new Date(Date.now() - 20 * 86_400_000)]);
    const key = `INSERT INTO processed_message (consumer, message_id, processed_at) VALUES ('test.retention', ?, ?)`;
    const old = new Date(Date.now() - 10 * 86_400_000);
    for (const id of [oldDone, oldPending, oldDead]) await em.execute(key, [id, old]);
    await em.execute(key, [recentDone, new Date(Date.now() - 86_400_000)]);

    const pass = await t.app.get(OutboxRetention).pass(2);
    expect(pass).toEqual({ messages: 1, keys: 1 });

    const messages = await em.execute<{ id: string }[]>(`SELECT id FROM outbox_message WHERE id IN (?)`, [[oldDone, recentDone, oldPending, oldDead]]);
    expect(messages.map((m) => m.id).sort()).toEqual([recentDone, oldPending, oldDead].sort());
    const keys = await em.execute<{ message_id: string }[]>(`SELECT message_id FROM processed_message WHERE consumer = 'test.retention'`);
    // The key of a pending or dead message stays: it may be delivered again.
    expect(keys.map((k) => k.message_id).sort()).toEqual([recentDone, oldPending, oldDead].sort());
    await em.execute(`DELETE FROM outbox_message WHERE id IN (?)`, [[recentDone, oldPending, oldDead]]);
  });

  it('a consumer that keeps failing makes the message dead after the allowed attempts; it is not retried', async () => {
    failing = true;
    const id = await publishOne();
    for (let i = 0; i < 3; i++) await pollNow();
    const dead = await state(id);
    expect(dead.attempts).toBe(3);
    expect(dead.dead_at).not.toBeNull();
    expect(dead.processed_at).toBeNull();
    expect(dead.last_error).toContain('mail server unavailable');

    failing = false;
    await pollNow();
    expect(await state(id)).toMatchObject({ attempts: 3, processed_at: null });
    expect(deliveries).not.toContain(id);
  });

  it('admins list dead letters, page through them, and a retry delivers the message once', async () => {
    failing = true;
    const second = await publishOne();
    for (let i = 0; i < 3; i++) await pollNow();
    expect((await state(second)).dead_at).not.toBeNull();

    const first = await admin.get('/api/admin/outbox/dead-letters?limit=1');
    expect(first.status).toBe(200);
    expect(first.body).toEqual([
      {
        id: second,
        type: 'identity.user-registered.v1',
        attempts: 3,
        lastError: expect.stringContaining('mail server unavailable'),
        occurredAt: expect.any(String),
        deadAt: expect.any(String),
      },
    ]);
    const cursor = first.headers['x-next-cursor'];
    expect(cursor).toEqual(expect.any(String));
    const next = await admin.get(`/api/admin/outbox/dead-letters?limit=1&cursor=${cursor}`);
    expect(next.status).toBe(200);
    expect(next.body).toHaveLength(1);
    expect(next.body[0].id).not.toBe(second);
    const older = next.body[0].id as string;

    failing = false;
    const retried = await admin.post(`/api/admin/outbox/dead-letters/${older}/retry`);
    expect(retried.status).toBe(204);
    await pollNow();
    await pollNow();
    expect(deliveries.filter((d) => d === older)).toHaveLength(1);
    expect(await state(older)).toMatchObject({ dead_at: null });
    expect((await state(older)).processed_at).not.toBeNull();

    // It is no longer a dead letter: retrying again is a 404, and the list no longer holds it.
    expect((await admin.post(`/api/admin/outbox/dead-letters/${older}/retry`)).status).toBe(404);
    expect((await admin.post(`/api/admin/outbox/dead-letters/not-an-id/retry`)).status).toBe(404);
    const after = await admin.get('/api/admin/outbox/dead-letters');
    const ids = after.body.map((l: { id: string }) => l.id);
    expect(ids).toContain(second);
    expect(ids).not.toContain(older);
  });

  it('refuses visitors (401), members (403) and a tampered cursor (400)', async () => {
    const visitor = request(t.app.getHttpServer());
    expect((await visitor.get('/api/admin/outbox/dead-letters')).status).toBe(401);
    expect((await visitor.post(`/api/admin/outbox/dead-letters/${newId()}/retry`)).status).toBe(401);
    const { agent: member } = await signUp(t);
    expect((await member.get('/api/admin/outbox/dead-letters')).status).toBe(403);
    expect((await member.post(`/api/admin/outbox/dead-letters/${newId()}/retry`)).status).toBe(403);
    const tampered = Buffer.from(JSON.stringify(['not a date', 'x'])).toString('base64url');
    const res = await admin.get(`/api/admin/outbox/dead-letters?cursor=${tampered}`);
    expect(res.status).toBe(400);
    expect(res.body.errors).toHaveProperty('cursor');
  });

  it('a periodic job whose run fails is recorded with its error for administrators, and the next period runs again', async () => {
    // A queue of its own on this app's database, with one job that fails once and then succeeds.
    const queue = new JobQueue(t.app.get(PlainSql), t.app.get(MikroORM), new SchedulerRegistry(), t.config);
    let runs = 0;
    queue.periodic({
      name: 'test.flaky-sweep',
      title: 'A sweep whose provider says no once',
      everyMs: 1000,
      run: async () => {
        if (++runs === 1) throw new Error('the provider said no');
        return runs;
      },
      failure: 'The flaky sweep failed',
    });
    queue.onApplicationBootstrap();
    await queue.ready();
    try {
      const state = async () => (await queue.states()).find((job) => job.name === 'test.flaky-sweep');
      const failed = await eventually(state, (job) => job?.lastRun?.state === 'failed', 10_000);
      expect(failed).toMatchObject({ title: 'A sweep whose provider says no once', everySeconds: 1, failed: 1 });
      expect(failed?.lastRun?.error).toBe('the provider said no');
      // The next period's run succeeds; the failure stays counted.
      const next = await eventually(state, (job) => job?.lastRun?.state === 'completed', 10_000);
      expect(next).toMatchObject({ failed: 1, lastRun: { error: null } });
      expect(runs).toBe(2);
    } finally {
      await queue.beforeApplicationShutdown();
    }
  });
});
