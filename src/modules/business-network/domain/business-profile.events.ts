import type { DomainEvent } from '../../../shared-kernel/domain.js';

/** A member listed their business in the directory. */
export class BusinessProfileCreated implements DomainEvent {
  constructor(
    readonly profileId: string,
    readonly ownerId: string,
    readonly companyName: string,
    readonly occurredAt: Date,
  ) {}
}

/** The owner changed their business profile; `fields` names what they sent. */
export class BusinessProfileUpdated implements DomainEvent {
  constructor(
    readonly profileId: string,
    readonly ownerId: string,
    readonly fields: readonly string[],
    readonly occurredAt: Date,
  ) {}
}

export type BusinessProfileEvent = BusinessProfileCreated | BusinessProfileUpdated;
