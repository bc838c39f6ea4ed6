import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MikroORM, RequestContext } from '@mikro-orm/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, connect, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import request from 'supertest';
import { createApp } from '../../../src/main.js';
import { allMigrations } from '../../../src/migrations.js';
import { loadConfig } from '../../../src/shared-kernel/infrastructure/config/app-config.js';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../../src/shared-kernel/infrastructure/database/embedded-postgres.js';
import { applyMigrations } from '../../../src/shared-kernel/infrastructure/database/migrate.js';
import { liveCampaign } from '../../support/campaigns.js';
import { signInAsAdmin, signUp } from '../../support/http.js';
import type { TestApp } from '../../support/test-app.js';

/**
 * The database dies in the middle of giving: no gift may be lost or counted twice once it is back.
 *
 * The app runs on its own embedded PostgreSQL cluster, reached through a TCP relay on a fixed port
 * (as an app reaches its database through a fixed address): the cluster is stopped with a fast
 * shutdown (open transactions aborted, connections cut) while guests are giving, and started again
 * on the same data directory. Donors then retry the completion call, as the donation-complete
 * screen does, and the outbox relay catches up with the campaign totals.
 */

const GUESTS = 40;
const KILL_AFTER_COMPLETIONS = 10;
const DOWN_FOR_MS = 1500;

/** A TCP relay to the current PostgreSQL port: the app's database address survives a restart of the cluster. */
function databaseAddress(): Promise<{ port: number; target: (port: number | null) => void; close: () => Promise<void> }> {
  let upstreamPort: number | null = null;
  const open = new Set<Socket>();
  const server: Server = createServer((client) => {
    open.add(client);
    client.on('close', () => open.delete(client));
    if (upstreamPort === null) return void client.destroy();
    const upstream = connect(upstreamPort, '127.0.0.1');
    open.add(upstream);
    const cut = () => {
      client.destroy();
      upstream.destroy();
    };
    upstream.on('close', () => {
      open.delete(upstream);
      cut();
    });
    client.on('close', cut);
    client.on('error', cut);
    upstream.on('error', cut);
    client.pipe(upstream);
    upstream.pipe(client);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({
        port: typeof address === 'object' && address ? address.port : 0,
        target: (port) => {
          upstreamPort = port;
        },
        close: () =>
          new Promise<void>((done) => {
            for (const socket of open) socket.destroy();
            server.close(() => done());
          }),
      });
    });
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** A bound for a wait that must not keep the test process alive once the wait is over. */
const timeLimit = (ms: number) => new Promise<false>((r) => setTimeout(() => r(false), ms).unref());

interface Gift {
  amount: number;
  paymentIntentId: string | null;
  completed: boolean;
}

describe('the database dies in the middle of giving', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'fc-fault-pg-'));
  const appDataDir = mkdtempSync(join(tmpdir(), 'fc-fault-data-'));
  let database: EmbeddedDatabase | null = null;
  let address: Awaited<ReturnType<typeof databaseAddress>>;
  let app: NestExpressApplication;
  let t: TestApp;
  let appClosed = false;

  beforeAll(async () => {
    database = await startEmbeddedPostgres({ dataDir, database: 'fc_fault' });
    await applyMigrations(database.url, allMigrations);
    address = await databaseAddress();
    address.target(Number(new URL(database.url).port));
    // The cluster's own (generated) password, through the fault-injecting address.
    const through = new URL(database.url);
    through.port = String(address.port);
    const databaseUrl = through.toString();
    const config = loadConfig(
      { DATA_DIR: appDataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent' },
      { sessionSecret: 'test-session-secret', webRoot: null, outboxPollMs: 50 },
    );
    app = await createApp(config, { quiet: true });
    const orm = app.get(MikroORM);
    t = {
      app,
      config,
      url: '',
      databaseUrl,
      inContext: (work) => RequestContext.create(orm.em.fork(), work),
      close: () => app.close(),
    };
  }, 60_000);

  afterAll(async () => {
    if (!appClosed) await Promise.race([app?.close(), timeLimit(5000)]).catch(() => undefined);
    await address?.close();
    await database?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(appDataDir, { recursive: true, force: true });
  }, 30_000);

  it('records every paid gift exactly once and the campaign totals match, once PostgreSQL is back', async () => {
    const owner = (await signUp(t)).agent;
    const campaign = await liveCampaign(owner, await signInAsAdmin(t));
    const http = () => request(app.getHttpServer());
    const bounded = { response: 5000, deadline: 8000 };

    const gifts: Gift[] = Array.from({ length: GUESTS }, (_, i) => ({ amount: 1 + (i % 9), paymentIntentId: null, completed: false }));
    let completions = 0;
    let killed: Promise<number> | null = null;
    let inFlightAtKill = 0;
    const failures = { createIntent: 0, confirm: 0, complete: 0 };
    const kill = async (): Promise<number> => {
      inFlightAtKill = [...started].filter((g) => !g.completed).length;
      const at = Date.now();
      await database?.stop();
      database = null;
      return at;
    };
    const started = new Set<Gift>();
    // PostgreSQL dies once enough gifts are done and while at least one guest is mid-way (a fast app may
    // complete each gift before the next guest arrives: then the next guest to start is the one caught).
    const killWhenDue = () => {
      if (killed === null && completions >= KILL_AFTER_COMPLETIONS && [...started].some((g) => !g.completed)) killed = kill();
    };

    // Guests arrive one every 15 ms; each goes through the sandbox flow once, as far as it gets.
    const flows = gifts.map(async (gift, i) => {
      await sleep(i * 20);
      started.add(gift);
      killWhenDue();
      try {
        const intent = await http()
          .post('/api/donations/create-payment-intent')
          .timeout(bounded)
          .send({ campaignId: campaign.id, amount: gift.amount, guestInfo: { firstName: 'Ruth', lastName: 'Moabite', email: `g${i}@example.org` } })
          .catch(() => null);
        if (intent?.status !== 200) return void failures.createIntent++;
        gift.paymentIntentId = intent.body.paymentIntentId;
        const confirm = await http()
          .post('/api/payments/sandbox/confirm')
          .timeout(bounded)
          .send({ clientSecret: intent.body.clientSecret, cardNumber: '4242424242424242' })
          .catch(() => null);
        if (confirm?.status !== 200) failures.confirm++; // the donor still lands on the completion screen
        const done = await http()
          .post('/api/donations/complete')
          .timeout(bounded)
          .send({ paymentIntentId: gift.paymentIntentId, campaignId: campaign.id })
          .catch(() => null);
        if (done?.status !== 200) failures.complete++;
        if (done?.status === 200) {
          gift.completed = true;
          completions++;
          killWhenDue();
        }
      } catch {
        /* the request failed with the database: the donor retries completion below */
      }
    });
    await Promise.all(flows);
    expect(killed).not.toBeNull();
    const killedAt = await (killed as unknown as Promise<number>);
    expect(inFlightAtKill).toBeGreaterThan(0);
    const completedBeforeRestart = gifts.filter((g) => g.completed).length;

    // Down for a while: the app answers, health says 503.
    await sleep(Math.max(0, killedAt + DOWN_FOR_MS - Date.now()));
    expect((await http().get('/api/health').timeout(bounded)).status).toBe(503);

    const restartedAt = Date.now();
    database = await startEmbeddedPostgres({ dataDir, database: 'fc_fault' });
    address.target(Number(new URL(database.url).port));
    let healthyAt = 0;
    while (Date.now() - restartedAt < 15_000) {
      const health = await http().get('/api/health').timeout(bounded).catch(() => null);
      if (health?.status === 200) {
        healthyAt = Date.now();
        break;
      }
      await sleep(100);
    }
    expect(healthyAt).toBeGreaterThan(0);

    // Donors who were told nothing (or an error) retry completion, as the donation-complete screen does.
    const retried = await Promise.all(
      gifts
        .filter((g) => g.paymentIntentId !== null && !g.completed)
        .map(async (gift) => {
          for (let attempt = 0; attempt < 20; attempt++) {
            const done = await http()
              .post('/api/donations/complete')
              .timeout(bounded)
              .send({ paymentIntentId: gift.paymentIntentId, campaignId: campaign.id })
              .catch(() => null);
            if (done?.status === 200) {
              gift.completed = true;
              return 'completed';
            }
            if (done && done.status < 500) return `refused ${done.status}`; // never paid: nothing to record
            await sleep(200);
          }
          return 'gave up';
        }),
    );
    expect(retried).not.toContain('gave up');

    // The books, straight from the database.
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const [{ succeeded }] = (
        await client.query<{ succeeded: number }>(`SELECT count(*)::int AS succeeded FROM sandbox_payment_intent WHERE status = 'succeeded'`)
      ).rows;
      const [{ completed, distinct_intents, sum_cents }] = (
        await client.query<{ completed: number; distinct_intents: number; sum_cents: string }>(
          `SELECT count(*)::int AS completed, count(DISTINCT payment_intent_id)::int AS distinct_intents, coalesce(sum(gift_cents), 0) AS sum_cents
             FROM donation WHERE status = 'completed' AND campaign_id = $1`,
          [campaign.id],
        )
      ).rows;
      expect(completed).toBe(succeeded);
      expect(distinct_intents).toBe(completed);
      // Every succeeded intent is one completed donation, and the other way round.
      const [{ unmatched }] = (
        await client.query<{ unmatched: number }>(
          `SELECT count(*)::int AS unmatched
             FROM (SELECT id FROM sandbox_payment_intent WHERE status = 'succeeded') i
             FULL JOIN (SELECT payment_intent_id FROM donation WHERE status = 'completed') d ON d.payment_intent_id = i.id
            WHERE i.id IS NULL OR d.payment_intent_id IS NULL`,
        )
      ).rows;
      expect(unmatched).toBe(0);
      expect(gifts.filter((g) => g.completed)).toHaveLength(completed);

      // The relay catches up: the campaign shows every recorded gift, once.
      const expected = { currentAmount: (Number(sum_cents) / 100).toFixed(2), donorCount: completed };
      let shown: { currentAmount: string; donorCount: number } | null = null;
      const caughtUpFrom = Date.now();
      while (Date.now() - caughtUpFrom < 15_000) {
        const res = await http().get(`/api/campaigns/${campaign.id}`).timeout(bounded);
        shown = { currentAmount: res.body.currentAmount, donorCount: res.body.donorCount };
        if (shown.currentAmount === expected.currentAmount && shown.donorCount === expected.donorCount) break;
        await sleep(200);
      }
      const caughtUpAt = Date.now();
      expect(shown).toEqual(expected);
      const [{ pending, dead }] = (
        await client.query<{ pending: number; dead: number }>(
          `SELECT count(*) FILTER (WHERE processed_at IS NULL AND dead_at IS NULL)::int AS pending, count(*) FILTER (WHERE dead_at IS NOT NULL)::int AS dead FROM outbox_message`,
        )
      ).rows;
      expect(dead).toBe(0);

      process.stdout.write(
        `database fault: ${GUESTS} guests; ${inFlightAtKill} gifts in flight when PostgreSQL stopped; ${completedBeforeRestart} completed before the restart; ` +
          `failed calls: ${JSON.stringify(failures)}; ${succeeded} intents succeeded, ${completed} donations recorded ` +
          `(${retried.filter((r) => r === 'completed').length} by a retried completion, refusals: ${JSON.stringify(retried.filter((r) => r !== 'completed'))}); ` +
          `health back ${healthyAt - restartedAt} ms after the restart began; totals caught up ${caughtUpAt - healthyAt} ms after health; outbox pending ${pending}\n`,
      );
    } finally {
      await client.end();
    }
    expect((await http().get('/api/health').timeout(bounded)).status).toBe(200);

    // Every pooled connection came back: closing the app does not wait for ever.
    const closing = Date.now();
    // No connection is left checked out once the work is done: a connection lost mid-transaction went back
    // to the pool (discarded) instead of holding a slot for ever.
    const { OutboxRelay } = await import('../../../src/shared-kernel/infrastructure/outbox/outbox.relay.js');
    await app.get(OutboxRelay).stop();
    // The mail dispatcher may still be sending the receipts of those gifts: it stops too.
    const { MailDispatchScheduler } = await import('../../../src/modules/notifications/adapters/scheduling/mail-dispatch.scheduler.js');
    await app.get(MailDispatchScheduler).stop();
    const pool = await (app.get(MikroORM).em.getConnection() as unknown as { getNativeClient(): Promise<pg.Pool> }).getNativeClient();
    expect(pool.totalCount - pool.idleCount).toBe(0);
    appClosed = await Promise.race([app.close().then(() => true), timeLimit(10_000)]);
    expect(appClosed).toBe(true);
    process.stdout.write(`app closed in ${Date.now() - closing} ms\n`);
  }, 60_000);
});
