import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../src/shared-kernel/application/unit-of-work.js';
import { PlainSql } from '../../../src/shared-kernel/infrastructure/database/plain-sql.js';
import { OutboxPublisher } from '../../../src/shared-kernel/infrastructure/outbox/outbox.publisher.js';
import { OutboxRelay } from '../../../src/shared-kernel/infrastructure/outbox/outbox.relay.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

/**
 * Closing the app (a deploy's SIGTERM) while background work is under way: the relay's pass, the mail
 * dispatcher and the periodic jobs finish what they began on a live database, and only then are its
 * connections closed. Closed the other way round, a pass that needs one more connection meets a closed
 * pool: its delivery fails, and a connection still waiting for its turn never gets one, so closing waits
 * for ever.
 */
describe('closing the app while the outbox relay delivers', () => {
  let t: TestApp;
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let entered: () => void = () => undefined;
  const slowConsumerEntered = new Promise<void>((resolve) => (entered = resolve));

  beforeAll(async () => {
    // The relay runs (its poll far away: only the publishing commit wakes it).
    t = await startTestApp({ config: { outboxPollMs: 600_000 } });
    await t.app.get(EntityManager).fork().execute(`CREATE TABLE test_shutdown_delivery (consumer text NOT NULL, message_id uuid NOT NULL)`);
    const relay = t.app.get(OutboxRelay);
    const write = (consumer: string) => async (event: { id: string }) => {
      await t.app.get(EntityManager).execute(`INSERT INTO test_shutdown_delivery (consumer, message_id) VALUES (?, ?)`, [consumer, event.id]);
    };
    // Two background consumers, each in a unit of work (a connection) of its own, the first one slow.
    relay.subscribe(
      'identity.password-changed.v1',
      'test.slow',
      async (event) => {
        entered();
        await gate;
        await write('slow')(event);
      },
      { delivery: 'in-background' },
    );
    relay.subscribe('identity.password-changed.v1', 'test.next', write('next'), { delivery: 'in-background' });
  });
  afterAll(async () => {
    // Whatever happened, the held consumer lets go: otherwise closing would wait for it.
    release();
    await t?.close();
  });

  it('lets the pass under way deliver to every consumer before the connections close', async () => {
    await t.inContext(() =>
      t.app.get<UnitOfWork>(UNIT_OF_WORK).run(async () => {
        t.app.get(OutboxPublisher).publish('identity.password-changed.v1', { userId: randomUUID(), username: 'lydia', email: 'lydia@example.org', changedAt: new Date().toISOString() });
      }),
    );
    await slowConsumerEntered;

    const closing = t.app.close();
    // The shutdown goes on meanwhile as far as it goes without this pass.
    await new Promise((resolve) => setTimeout(resolve, 300));
    release();
    await closing;

    const db = new pg.Client({ connectionString: t.databaseUrl });
    await db.connect();
    try {
      const { rows: delivered } = await db.query<{ consumer: string }>(`SELECT consumer FROM test_shutdown_delivery ORDER BY consumer`);
      expect(delivered.map((r) => r.consumer)).toEqual(['next', 'slow']);
      const { rows: messages } = await db.query<{ processed: boolean; last_error: string | null }>(
        `SELECT processed_at IS NOT NULL AS processed, last_error FROM outbox_message WHERE type = 'identity.password-changed.v1'`,
      );
      expect(messages).toEqual([{ processed: true, last_error: null }]);
    } finally {
      await db.end();
    }
  });
});

/**
 * A request whose connection the HTTP drain cut after its grace period may still be running its handler when
 * the app closes the database. What it then asks of the database must fail at once; MikroORM would otherwise
 * connect again, opening a pool (and PostgreSQL connections) that nothing closes.
 */
describe('work that reaches the database after the app has closed it', () => {
  it('fails with a clear error and opens no new connection', async () => {
    const t = await startTestApp({ config: { outboxPollMs: 0 } });
    try {
      const em = t.app.get(EntityManager);
      const plainSql = t.app.get(PlainSql);
      await em.fork().execute('SELECT 1');
      await t.app.close();

      await expect(em.fork().execute('SELECT 1')).rejects.toThrow('The database connection is closed: the application is shutting down');
      const throughKysely = async () => t.app.get(EntityManager).fork().getKysely().selectNoFrom((eb) => eb.val(1).as('one')).execute();
      await expect(throughKysely()).rejects.toThrow('The database connection is closed');
      // PlainSql keeps the ORM's pool, which is ended: pg says so.
      await expect(plainSql.read('SELECT 1', [])).rejects.toThrow('Cannot use a pool after calling end on the pool');

      const db = new pg.Client({ connectionString: t.databaseUrl });
      await db.connect();
      try {
        const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND backend_type = 'client backend' AND pid <> pg_backend_pid()`);
        expect(rows[0].n).toBe(0);
      } finally {
        await db.end();
      }
    } finally {
      await t.close();
    }
  });
});
