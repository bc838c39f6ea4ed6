import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../src/shared-kernel/application/unit-of-work.js';
import { OutboxPublisher } from '../../../src/shared-kernel/infrastructure/outbox/outbox.publisher.js';
import { OutboxRelay } from '../../../src/shared-kernel/infrastructure/outbox/outbox.relay.js';
import { createApp } from '../../../src/main.js';
import { loadConfig } from '../../../src/shared-kernel/infrastructure/config/app-config.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

/**
 * Two app instances on one database, each with its own relay, deliver the same outbox:
 * every consumer must see every message exactly once, and a failing consumer is retried
 * without running the others again.
 */
describe('outbox relay', () => {
  let first: TestApp;
  let second: Awaited<ReturnType<typeof createApp>>;

  beforeAll(async () => {
    first = await startTestApp({ config: { outboxPollMs: 0 } });
    second = await createApp(
      loadConfig({ DATABASE_URL: first.databaseUrl, LOG_LEVEL: 'silent' }, { ...first.config, outboxPollMs: 0 }),
      { quiet: true },
    );
    const em = first.app.get(EntityManager).fork();
    await em.execute(`CREATE TABLE test_delivery (consumer text NOT NULL, message_id uuid NOT NULL, relay text NOT NULL)`);
    await em.execute(`CREATE TABLE test_failure_budget (message_id uuid PRIMARY KEY)`);
  });

  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  function subscribe(app: typeof second, relayName: string) {
    const relay = app.get(OutboxRelay);
    const em = app.get(EntityManager);
    for (const consumer of ['ledger', 'mailer']) {
      relay.subscribe('identity.user-registered.v1', consumer, async (event) => {
        // Writes through the consumer's transaction: it commits with the processed key.
        await em.execute(`INSERT INTO test_delivery (consumer, message_id, relay) VALUES (?, ?, ?)`, [
          consumer,
          event.id,
          relayName,
        ]);
        if (consumer === 'mailer') {
          // The mailer fails once for messages listed in the failure budget, then succeeds. The budget
          // is spent outside the consumer's transaction (a fork), so the rollback does not refund it.
          const spent = await em.fork().execute<unknown[]>(`DELETE FROM test_failure_budget WHERE message_id = ? RETURNING 1`, [event.id]);
          if (spent.length) throw new Error('mail server unavailable');
        }
      });
    }
    return relay;
  }

  async function publish(app: TestApp, count: number): Promise<void> {
    const uow = app.app.get<UnitOfWork>(UNIT_OF_WORK);
    const publisher = app.app.get(OutboxPublisher);
    await app.inContext(async () => {
      for (let batch = 0; batch < count / 50; batch++) {
        await uow.run(async () => {
          for (let i = 0; i < 50; i++) {
            publisher.publish('identity.user-registered.v1', {
              userId: `${batch}-${i}`,
              username: `u${batch}_${i}`,
              email: `u${batch}_${i}@example.org`,
              firstName: null,
              lastName: null,
              registeredAt: new Date().toISOString(),
            });
          }
        });
      }
    });
  }

  it('loses nothing and delivers nothing twice with two relays running at once', async () => {
    const relayA = subscribe(first.app, 'A');
    const relayB = subscribe(second, 'B');
    await publish(first, 400);

    const [a, b] = await Promise.all([relayA.drain(), relayB.drain()]);
    expect(a + b).toBe(400);
    expect(a).toBeGreaterThan(0);
    expect(b).toBeGreaterThan(0);

    const em = first.app.get(EntityManager).fork();
    const [counts] = await em.execute<{ deliveries: string; distinct_pairs: string; pending: string }[]>(`
      SELECT (SELECT count(*) FROM test_delivery) AS deliveries,
             (SELECT count(DISTINCT (consumer, message_id)) FROM test_delivery) AS distinct_pairs,
             (SELECT count(*) FROM outbox_message WHERE processed_at IS NULL) AS pending`);
    expect(Number(counts.deliveries)).toBe(800);
    expect(Number(counts.distinct_pairs)).toBe(800);
    expect(Number(counts.pending)).toBe(0);
  });

  it('a rolled-back unit of work publishes nothing', async () => {
    const uow = first.app.get<UnitOfWork>(UNIT_OF_WORK);
    const publisher = first.app.get(OutboxPublisher);
    const em = first.app.get(EntityManager).fork();
    const [{ before }] = await em.execute<{ before: string }[]>(`SELECT count(*) AS before FROM outbox_message`);
    await expect(
      first.inContext(() =>
        uow.run(async () => {
          publisher.publish('identity.user-registered.v1', {
            userId: 'x', username: 'x', email: 'x@example.org', firstName: null, lastName: null, registeredAt: '',
          });
          throw new Error('the change failed');
        }),
      ),
    ).rejects.toThrow('the change failed');
    const [{ after }] = await em.execute<{ after: string }[]>(`SELECT count(*) AS after FROM outbox_message`);
    expect(after).toBe(before);
  });

  it('retries a failed consumer later without running the others again', async () => {
    const em = first.app.get(EntityManager).fork();
    await em.execute(`DELETE FROM test_delivery`);
    await publish(first, 50);
    // One pass of the relay over the batch (not a drain: a drain on a loaded machine may reach the failed message
    // again once its 1 s back-off is over, and its second attempt succeeds).
    const fresh = await em.execute<{ id: string }[]>(`SELECT id FROM outbox_message WHERE processed_at IS NULL ORDER BY occurred_at DESC, id DESC`);
    expect(fresh).toHaveLength(50);
    await em.execute(`INSERT INTO test_failure_budget (message_id) VALUES (?)`, [fresh[0].id]);

    const relay = first.app.get(OutboxRelay);
    expect(await relay.relayOnce()).toBe(50);
    const [failed] = await em.execute<{ attempts: number; last_error: string; processed_at: Date | null }[]>(
      `SELECT attempts, last_error, processed_at FROM outbox_message WHERE id = ?`,
      [fresh[0].id],
    );
    expect(failed.processed_at).toBeNull();
    expect(failed.last_error).toContain('mail server unavailable');

    // The back-off has passed.
    await em.execute(`UPDATE outbox_message SET available_at = now() WHERE id = ?`, [fresh[0].id]);
    await relay.drain();
    const rows = await em.execute<{ consumer: string; n: string }[]>(
      `SELECT consumer, count(*) AS n FROM test_delivery WHERE message_id = ? GROUP BY consumer ORDER BY consumer`,
      [fresh[0].id],
    );
    // The ledger ran once; the mailer's failed attempt rolled back with its processed key, then it ran once more.
    expect(rows.map((r) => [r.consumer, Number(r.n)])).toEqual([
      ['ledger', 1],
      ['mailer', 1],
    ]);
    const [{ pending }] = await em.execute<{ pending: string }[]>(
      `SELECT count(*) AS pending FROM outbox_message WHERE processed_at IS NULL`,
    );
    expect(Number(pending)).toBe(0);
  });
});
