import type { DomainEvent, DomainEventClass } from '../domain/domain-event.js';
import type { IntegrationEventMap, IntegrationEventType } from './integration-events.js';

/**
 * Where a context says what its domain events cause. Registered once at start-up (each context's
 * `application/*.event-routes.ts`), run by the unit of work that saved the aggregate:
 *
 * - `onCommitting`: in the same transaction, before commit (keep the context's own projections
 *   consistent). A handler may save other aggregates of its context; their events are handled too.
 * - `onCommitted`: after the transaction committed (clear a cache): never sees uncommitted data.
 * - `publishAs`: the integration event the domain event becomes, written to the outbox in the same
 *   transaction. This is the only way an integration event is published.
 */
export interface DomainEventRoutes {
  onCommitting<E extends DomainEvent>(event: DomainEventClass<E>, handler: (event: E) => Promise<void>): void;
  onCommitted<E extends DomainEvent>(event: DomainEventClass<E>, handler: (event: E) => void): void;
  publishAs<E extends DomainEvent, T extends IntegrationEventType>(
    event: DomainEventClass<E>,
    type: T,
    toPayload: (event: E) => IntegrationEventMap[T],
  ): void;
}
export const DOMAIN_EVENT_ROUTES = Symbol('DomainEventRoutes');
