import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { AggregateRoot } from '../../domain/aggregate-root.js';
import { PlainSql } from '../database/plain-sql.js';
import { statementClaim, statementEvents, trackAggregate } from '../events/unit-scope.js';

/** A repository's change, as the CTEs of one statement: one of them is `changed` (the rows it changed, RETURNING). */
export interface Change {
  ctes: string;
  params: unknown[];
}

/**
 * The one way a repository writes a change: it hands over its statement and the kernel adds what the outbox
 * needs, then runs it.
 *  - In a one-statement unit of work, the aggregate's integration events become outbox rows written from
 *    `changed` (outboxRows): published exactly when the change happened (a racing loser publishes nothing).
 *  - In a consumer's one-statement delivery, the consumer's processed-key claim goes first (processedKeyClaim),
 *    and `guard`, which the change puts in its WHERE, lets the change happen only when the key was new: the key
 *    and the change commit together, once.
 *  - Anywhere else (a unit of work with a transaction) `guard` is TRUE and the events are written at commit.
 * The statement goes to the pool outside a transaction, through the unit's EntityManager inside one; when
 * `changed` returned rows, the aggregate is handed to the unit of work (its events taken). Answers `changed`'s rows.
 */
@Injectable()
export class OutboxStatement {
  constructor(
    private readonly em: EntityManager,
    private readonly sql: PlainSql,
  ) {}

  async run<R = Record<string, unknown>>(aggregate: AggregateRoot | null, build: (guard: string) => Change): Promise<R[]> {
    const claim = statementClaim();
    const change = build(claim?.sql ? 'EXISTS (SELECT 1 FROM claimed)' : 'TRUE');
    const events = aggregate ? statementEvents(aggregate, 'changed') : null;
    const ctes = [claim?.sql, change.ctes, events?.sql].filter((cte): cte is string => Boolean(cte));
    const params = [...(claim?.sql ? claim.params : []), ...change.params, ...(events?.sql ? events.params : [])];
    const rows = await this.sql.run<R>(this.em, `WITH ${ctes.join(', ')} SELECT * FROM changed`, params);
    if (rows.length > 0 && aggregate) {
      events?.written();
      trackAggregate(aggregate);
    }
    return rows;
  }
}
