import type { DomainEvent } from './domain-event.js';

/**
 * An aggregate guards its own state and records what happened to it as domain events. Its
 * repository hands it to the unit of work when it is saved (trackAggregate); the unit of work
 * takes the events when it commits (in-context handlers, integration events in the outbox).
 * Use cases never handle events themselves.
 */
export abstract class AggregateRoot<E extends DomainEvent = DomainEvent> {
  // A plain optional field (not #private): an aggregate rebuilt by a mapper without its
  // constructor must still be able to record.
  private pendingEvents?: E[];

  protected record(event: E): void {
    (this.pendingEvents ??= []).push(event);
  }

  /** The events recorded since the last call. Taken by the unit of work only. */
  pullEvents(): E[] {
    const events = this.pendingEvents ?? [];
    this.pendingEvents = [];
    return events;
  }
}
