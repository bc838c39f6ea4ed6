import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import request from 'supertest';
import { createTestDatabase } from '../../support/database.js';
import { startRoundRobinProxy } from '../../support/round-robin-proxy.js';
import { cleanUp, freshDataDir, startScript, type StartedScript } from './start-script.js';
import { eventually } from '../../support/eventually.js';

const CARD = '4242424242424242';
const ADMIN = { ADMIN_USERNAME: 'overseer', ADMIN_PASSWORD: 'overseer-password-1', ADMIN_EMAIL: 'overseer@example.org' };

/**
 * Two instances on one database behind one port are a supported deployment: two `npm start` processes (each its
 * own DATA_DIR, neither given SESSION_SECRET) behind a round-robin proxy. Gifts through both make exact totals,
 * every fact is mailed once, a payout is one transfer, and sessions and signed links made on one work on the other.
 */
describe('two instances on one database, behind one port', () => {
  const instances: StartedScript[] = [];
  const dataDirs: string[] = [];
  let database: { url: string; drop: () => Promise<void> };
  let proxy: Awaited<ReturnType<typeof startRoundRobinProxy>>;
  const sql = async <T extends pg.QueryResultRow>(text: string, params: unknown[] = []): Promise<T[]> => {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      return (await client.query<T>(text, params)).rows;
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    // One after the other: the first makes the administrator and keeps the generated session secret in the database.
    for (let i = 0; i < 2; i++) {
      const dataDir = freshDataDir('fc-two-');
      dataDirs.push(dataDir);
      instances.push(await startScript({ DATA_DIR: dataDir, DATABASE_URL: database.url, SESSION_SECRET: '', MAIL_POLL_MS: '200', PAYMENT_SWEEP_MS: '1000', SHUTDOWN_DRAIN_MS: '0', ...ADMIN }));
    }
    proxy = await startRoundRobinProxy(instances.map((s) => s.port));
  }, 120_000);

  afterAll(async () => {
    await proxy?.close();
    for (const s of instances) {
      process.kill(s.pid, 'SIGTERM');
      await s.exited(10_000);
      await cleanUp(s, null);
    }
    await database?.drop();
    await cleanUp(null, null, dataDirs);
  });

  it('gives through both: totals exact, one receipt per gift, sessions and monthly-gift links made on one work on the other, a payout is one transfer', async () => {
    const admin = request.agent(proxy.url);
    await admin.post('/api/login').send({ usernameOrEmail: ADMIN.ADMIN_USERNAME, password: ADMIN.ADMIN_PASSWORD }).expect(200);
    const organizer = request.agent(proxy.url);
    await organizer
      .post('/api/register')
      .send({ username: 'two_instances_org', password: 'a good long password', email: 'two.org@example.org', firstName: 'Junia', lastName: 'Rome', phone: '(615) 555-0100' })
      .expect(201);
    // The session cookie works on both instances, request after request.
    const answers = await Promise.all(Array.from({ length: 6 }, () => organizer.get('/api/user')));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.headers['x-served-by']))).toEqual(new Set(['0', '1']));

    const campaign = (await organizer.post('/api/campaigns').send({ title: 'Two Rooms For One Church', description: 'A campaign given to through two instances at once, behind one port.', goal: 5000 }).expect(201)).body;
    await admin.post(`/api/admin/campaigns/${campaign.id}/approve`).expect(200);
    for (let i = 0; i < 50 && (await request(proxy.url).get(`/api/campaigns/${campaign.id}`)).status !== 200; i++) await new Promise((r) => setTimeout(r, 100));

    const guest = (i: number) => ({ firstName: 'Guest', lastName: `No ${i}`, email: `two.guest${i}@example.org` });
    const amounts = Array.from({ length: 30 }, (_, i) => 1 + (i % 7));
    await Promise.all(
      amounts.map(async (amount, i) => {
        const http = request(proxy.url);
        const intent = await http.post('/api/donations/create-payment-intent').send({ campaignId: campaign.id, amount, guestInfo: guest(i) }).expect(200);
        await request(proxy.url).post('/api/payments/sandbox/confirm').send({ clientSecret: intent.body.clientSecret, cardNumber: CARD }).expect(200);
        await request(proxy.url).post('/api/donations/complete').send({ paymentIntentId: intent.body.paymentIntentId, campaignId: campaign.id }).expect(200);
      }),
    );
    const total = amounts.reduce((a, b) => a + b, 0);
    expect((await request(proxy.url).get(`/api/campaigns/${campaign.id}`).expect(200)).body).toMatchObject({ currentAmount: `${total}.00`, donorCount: 30 });

    // A guest's monthly gift: its signed manage link, made by one instance, opens on both.
    const monthly = await request(proxy.url).post('/api/donations/create-payment-intent').send({ campaignId: campaign.id, amount: 12, recurring: 'monthly', guestInfo: guest(99) }).expect(200);
    await request(proxy.url).post('/api/payments/sandbox/confirm').send({ clientSecret: monthly.body.clientSecret, cardNumber: CARD }).expect(200);
    const done = await request(proxy.url).post('/api/donations/complete').send({ paymentIntentId: monthly.body.paymentIntentId, campaignId: campaign.id, clientSecret: monthly.body.clientSecret }).expect(200);
    const managePath = done.body.monthlyGift.managePath as string;
    const opened = await Promise.all([0, 1, 2, 3].map(() => request(proxy.url).get(`/api/${managePath.replace('/monthly-gift/', 'recurring-gifts/')}`)));
    expect(opened.map((o) => o.status)).toEqual([200, 200, 200, 200]);

    // A payout through the proxy: one transfer at the provider for it.
    const { url } = (await organizer.post('/api/user/payout-account').expect(200)).body as { url: string };
    await organizer.post(`/api/payments/sandbox/payout-accounts/${url.split('/').pop()}/complete`).expect(200);
    const payout = (await organizer.post(`/api/campaigns/${campaign.id}/payouts`).send({ amount: 20 }).expect(201)).body;
    expect(payout.status).toBe('paid');

    // Both instances' mail dispatchers and sweeps have had time to work: every message went out once.
    let receipts = 0;
    for (let i = 0; i < 100; i++) {
      const [row] = await sql<{ receipts: string; unsent: string }>(
        `SELECT count(*) FILTER (WHERE template = 'donation-receipt' AND state = 'sent') AS receipts, count(*) FILTER (WHERE state IN ('queued', 'retrying')) AS unsent FROM outgoing_message`,
      );
      receipts = Number(row.receipts);
      if (receipts === 31 && Number(row.unsent) === 0) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(receipts).toBe(31);
    // Each message written once, by one instance: the files against the messages sent, read until both are still
    // (a notice queued after the count above, the payout's, may be written between the two reads; a message
    // written twice would leave one file too many for good).
    const mailFiles = () =>
      dataDirs.flatMap((dir) => {
        try {
          return readdirSync(join(dir, 'mail')).filter((f) => f.endsWith('.eml'));
        } catch {
          return [];
        }
      });
    const counted = async () => {
      const [{ sent }] = await sql<{ sent: string }>(`SELECT count(*) AS sent FROM outgoing_message WHERE state = 'sent'`);
      return { files: mailFiles().length, sent: Number(sent) };
    };
    const settled = await eventually(counted, (c) => c.files === c.sent, 10_000).catch(counted);
    expect(settled.files).toBe(settled.sent);
    expect(await sql(`SELECT id FROM sandbox_transfer WHERE metadata->>'payoutId' = $1`, [payout.id])).toHaveLength(1);
    expect(proxy.served[0]).toBeGreaterThan(20);
    expect(proxy.served[1]).toBeGreaterThan(20);
  }, 120_000);

  it('every periodic job runs once a period across both instances: one run a slot, none doubled, each recorded', async () => {
    // Both instances offer each job twice a period; the queue keeps one job a slot and gives it to one of them.
    const jobs = ['payments.sweep-unrecorded-payments', 'payments.settle-stuck-payouts', 'notifications.schedule-owed-mail'];
    const since = new Date();
    await new Promise((resolve) => setTimeout(resolve, 5_500));
    const runs = await sql<{ name: string; slot: string; runs: number; states: string[] }>(
      `SELECT name, singleton_on::text AS slot, count(*)::int AS runs, array_agg(state::text) AS states
         FROM pgboss.job WHERE name = ANY($1) AND created_on >= $2 GROUP BY name, singleton_on ORDER BY name, singleton_on`,
      [jobs, since],
    );
    for (const name of jobs) {
      const slots = runs.filter((r) => r.name === name);
      // A second's period over 5.5 s: a run in (nearly) every second, and never two in one.
      expect(slots.length).toBeGreaterThanOrEqual(4);
      expect(slots.every((slot) => slot.runs === 1)).toBe(true);
      expect(new Set(slots.map((slot) => slot.slot)).size).toBe(slots.length);
    }
    expect(runs.flatMap((r) => r.states).filter((state) => state === 'failed')).toEqual([]);

    // Administrators see each job with its period and its last run, whichever instance answers.
    const admin = request.agent(proxy.url);
    await admin.post('/api/login').send({ usernameOrEmail: ADMIN.ADMIN_USERNAME, password: ADMIN.ADMIN_PASSWORD }).expect(200);
    for (let i = 0; i < 2; i++) {
      const listed = (await admin.get('/api/admin/jobs').expect(200)).body as { name: string; everySeconds: number; lastRun: { state: string; error: string | null } | null }[];
      for (const name of jobs) expect(listed.find((job) => job.name === name)).toMatchObject({ everySeconds: 1, lastRun: { state: 'completed', error: null } });
      expect(listed.find((job) => job.name === 'creator-hub.refresh-platform-data')).toMatchObject({ everySeconds: 1800 });
    }
    await request(proxy.url).get('/api/admin/jobs').expect(401);
  });

  it('never two secrets in silence: an instance given SESSION_SECRET says the others signed with a generated one, and one without SESSION_SECRET then refuses to start', async () => {
    const given = freshDataDir('fc-two-');
    const unset = freshDataDir('fc-two-');
    dataDirs.push(given, unset);
    const third = await startScript({ DATA_DIR: given, DATABASE_URL: database.url, SESSION_SECRET: 'a-secret-given-to-the-third-instance', SHUTDOWN_DRAIN_MS: '0' });
    try {
      expect(third.output()).toContain("This database's instances signed sessions with a generated secret until now: give every instance this SESSION_SECRET");
    } finally {
      process.kill(third.pid, 'SIGTERM');
      await third.exited(10_000);
      await cleanUp(third, null);
    }
    const fourth = await startScript({ DATA_DIR: unset, DATABASE_URL: database.url, SESSION_SECRET: '', SHUTDOWN_DRAIN_MS: '0' }, { waitReady: false });
    const exit = await fourth.exited(30_000);
    await cleanUp(fourth, null);
    expect(exit.code).toBe(1);
    expect(fourth.output()).toContain('SESSION_SECRET is not set here, but another instance of this database was started with one: set the same SESSION_SECRET on every instance');
  }, 60_000);
});
