import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { newId } from '../../domain/ids.js';
import type {
  IntegrationEventMap,
  IntegrationEventPublisher,
  IntegrationEventType,
} from '../../application/integration-events.js';
import { OutboxMessage } from './outbox-message.js';
import { publishedInUnit } from './published-in-unit.js';

/**
 * Writes integration events to the outbox table through the current transaction's
 * EntityManager, so they commit (or roll back) with the change they describe.
 */
@Injectable()
export class OutboxPublisher implements IntegrationEventPublisher {
  constructor(private readonly em: EntityManager) {}

  publish<T extends IntegrationEventType>(type: T, payload: IntegrationEventMap[T]): void {
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
    publishedInUnit.getStore()?.push(message.id);
  }
}
