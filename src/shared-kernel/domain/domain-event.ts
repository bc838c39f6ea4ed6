/** A fact that happened inside one aggregate, named in the past tense. */
export interface DomainEvent {
  readonly type: string;
  readonly occurredAt: Date;
  readonly [detail: string]: unknown;
}
