import type { DomainEvent } from '../../../shared-kernel/domain.js';

/** A member registered an organization: it waits for an administrator's verification. */
export class OrganizationRegistered implements DomainEvent {
  constructor(
    readonly organizationId: string,
    readonly name: string,
    readonly registeredBy: string,
    readonly occurredAt: Date,
  ) {}
}

export type OrganizationEvent = OrganizationRegistered;
