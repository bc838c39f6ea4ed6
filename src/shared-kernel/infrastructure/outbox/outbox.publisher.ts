import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { newId } from '../../domain/ids.js';
import type { IntegrationEventType } from '../../application/integration-events.js';
import { unitScope } from '../events/unit-scope.js';
import { OutboxMessage } from './outbox-message.js';

/**
 * Writes integration events to the outbox table through the current transaction's
 * EntityManager, so they commit (or roll back) with the change they describe. Only the unit of
 * work calls this, for the integration events its domain events map to.
 */
@Injectable()
export class OutboxPublisher {
  constructor(private readonly em: EntityManager) {}

  publish(type: IntegrationEventType, payload: unknown): void {
    if (!this.em.isInTransaction()) {
      throw new Error(`Integration event ${type} must be published inside a unit of work`);
    }
    const now = new Date();
    const message = Object.assign(new OutboxMessage(), {
      id: newId(),
      type,
      payload,
      occurredAt: now,
      availableAt: now,
    });
    this.em.persist(message);
    unitScope.current()?.published.push({ id: message.id, type, payload, occurredAt: now });
  }
}
