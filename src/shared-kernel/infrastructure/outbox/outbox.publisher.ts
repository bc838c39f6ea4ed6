import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { newId } from '../../domain/ids.js';
import type { IntegrationEventType } from '../../application/integration-events.js';
import { unitScope, type UnitScope } from '../events/unit-scope.js';
import { PlainSql } from '../database/plain-sql.js';
import { outboxRows } from './outbox-sql.js';

/**
 * Integration events into the outbox table, in the current unit of work's transaction, so they commit
 * (or roll back) with the change they describe. The unit of work publishes the integration events its
 * domain events map to, and writes what was published in one statement before it commits (outboxRows,
 * the same rows a one-statement unit writes inside its own statement).
 */
@Injectable()
export class OutboxPublisher {
  constructor(
    private readonly em: EntityManager,
    private readonly sql: PlainSql,
  ) {}

  publish(type: IntegrationEventType, payload: unknown): void {
    const scope = unitScope.current();
    if (!scope || !this.em.isInTransaction()) {
      throw new Error(`Integration event ${type} must be published inside a unit of work`);
    }
    scope.unwritten.push({ id: newId(), type, payload, occurredAt: new Date() });
  }

  /** Writes what the unit published and has not written yet (one INSERT), for delivery after commit. */
  async writeUnwritten(scope: UnitScope): Promise<void> {
    const messages = scope.unwritten.splice(0);
    const rows = outboxRows(messages);
    if (!rows.sql) return;
    await this.sql.run(this.em, `WITH ${rows.sql} SELECT 1`, rows.params);
    scope.published.push(...messages);
  }
}
