/**
 * A fact that happened inside one aggregate, named in the past tense (`CampaignApproved`).
 * Each context declares its events as small classes implementing this interface; handlers and
 * integration-event mappings are registered per class, so they are typed end to end.
 */
export interface DomainEvent {
  readonly occurredAt: Date;
}

/** The class of a domain event, used as the key that handlers and mappings register under. */
export type DomainEventClass<E extends DomainEvent = DomainEvent> = abstract new (...args: never[]) => E;
