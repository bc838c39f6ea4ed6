import { TransactionPropagation } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { DomainEventDispatcher } from '../events/domain-event-dispatcher.js';
import { unitScope, writeUnitBatches, type OneStatementUnit, type ProcessedKeyClaim, type UnitScope } from '../events/unit-scope.js';
import { OutboxPublisher } from '../outbox/outbox.publisher.js';

/** Settling stops here: a handler chain this deep is a loop, not a design. */
const MAX_SETTLE_ROUNDS = 20;

/**
 * The core of every unit of work (a request's or an event consumer's): one PostgreSQL transaction
 * in which, after the work, the domain events of every saved aggregate are taken, handled in the
 * context (`onCommitting`) and mapped to integration events in the outbox, until none are left.
 * After commit the `onCommitted` handlers run.
 */
@Injectable()
export class TransactionRunner {
  constructor(
    private readonly em: EntityManager,
    private readonly dispatcher: DomainEventDispatcher,
    private readonly publisher: OutboxPublisher,
  ) {}

  /**
   * `separate`: a transaction of its own even when the caller is inside one (the outbox poller's claim
   * transaction): a consumer's unit commits, and its after-commit handlers run, on its own — never as a
   * savepoint that a later failure in the batch could still take back.
   */
  async run<T>(work: () => Promise<T>, options: { separate?: boolean } = {}): Promise<{ result: T; scope: UnitScope }> {
    const { scope, done } = unitScope.run(() =>
      this.em.transactional(
        async () => {
          const result = await work();
          await this.settle(scope);
          return result;
        },
        options.separate ? { propagation: TransactionPropagation.REQUIRES_NEW } : {},
      ),
    );
    const result = await done;
    this.dispatcher.handleCommitted(scope.events);
    return { result, scope };
  }

  /**
   * A unit of work that is ONE statement, without BEGIN and COMMIT (a statement is atomic on its own:
   * two round trips fewer on the hottest writes). The repository's statement (OutboxStatement) writes the
   * aggregate's integration events and, in a consumer's delivery (`claim`), the processed key. Events left
   * unwritten by then, or needing an in-transaction handler, are a programming error: they could no longer
   * commit with the change. After-commit handlers run as usual.
   */
  async runOneStatement<T>(work: () => Promise<T>, claim: ProcessedKeyClaim | null = null): Promise<{ result: T; scope: UnitScope }> {
    // (The work starts before unitScope.run returns: the unit finds its scope as the work's own.)
    const unit: OneStatementUnit = { claim, claimUsed: false };
    const { scope, done } = unitScope.run(work, unit);
    const result = await done;
    const left = [...scope.aggregates].flatMap((aggregate) => aggregate.pullEvents());
    for (const event of left) {
      if (this.dispatcher.hasCommittingHandlers(event) || this.dispatcher.integrationEventsFor(event).length > 0) {
        throw new Error(`${event.constructor.name} was left out of its one-statement unit's statement`);
      }
      scope.events.push(event);
    }
    if (claim && !unit.claimUsed) throw new Error(`Consumer ${claim.consumer} ran as one statement without claiming its processed key`);
    this.dispatcher.handleCommitted(scope.events);
    return { result, scope };
  }

  private async settle(scope: UnitScope): Promise<void> {
    for (let round = 0; ; round++) {
      // Rows gathered for one write each (batchedUntilCommit), then the events of everything saved.
      await writeUnitBatches(scope);
      const events = [...scope.aggregates].flatMap((aggregate) => aggregate.pullEvents());
      if (events.length === 0) break;
      if (round === MAX_SETTLE_ROUNDS) throw new Error('Domain event handlers keep producing events');
      for (const event of events) {
        await this.dispatcher.handleCommitting(event);
        for (const { type, payload } of this.dispatcher.integrationEventsFor(event)) this.publisher.publish(type, payload);
        scope.events.push(event);
      }
    }
    await this.publisher.writeUnwritten(scope);
    await this.em.flush();
  }
}
