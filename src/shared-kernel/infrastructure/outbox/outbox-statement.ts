import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { AggregateRoot } from '../../domain/aggregate-root.js';
import type { DomainEvent } from '../../domain/domain-event.js';
import { newId } from '../../domain/ids.js';
import { PlainSql } from '../database/plain-sql.js';
import { DomainEventDispatcher } from '../events/domain-event-dispatcher.js';
import { trackAggregate, unitScope, type PublishedMessage } from '../events/unit-scope.js';
import { outboxRows, processedKeyClaim } from './outbox-sql.js';

/** A repository's change, as the CTEs of one statement: one of them is `changed` (the rows it changed, RETURNING). */
export interface Change {
  ctes: string;
  params: unknown[];
}

/** What a change guarded by a consumer's claim puts in its WHERE. */
const CLAIMED = 'EXISTS (SELECT 1 FROM claimed)';

/**
 * The one way a repository writes a change: it hands over its statement, and the kernel adds what the outbox
 * needs, runs it and hands the aggregate to the unit of work.
 *  - In a one-statement unit of work (UnitOfWork.runAsOneStatement: no transaction), the aggregate's integration
 *    events become outbox rows written from `changed` (outboxRows): published exactly when the change happened
 *    (a racing loser changes no row, publishes nothing, and its aggregate is dropped unseen). In a consumer's
 *    one-statement delivery, the consumer's processed-key claim goes first (processedKeyClaim), and `guard`,
 *    which the change puts in its WHERE, lets the change happen only when the key was new: key and change
 *    commit together, once.
 *  - In a unit of work with a transaction, `guard` is TRUE (the relay claimed the key in that transaction) and
 *    the aggregate's events are published when the unit commits.
 * The statement goes to the pool outside a transaction, through the unit's EntityManager inside one. Answers the
 * rows `changed` returned; the aggregate joins the unit of work only when there were some.
 */
@Injectable()
export class OutboxStatement {
  constructor(
    private readonly em: EntityManager,
    private readonly sql: PlainSql,
    private readonly dispatcher: DomainEventDispatcher,
  ) {}

  async run<R = Record<string, unknown>>(aggregate: AggregateRoot | null, build: (guard: string) => Change): Promise<R[]> {
    const scope = unitScope.current();
    if (!scope) throw new Error(`${aggregate?.constructor.name ?? 'A change'} written outside a unit of work`);
    const unit = scope.oneStatement;
    const claim = unit?.claim ? processedKeyClaim(unit.claim) : null;
    if (unit?.claim) unit.claimUsed = true;
    const change = build(claim ? CLAIMED : 'TRUE');
    const events = unit && aggregate ? aggregate.pullEvents() : [];
    const messages = this.messagesOf(events);
    const outbox = outboxRows(messages, 'changed');
    const ctes = [claim?.sql, change.ctes, outbox.sql].filter((cte): cte is string => Boolean(cte));
    const rows = await this.sql.run<R>(this.em, `WITH ${ctes.join(', ')} SELECT * FROM changed`, [
      ...(claim?.params ?? []),
      ...change.params,
      ...outbox.params,
    ]);
    if (rows.length > 0 && aggregate) {
      scope.events.push(...events);
      scope.published.push(...messages);
      trackAggregate(aggregate);
    }
    return rows;
  }

  /** The integration events the aggregate's events map to (a one-statement unit has no transaction for in-transaction handlers). */
  private messagesOf(events: DomainEvent[]): PublishedMessage[] {
    const occurredAt = new Date();
    return events.flatMap((event) => {
      if (this.dispatcher.hasCommittingHandlers(event)) throw new Error(`${event.constructor.name} needs a transaction: save it in UnitOfWork.run`);
      return this.dispatcher.integrationEventsFor(event).map(({ type, payload }) => ({ id: newId(), type, payload, occurredAt }));
    });
  }
}
