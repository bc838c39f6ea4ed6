import { describe, expect, it } from '@jest/globals';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AggregateRoot } from '../../../src/shared-kernel/domain/aggregate-root.js';
import type { DomainEvent } from '../../../src/shared-kernel/domain/domain-event.js';
import { TransactionRunner } from '../../../src/shared-kernel/infrastructure/database/transaction-runner.js';
import { DomainEventDispatcher } from '../../../src/shared-kernel/infrastructure/events/domain-event-dispatcher.js';
import { statementClaim, statementEvents, trackAggregate } from '../../../src/shared-kernel/infrastructure/events/unit-scope.js';
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

/** One-statement units of work (UnitOfWork.runAsOneStatement): what the statement is handed, and the safety nets. */
describe('one-statement unit of work', () => {
  function runner() {
    const dispatcher = new DomainEventDispatcher();
    dispatcher.publishAs(GiftGiven, 'payments.donation-started.v1', (e) => ({ donationId: 'd1', campaignId: 'c1', startedAt: e.occurredAt.toISOString() }));
    const committed: DomainEvent[] = [];
    dispatcher.onCommitted(Noted, (e) => committed.push(e));
    dispatcher.onCommitted(GiftGiven, (e) => committed.push(e));
    // A one-statement unit opens no transaction: neither the EntityManager nor the outbox publisher is used.
    return { transactions: new TransactionRunner({} as EntityManager, dispatcher, {} as OutboxPublisher), committed };
  }

  it("hands the repository the aggregate's integration events as an outbox CTE over its changed row, published once written", async () => {
    const { transactions, committed } = runner();
    const gift = new Gift();
    gift.give(2500);
    const { scope } = await transactions.runOneStatement(async () => {
      const events = statementEvents(gift, 'changed');
      expect(events?.sql).toMatch(/^outbox AS \(\s*INSERT INTO outbox_message .* FROM changed,/s);
      expect(events?.params).toEqual([expect.any(String), 'payments.donation-started.v1', JSON.stringify(payload), expect.any(Date)]);
      events?.written();
      trackAggregate(gift);
    });
    expect(scope.published).toEqual([expect.objectContaining({ type: 'payments.donation-started.v1', payload })]);
    expect(committed).toEqual([expect.any(GiftGiven)]);
  });

  it('a statement that changed nothing publishes nothing (written() is not called)', async () => {
    const { transactions, committed } = runner();
    const gift = new Gift();
    gift.give(2500);
    const { scope } = await transactions.runOneStatement(async () => {
      statementEvents(gift, 'changed');
    });
    expect(scope.published).toEqual([]);
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

  it("a consumer's delivery hands its statement the processed key, and fails when the statement did not claim it", async () => {
    const { transactions } = runner();
    const messageId = '5d0f1c0e-8b7a-4f3e-9c1d-2a3b4c5d6e7f';
    const claim = { consumer: 'test.credit', messageIds: [messageId], markProcessed: true };
    await transactions.runOneStatement(async () => {
      const part = statementClaim();
      expect(part?.sql).toMatch(/^claimed AS \(\s*INSERT INTO processed_message/);
      expect(part?.params).toEqual(['test.credit', `{${messageId}}`, true, `{${messageId}}`]);
    }, claim);
    await expect(transactions.runOneStatement(async () => undefined, claim)).rejects.toThrow('Consumer test.credit ran as one statement without claiming its processed key');
  });

  it('outside a one-statement unit there is nothing to fold: the unit of work publishes at commit', () => {
    expect(statementEvents(new Gift(), 'changed')).toBeNull();
    expect(statementClaim()).toBeNull();
  });
});
