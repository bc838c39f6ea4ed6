import type { DomainEvent } from './domain-event.js';

/** An aggregate records what happened to it; the application layer pulls the events after saving. */
export abstract class AggregateRoot {
  private pendingEvents: DomainEvent[] = [];

  protected record(event: DomainEvent): void {
    // Instances hydrated by the ORM skip the constructor, so the list may not exist yet.
    (this.pendingEvents ??= []).push(event);
  }

  pullEvents(): DomainEvent[] {
    const events = this.pendingEvents ?? [];
    this.pendingEvents = [];
    return events;
  }
}
