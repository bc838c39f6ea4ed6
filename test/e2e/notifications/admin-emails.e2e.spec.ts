import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { MessageQueue } from '../../../src/modules/notifications/application/message-queue.service.js';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../src/shared-kernel/application/unit-of-work.js';
import type { IntegrationEvent } from '../../../src/shared-kernel/application.js';
import { MailDispatchScheduler } from '../../../src/modules/notifications/adapters/scheduling/mail-dispatch.scheduler.js';
import { OutboxRelay } from '../../../src/shared-kernel/infrastructure/outbox/outbox.relay.js';
import { liveCampaign } from '../../support/campaigns.js';
import { eventually } from '../../support/eventually.js';
import { signInAsAdmin, signUp, type Agent } from '../../support/http.js';
import { startSmtpStandIn, type SmtpStandIn } from '../../support/smtp-stand-in.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

interface Entry {
  id: string;
  recipient: string | null;
  template: string;
  subject: string;
  state: string;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
  nextAttemptAt: string | null;
}

/** GET /api/admin/emails: what was sent to whom and when, and how delivery went; a failed email can be retried. */
describe('admin Emails view', () => {
  let t: TestApp;
  let smtp: SmtpStandIn;
  let admin: Agent;
  let campaign: { id: string };
  const visitor = () => request(t.app.getHttpServer());
  const settle = async () => {
    await t.app.get(OutboxRelay).drain();
    await t.app.get(MailDispatchScheduler).drain();
  };

  beforeAll(async () => {
    // Every sign-up is welcomed by mail; these tests are about other messages.
    smtp = (await startSmtpStandIn()).ignore(/^Welcome to Faith Collective/);
    t = await startTestApp({ env: { SMTP_URL: smtp.url, MAIL_POLL_MS: '50', MAIL_RETRY_BASE_MS: '50', MAIL_RETRY_MAX_MS: '50', MAIL_MAX_ATTEMPTS: '2' } });
    admin = await signInAsAdmin(t);
    const owner = await signUp(t);
    campaign = await liveCampaign(owner.agent, admin);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  async function give(email: string): Promise<string> {
    const intent = await visitor()
      .post('/api/donations/create-payment-intent')
      .send({ campaignId: campaign.id, amount: 12, guestInfo: { firstName: 'Lois', lastName: 'Timothy', email } })
      .expect(200);
    await visitor().post('/api/payments/sandbox/confirm').send({ clientSecret: intent.body.clientSecret, cardNumber: '4242424242424242' }).expect(200);
    await visitor().post('/api/donations/complete').send({ paymentIntentId: intent.body.paymentIntentId, campaignId: campaign.id }).expect(200);
    return intent.body.paymentIntentId as string;
  }

  it('is for administrators only', async () => {
    expect((await visitor().get('/api/admin/emails')).status).toBe(401);
    const member = await signUp(t);
    expect((await member.agent.get('/api/admin/emails')).status).toBe(403);
    expect((await member.agent.post('/api/admin/emails/00000000-0000-4000-8000-000000000000/retry')).status).toBe(403);
  });

  it('lists what was sent to whom and when, newest first, filtered by recipient, paged; never a body, link or token', async () => {
    const lois = `Lois_${Date.now()}@Example.org`;
    const transaction = await give(lois);
    await give(lois);
    await settle();
    await smtp.waitFor(lois, 2);
    await settle();
    const res = await admin.get('/api/admin/emails').query({ recipient: 'lois_' }).expect(200);
    const list = res.body as Entry[];
    expect(list).toHaveLength(2);
    for (const entry of list) {
      expect(Object.keys(entry).sort()).toEqual(['attempts', 'createdAt', 'id', 'lastError', 'nextAttemptAt', 'recipient', 'sentAt', 'state', 'subject', 'template']);
      expect(entry).toMatchObject({ recipient: lois.toLowerCase(), template: 'donation-receipt', subject: expect.stringMatching(/^Your receipt: \$12\.00 to /), state: 'sent', attempts: 1, lastError: null, nextAttemptAt: null });
      expect(Date.parse(entry.sentAt!)).toBeGreaterThanOrEqual(Date.parse(entry.createdAt));
    }
    expect(JSON.stringify(res.body)).not.toContain(transaction);
    expect(JSON.stringify(res.body)).not.toContain('http');
    expect(Date.parse(list[0].createdAt)).toBeGreaterThanOrEqual(Date.parse(list[1].createdAt));

    const first = await admin.get('/api/admin/emails').query({ recipient: 'lois_', limit: 1 }).expect(200);
    expect(first.body).toHaveLength(1);
    const next = first.headers['x-next-cursor'];
    expect(next).toBeTruthy();
    const second = await admin.get('/api/admin/emails').query({ recipient: 'lois_', limit: 1, cursor: next }).expect(200);
    expect(second.body.map((e: Entry) => e.id)).toEqual([list[1].id]);
    expect(second.headers['x-next-cursor']).toBeUndefined();

    expect((await admin.get('/api/admin/emails').query({ recipient: 'nobody-by-this-name' }).expect(200)).body).toEqual([]);
    const bad = await admin.get('/api/admin/emails').query({ limit: 0, state: 'lost', cursor: 'x!' });
    expect(bad.status).toBe(400);
    expect((await admin.get('/api/admin/emails').query({ cursor: 'eyJub3QiOiJ0aGlzIn0' })).status).toBe(400);
    // A % in the filter is a character, not a wildcard.
    expect((await admin.get('/api/admin/emails').query({ recipient: '%' }).expect(200)).body).toEqual([]);
  });

  it('a message that keeps failing is marked failed with its error; an admin retries it and it is sent once', async () => {
    const phoebe = `phoebe_${Date.now()}@example.org`;
    smtp.refuse();
    await give(phoebe);
    await settle();
    let entry: Entry | undefined;
    for (let i = 0; i < 100 && entry?.state !== 'failed'; i++) {
      await new Promise((r) => setTimeout(r, 50));
      [entry] = (await admin.get('/api/admin/emails').query({ recipient: phoebe, state: 'failed' }).expect(200)).body as Entry[];
    }
    expect(entry).toMatchObject({ state: 'failed', attempts: 2, nextAttemptAt: null });
    expect(entry!.lastError).toContain('451');
    expect(smtp.to(phoebe)).toHaveLength(0);

    smtp.accept();
    await admin.post(`/api/admin/emails/${entry!.id}/retry`).expect(204);
    await smtp.waitFor(phoebe);
    await settle();
    expect(smtp.to(phoebe)).toHaveLength(1);
    const [sent] = (await admin.get('/api/admin/emails').query({ recipient: phoebe }).expect(200)).body as Entry[];
    expect(sent).toMatchObject({ id: entry!.id, state: 'sent', attempts: 3, lastError: null });

    const again = await admin.post(`/api/admin/emails/${entry!.id}/retry`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Only a failed email can be retried; this one is sent.');
    const unknown = await admin.post('/api/admin/emails/00000000-0000-4000-8000-000000000000/retry');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('There is no such email.');
    expect((await admin.post('/api/admin/emails/not-an-id/retry')).status).toBe(404);
  });

  /** Each send of an email as the job queue holds it (pg-boss's job table), oldest first. */
  async function sendsOf(messageId: string) {
    return t.app
      .get(EntityManager)
      .fork()
      .execute<{ state: string; start_after: Date }[]>(
        `SELECT state::text AS state, start_after FROM pgboss.job WHERE name = 'notifications.send-email' AND data->>'key' = ? ORDER BY created_on`,
        [messageId],
      );
  }

  it("each send of an email is a job on the job queue: the first, the retry (due at the email's next attempt) and an administrator's retry", async () => {
    const priscilla = `priscilla_${Date.now()}@example.org`;
    smtp.refuse();
    await give(priscilla);
    await settle();
    const [failed] = await eventually(
      async () => (await admin.get('/api/admin/emails').query({ recipient: priscilla, state: 'failed' }).expect(200)).body as Entry[],
      (entries) => entries.length === 1,
      10_000,
    );
    const [first, retry, ...more] = await sendsOf(failed.id);
    expect(more).toHaveLength(0);
    expect([first.state, retry.state]).toEqual(['completed', 'completed']);
    // The retry was due MAIL_RETRY_BASE_MS (50 ms) after the first attempt failed: after the first send, not at once.
    expect(new Date(retry.start_after).getTime()).toBeGreaterThan(new Date(first.start_after).getTime());

    smtp.accept();
    await admin.post(`/api/admin/emails/${failed.id}/retry`).expect(204);
    await smtp.waitFor(priscilla);
    const sends = await eventually(() => sendsOf(failed.id), (rows) => rows.length === 3 && rows[2].state === 'completed', 10_000);
    expect(sends.map((send) => send.state)).toEqual(['completed', 'completed', 'completed']);
    expect(smtp.to(priscilla)).toHaveLength(1);

    // Administrators see the sends beside the periodic jobs.
    const jobs = (await admin.get('/api/admin/jobs').expect(200)).body as { name: string; kind: string; lastRun: { state: string } | null }[];
    expect(jobs.find((job) => job.name === 'notifications.send-email')).toMatchObject({ kind: 'deliveries', lastRun: { state: 'completed' } });
  });

  it('an email queued by a unit of work that fails leaves neither the email nor its send', async () => {
    const aquila = `aquila_${Date.now()}@example.org`;
    const event: IntegrationEvent<'identity.user-registered.v1'> = {
      id: randomUUID(),
      type: 'identity.user-registered.v1',
      occurredAt: new Date().toISOString(),
      payload: { userId: randomUUID(), username: 'aquila', email: aquila, firstName: 'Aquila', lastName: null, registeredAt: new Date().toISOString() },
    };
    const uow = t.app.get<UnitOfWork>(UNIT_OF_WORK);
    await expect(
      t.inContext(() =>
        uow.run(async () => {
          await t.app.get(MessageQueue).queue({ event, template: 'welcome', to: aquila, recipientUserId: null, message: { subject: 'Welcome', greeting: 'Hello,', blocks: [] } });
          throw new Error('the consumer failed after queueing');
        }),
      ),
    ).rejects.toThrow('the consumer failed after queueing');
    const em = t.app.get(EntityManager).fork();
    expect(await em.execute(`SELECT 1 FROM outgoing_message WHERE recipient_email = ?`, [aquila])).toHaveLength(0);
    expect(await em.execute(`SELECT 1 FROM pgboss.job WHERE name = 'notifications.send-email' AND created_on > now() - interval '1 minute' AND data->>'key' NOT IN (SELECT id::text FROM outgoing_message)`)).toHaveLength(0);
  });
});
