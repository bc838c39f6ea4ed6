import type { DomainEvent } from '../../../shared-kernel/domain.js';

/** A member applied for sponsorship; the application waits for a moderator. */
export class SponsorshipApplied implements DomainEvent {
  constructor(
    readonly applicationId: string,
    readonly applicantId: string,
    readonly name: string,
    readonly occurredAt: Date,
  ) {}
}

/** A moderator's approval was applied to the application. */
export class SponsorshipApproved implements DomainEvent {
  constructor(
    readonly applicationId: string,
    readonly applicantId: string,
    readonly by: string,
    readonly occurredAt: Date,
  ) {}
}

/** A moderator's rejection was applied to the application. */
export class SponsorshipRejected implements DomainEvent {
  constructor(
    readonly applicationId: string,
    readonly applicantId: string,
    readonly by: string,
    readonly reason: string | null,
    readonly occurredAt: Date,
  ) {}
}

export type SponsorshipApplicationEvent = SponsorshipApplied | SponsorshipApproved | SponsorshipRejected;
