import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../src/shared-kernel/application/unit-of-work.js';
import { TransactionRunner } from '../../../src/shared-kernel/infrastructure/database/transaction-runner.js';
import { OutboxStatement } from '../../../src/shared-kernel/infrastructure/outbox/outbox-statement.js';
import { OutboxPublisher } from '../../../src/shared-kernel/infrastructure/outbox/outbox.publisher.js';
import { OutboxRelay } from '../../../src/shared-kernel/infrastructure/outbox/outbox.relay.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

/**
 * Immediate and background consumers of one event, the relay running (its poll far away, so only the
 * publishing commit can wake it): the immediate consumer has run when the unit of work returns; the
 * background one runs right after, without anyone draining, several messages in one transaction of its
 * own; the message is delivered (processed) once both have run, each exactly once.
 */
describe('background consumers', () => {
  let t: TestApp;
  const em = () => t.app.get(EntityManager).fork();

  beforeAll(async () => {
    t = await startTestApp({ config: { outboxPollMs: 600_000 } });
    await em().execute(`CREATE TABLE test_bg_delivery (consumer text NOT NULL, message_id uuid NOT NULL, tx bigint NOT NULL)`);
    const relay = t.app.get(OutboxRelay);
    const write = (consumer: string) => async (event: { id: string }) => {
      await t.app.get(EntityManager).execute(`INSERT INTO test_bg_delivery (consumer, message_id, tx) VALUES (?, ?, txid_current())`, [consumer, event.id]);
    };
    relay.subscribe('identity.password-changed.v1', 'test.now', write('now'));
    relay.subscribe('identity.password-changed.v1', 'test.later', write('later'), { delivery: 'in-background' });
    // A consumer whose whole effect is one statement: it claims its processed key in that statement.
    await em().execute(`CREATE TABLE test_one_statement (message_id uuid NOT NULL)`);
    relay.subscribe('identity.user-registered.v1', 'test.one-statement', (event) => oneStatement(`changed AS (INSERT INTO test_one_statement (message_id) SELECT ? WHERE {guard} RETURNING message_id)`, [event.id]), {
      delivery: 'at-once-in-one-statement',
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A one-statement unit whose change is `cte` (`changed AS (…)`; {guard}: the kernel's claim guard), as a repository's. */
  function oneStatement(cte: string, params: unknown[]): Promise<void> {
    return t.app.get<UnitOfWork>(UNIT_OF_WORK).runAsOneStatement(async () => {
      await t.app.get(OutboxStatement).run(null, (guard) => ({ ctes: cte.replace('{guard}', guard), params }));
    });
  }

  it('runs the immediate consumer before the unit returns and the background one just after, batched, each once', async () => {
    const published: string[] = [];
    await t.inContext(() =>
      t.app.get<UnitOfWork>(UNIT_OF_WORK).run(async () => {
        for (let i = 0; i < 5; i++) {
          t.app.get(OutboxPublisher).publish('identity.password-changed.v1', { userId: randomUUID(), username: `u${i}`, email: `u${i}@example.org`, changedAt: new Date().toISOString() });
        }
      }),
    );
    published.push(...(await em().execute<{ id: string }[]>(`SELECT id FROM outbox_message WHERE type = 'identity.password-changed.v1'`)).map((r) => r.id));
    expect(published).toHaveLength(5);
    const now = await em().execute<{ message_id: string }[]>(`SELECT message_id FROM test_bg_delivery WHERE consumer = 'now'`);
    expect(now.map((r) => r.message_id).sort()).toEqual([...published].sort());

    const until = Date.now() + 5_000;
    let later: { message_id: string; tx: string }[] = [];
    while (Date.now() < until) {
      later = await em().execute(`SELECT message_id, tx FROM test_bg_delivery WHERE consumer = 'later'`);
      const [{ pending }] = await em().execute<{ pending: number }[]>(`SELECT count(*)::int AS pending FROM outbox_message WHERE processed_at IS NULL`);
      if (later.length === 5 && pending === 0) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(later.map((r) => r.message_id).sort()).toEqual([...published].sort());
    // One transaction for the five (they were all waiting when the poller woke).
    expect(new Set(later.map((r) => r.tx)).size).toBe(1);
    const [{ pending }] = await em().execute<{ pending: number }[]>(`SELECT count(*)::int AS pending FROM outbox_message WHERE processed_at IS NULL`);
    expect(pending).toBe(0);

    await t.app.get(OutboxRelay).drain();
    const [{ n }] = await em().execute<{ n: number }[]>(`SELECT count(*)::int AS n FROM test_bg_delivery`);
    expect(n).toBe(10);
  });

  it('runs a one-statement consumer without a transaction: its statement claims its processed key and marks the message, before the unit returns', async () => {
    await t.inContext(() =>
      t.app.get<UnitOfWork>(UNIT_OF_WORK).run(async () => {
        t.app.get(OutboxPublisher).publish('identity.user-registered.v1', { userId: randomUUID(), username: 'lydia', email: 'lydia@example.org', firstName: null, lastName: null, registeredAt: new Date().toISOString() });
      }),
    );
    const [message] = await em().execute<{ id: string; processed_at: Date | null }[]>(`SELECT id, processed_at FROM outbox_message WHERE type = 'identity.user-registered.v1'`);
    expect(await em().execute(`SELECT 1 FROM test_one_statement WHERE message_id = ?`, [message.id])).toHaveLength(1);
    expect(await em().execute(`SELECT 1 FROM processed_message WHERE consumer = 'test.one-statement' AND message_id = ?`, [message.id])).toHaveLength(1);
    expect(message.processed_at).not.toBeNull();
    // Delivered again (a crash before the mark, an admin's retry): the claim lets nothing through twice.
    await t.app.get(OutboxRelay).deliverNow([message.id]);
    expect(await em().execute(`SELECT 1 FROM test_one_statement WHERE message_id = ?`, [message.id])).toHaveLength(1);
  });

  it("the poller runs a one-statement consumer in a transaction of its own: a row it locks never stalls the batch's next consumer", async () => {
    await em().execute(`CREATE TABLE test_shared_row (id int PRIMARY KEY, n int NOT NULL); INSERT INTO test_shared_row VALUES (1, 0)`);
    const relay = t.app.get(OutboxRelay);
    relay.subscribe('identity.email-verification-requested.v1', 'test.bump-first', () => oneStatement(`changed AS (UPDATE test_shared_row SET n = n + 1 WHERE id = 1 AND {guard} RETURNING id)`, []), {
      delivery: 'at-once-in-one-statement',
    });
    relay.subscribe('identity.email-verification-requested.v1', 'test.bump-second', async () => {
      await t.app.get(EntityManager).execute(`UPDATE test_shared_row SET n = n + 1 WHERE id = 1`);
    });
    // Written without immediate delivery (as a relay that was down would find it): the poller's path.
    await t.inContext(() =>
      t.app.get(TransactionRunner).run(async () => {
        t.app.get(OutboxPublisher).publish('identity.email-verification-requested.v1', {
          userId: randomUUID(), email: 'tabitha@example.org', username: 'tabitha', verifyUrlPath: '/verify-email?token=x', expiresAt: new Date().toISOString(),
        });
      }),
    );
    const stalled = new Promise<'stalled'>((r) => setTimeout(() => r('stalled'), 5_000).unref());
    expect(await Promise.race([relay.drain().then(() => 'drained'), stalled])).toBe('drained');
    const [row] = await em().execute<{ n: number }[]>(`SELECT n FROM test_shared_row WHERE id = 1`);
    expect(row.n).toBe(2);
  });
});
