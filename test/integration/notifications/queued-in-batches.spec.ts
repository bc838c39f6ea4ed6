import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../src/shared-kernel/application/unit-of-work.js';
import { OutboxPublisher } from '../../../src/shared-kernel/infrastructure/outbox/outbox.publisher.js';
import { OutboxRelay } from '../../../src/shared-kernel/infrastructure/outbox/outbox.relay.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

/**
 * A background consumer's batch queues its emails together, written in one INSERT as its unit of work
 * commits: each message is queued once, and what the consumer reads of the message log within the
 * batch already counts the messages the batch queued before it.
 */
describe('emails queued by a batch of events', () => {
  let t: TestApp;
  const em = () => t.app.get(EntityManager).fork();

  beforeAll(async () => {
    // The poller far away: the batch below is relayed when this test says, all at once.
    t = await startTestApp({ config: { outboxPollMs: 600_000 } });
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Until every outbox message is delivered (the relay, woken by the publishing commit, may hold them). */
  async function delivered(): Promise<void> {
    for (const until = Date.now() + 10_000; Date.now() < until; ) {
      await t.app.get(OutboxRelay).drain();
      const [{ n }] = await em().execute<{ n: number }[]>(`SELECT count(*)::int AS n FROM outbox_message WHERE processed_at IS NULL`);
      if (n === 0) return;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error('The outbox was not delivered within 10 s');
  }

  const publishInOneUnit = (publish: (publisher: OutboxPublisher) => void) =>
    t.inContext(() =>
      t.app.get<UnitOfWork>(UNIT_OF_WORK).run(async () => {
        publish(t.app.get(OutboxPublisher));
      }),
    );

  it('queues one email per event of a batch, each once', async () => {
    const users = Array.from({ length: 12 }, (_, i) => ({ userId: randomUUID(), username: `batch${i}`, email: `batch${i}_${Date.now()}@example.org` }));
    await publishInOneUnit((publisher) => {
      for (const u of users) publisher.publish('identity.password-changed.v1', { ...u, changedAt: new Date().toISOString() });
    });
    await delivered();
    const rows = await em().execute<{ recipient_email: string; template: string; n: number }[]>(
      `SELECT recipient_email, template, count(*)::int AS n FROM outgoing_message WHERE recipient_user_id IN (?) GROUP BY 1, 2`,
      [users.map((u) => u.userId)],
    );
    expect(rows.map((r) => [r.recipient_email, r.template, r.n]).sort()).toEqual(users.map((u) => [u.email, 'password-changed', 1]).sort());
  });

  it("a member's second verification link in the same batch comes as a plain verification mail, after one welcome", async () => {
    const member = { userId: randomUUID(), username: 'twolinks', email: `twolinks_${Date.now()}@example.org` };
    const link = (n: number) => ({ ...member, verifyUrlPath: `/verify-email?token=t${n}`, expiresAt: new Date(Date.now() + 86_400_000).toISOString() });
    await publishInOneUnit((publisher) => {
      publisher.publish('identity.email-verification-requested.v1', link(1));
      publisher.publish('identity.email-verification-requested.v1', link(2));
    });
    await delivered();
    // Both queued in one batch (the same millisecond, maybe): one welcome, and the other link as a verification mail.
    const rows = await em().execute<{ template: string }[]>(`SELECT template FROM outgoing_message WHERE recipient_user_id = ?`, [member.userId]);
    expect(rows.map((r) => r.template).sort()).toEqual(['verify-email', 'welcome']);
  });
});
