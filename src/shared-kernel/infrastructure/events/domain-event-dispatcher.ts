import { Injectable, Logger } from '@nestjs/common';
import type { DomainEvent, DomainEventClass } from '../../domain/domain-event.js';
import type { DomainEventRoutes } from '../../application/domain-events.js';
import type { IntegrationEventMap, IntegrationEventType } from '../../application/integration-events.js';

type Committing = (event: DomainEvent) => Promise<void>;
type Committed = (event: DomainEvent) => void;
type Mapping = { type: IntegrationEventType; toPayload: (event: DomainEvent) => unknown };

/** The registry behind DomainEventRoutes, consulted by the unit of work. */
@Injectable()
export class DomainEventDispatcher implements DomainEventRoutes {
  private readonly logger = new Logger('DomainEvents');
  private readonly committing = new Map<DomainEventClass, Committing[]>();
  private readonly committed = new Map<DomainEventClass, Committed[]>();
  private readonly mappings = new Map<DomainEventClass, Mapping[]>();

  onCommitting<E extends DomainEvent>(event: DomainEventClass<E>, handler: (event: E) => Promise<void>): void {
    this.add(this.committing, event, handler as Committing);
  }

  onCommitted<E extends DomainEvent>(event: DomainEventClass<E>, handler: (event: E) => void): void {
    this.add(this.committed, event, handler as Committed);
  }

  publishAs<E extends DomainEvent, T extends IntegrationEventType>(
    event: DomainEventClass<E>,
    type: T,
    toPayload: (event: E) => IntegrationEventMap[T],
  ): void {
    this.add(this.mappings, event, { type, toPayload: toPayload as (event: DomainEvent) => unknown });
  }

  async handleCommitting(event: DomainEvent): Promise<void> {
    for (const handler of this.committing.get(classOf(event)) ?? []) await handler(event);
  }

  /** Whether some in-context handler must run in the event's transaction. */
  hasCommittingHandlers(event: DomainEvent): boolean {
    return (this.committing.get(classOf(event))?.length ?? 0) > 0;
  }

  integrationEventsFor(event: DomainEvent): { type: IntegrationEventType; payload: unknown }[] {
    return (this.mappings.get(classOf(event)) ?? []).map((m) => ({ type: m.type, payload: m.toPayload(event) }));
  }

  /** After commit: a failing handler is logged and never undoes or hides the committed change. */
  handleCommitted(events: DomainEvent[]): void {
    for (const event of events) {
      for (const handler of this.committed.get(classOf(event)) ?? []) {
        try {
          handler(event);
        } catch (error) {
          this.logger.error(`After-commit handler for ${classOf(event).name} failed: ${String(error)}`);
        }
      }
    }
  }

  /** Every integration event type some domain event is published as (the architecture test reads it). */
  publishedTypes(): IntegrationEventType[] {
    return [...new Set([...this.mappings.values()].flat().map((m) => m.type))].sort();
  }

  private add<V>(map: Map<DomainEventClass, V[]>, event: DomainEventClass, value: V): void {
    map.set(event, [...(map.get(event) ?? []), value]);
  }
}

function classOf(event: DomainEvent): DomainEventClass {
  return event.constructor as DomainEventClass;
}
