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

/** An admin invited someone without an account to the team by email; `secret` is the link's (sent only by email). */
export class OrganizationMemberInvited implements DomainEvent {
  constructor(
    readonly organizationId: string,
    readonly organizationName: string,
    readonly organizationSlug: string,
    readonly email: string,
    readonly role: string,
    readonly invitedBy: string,
    readonly secret: string,
    readonly expiresAt: Date,
    readonly occurredAt: Date,
  ) {}
}

export type OrganizationEvent = OrganizationRegistered | OrganizationMemberInvited;
