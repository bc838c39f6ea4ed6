import { TransactionPropagation } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { DomainEventDispatcher } from '../events/domain-event-dispatcher.js';
import { unitScope, type UnitScope } from '../events/unit-scope.js';
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

  private async settle(scope: UnitScope): Promise<void> {
    for (let round = 0; ; round++) {
      const events = [...scope.aggregates].flatMap((aggregate) => aggregate.pullEvents());
      if (events.length === 0) break;
      if (round === MAX_SETTLE_ROUNDS) throw new Error('Domain event handlers keep producing events');
      for (const event of events) {
        await this.dispatcher.handleCommitting(event);
        for (const { type, payload } of this.dispatcher.integrationEventsFor(event)) this.publisher.publish(type, payload);
        scope.events.push(event);
      }
    }
    await this.em.flush();
  }
}
