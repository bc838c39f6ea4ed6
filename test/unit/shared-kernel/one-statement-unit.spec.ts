import { describe, expect, it } from '@jest/globals';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AggregateRoot } from '../../../src/shared-kernel/domain/aggregate-root.js';
import type { DomainEvent } from '../../../src/shared-kernel/domain/domain-event.js';
import { TransactionRunner } from '../../../src/shared-kernel/infrastructure/database/transaction-runner.js';
import { DomainEventDispatcher } from '../../../src/shared-kernel/infrastructure/events/domain-event-dispatcher.js';
import { trackAggregate } from '../../../src/shared-kernel/infrastructure/events/unit-scope.js';
import type { PlainSql } from '../../../src/shared-kernel/infrastructure/database/plain-sql.js';
import { OutboxStatement } from '../../../src/shared-kernel/infrastructure/outbox/outbox-statement.js';
import type { OutboxPublisher } from '../../../src/shared-kernel/infrastructure/outbox/outbox.publisher.js';
import '../../../src/modules/payments/index.js';

class GiftGiven implements DomainEvent {
  constructor(
    readonly giftCents: number,
    readonly occurredAt: Date,
  ) {}
}

class Noted implements DomainEvent {
  readonly occurredAt = new Date();
}

class Gift extends AggregateRoot {
  give(cents: number): void {
    this.record(new GiftGiven(cents, new Date('2026-11-26T10:00:00Z')));
  }
  note(): void {
    this.record(new Noted());
  }
}

const payload = { donationId: 'd1', campaignId: 'c1', startedAt: '2026-11-26T10:00:00.000Z' };

/**
 * One-statement units of work (UnitOfWork.runAsOneStatement) and the kernel's OutboxStatement: the statement a
 * repository's change becomes, and the safety nets.
 */
describe('one-statement unit of work', () => {
  function runner(changedRows = 1) {
    const dispatcher = new DomainEventDispatcher();
    dispatcher.publishAs(GiftGiven, 'payments.donation-started.v1', (e) => ({ donationId: 'd1', campaignId: 'c1', startedAt: e.occurredAt.toISOString() }));
    const committed: DomainEvent[] = [];
    dispatcher.onCommitted(Noted, (e) => committed.push(e));
    dispatcher.onCommitted(GiftGiven, (e) => committed.push(e));
    // The pool stand-in records each statement and answers `changedRows` rows of `changed`.
    const statements: { sql: string; params: readonly unknown[] }[] = [];
    const sql = {
      run: async (_em: unknown, text: string, params: readonly unknown[]) => {
        statements.push({ sql: text, params });
        return Array.from({ length: changedRows }, () => ({ id: 'd1' }));
      },
    } as unknown as PlainSql;
    // A one-statement unit opens no transaction: neither the EntityManager nor the outbox publisher is used.
    return {
      transactions: new TransactionRunner({} as EntityManager, dispatcher, {} as OutboxPublisher),
      statement: new OutboxStatement({} as EntityManager, sql, dispatcher),
      statements,
      committed,
    };
  }
  const change = (guard: string) => ({ ctes: `changed AS (UPDATE gift SET n = n + 1 WHERE id = ? AND ${guard} RETURNING id)`, params: ['g1'] });

  it("writes the aggregate's integration events as outbox rows from the changed row, in the change's own statement, published once written", async () => {
    const { transactions, statement, statements, committed } = runner();
    const gift = new Gift();
    gift.give(2500);
    const { scope } = await transactions.runOneStatement(() => statement.run(gift, change));
    expect(statements).toHaveLength(1);
    expect(statements[0].sql).toMatch(/^WITH changed AS \(UPDATE gift .* AND TRUE RETURNING id\), outbox AS \(\s*INSERT INTO outbox_message .* FROM changed,.*SELECT \* FROM changed$/s);
    expect(statements[0].params).toEqual(['g1', expect.any(String), 'payments.donation-started.v1', JSON.stringify(payload), expect.any(Date)]);
    expect(scope.published).toEqual([expect.objectContaining({ type: 'payments.donation-started.v1', payload })]);
    expect(committed).toEqual([expect.any(GiftGiven)]);
  });

  it('a statement that changed nothing publishes nothing, and its aggregate is dropped unseen', async () => {
    const { transactions, statement, committed } = runner(0);
    const gift = new Gift();
    gift.give(2500);
    const { scope } = await transactions.runOneStatement(() => statement.run(gift, change));
    expect(scope.published).toEqual([]);
    expect(scope.aggregates.size).toBe(0);
    expect(committed).toEqual([]);
  });

  it('refuses integration events the statement did not write: they could no longer commit with the change', async () => {
    const { transactions } = runner();
    const gift = new Gift();
    gift.give(2500);
    await expect(transactions.runOneStatement(async () => trackAggregate(gift))).rejects.toThrow('GiftGiven was left out of its one-statement unit');
  });

  it('events with after-commit handlers only need no statement of their own', async () => {
    const { transactions, committed } = runner();
    const gift = new Gift();
    gift.note();
    await transactions.runOneStatement(async () => trackAggregate(gift));
    expect(committed).toEqual([expect.any(Noted)]);
  });

  it("in a consumer's delivery the claim goes first and guards the change; a delivery whose statement did not claim fails", async () => {
    const { transactions, statement, statements } = runner();
    const messageId = '5d0f1c0e-8b7a-4f3e-9c1d-2a3b4c5d6e7f';
    const claim = { consumer: 'test.credit', messageIds: [messageId], markProcessed: true };
    await transactions.runOneStatement(() => statement.run(null, change), claim);
    expect(statements[0].sql).toMatch(/^WITH claimed AS \(\s*INSERT INTO processed_message.*marked AS .*changed AS \(UPDATE gift .* AND EXISTS \(SELECT 1 FROM claimed\) RETURNING id\) SELECT \* FROM changed$/s);
    expect(statements[0].params).toEqual(['test.credit', `{${messageId}}`, true, `{${messageId}}`, 'g1']);
    await expect(transactions.runOneStatement(async () => undefined, claim)).rejects.toThrow('Consumer test.credit ran as one statement without claiming its processed key');
  });

  it('refuses a change outside any unit of work', async () => {
    const { statement } = runner();
    await expect(statement.run(new Gift(), change)).rejects.toThrow('Gift written outside a unit of work');
  });
});
