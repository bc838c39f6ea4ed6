import type { DomainEvent } from '../../../shared-kernel/domain.js';

/** An account was created (a member signed up, or the configured administrator was set up). */
export class UserRegistered implements DomainEvent {
  constructor(
    readonly userId: string,
    readonly username: string,
    readonly email: string,
    readonly firstName: string | null,
    readonly lastName: string | null,
    readonly occurredAt: Date,
  ) {}
}

/** The fields of the personal profile a member changed. */
export type ProfileField = 'firstName' | 'lastName' | 'phone' | 'location' | 'bio' | 'profileImageUrl';

/** A member changed their personal profile. */
export class ProfileUpdated implements DomainEvent {
  constructor(
    readonly userId: string,
    readonly changedFields: readonly ProfileField[],
    readonly occurredAt: Date,
  ) {}
}

/** An administrator made a member an administrator. */
export class AdminRoleGranted implements DomainEvent {
  constructor(
    readonly userId: string,
    readonly username: string,
    readonly by: string,
    readonly occurredAt: Date,
  ) {}
}

/** An administrator removed another administrator's role. */
export class AdminRoleRevoked implements DomainEvent {
  constructor(
    readonly userId: string,
    readonly username: string,
    readonly by: string,
    readonly occurredAt: Date,
  ) {}
}

export type UserEvent = UserRegistered | ProfileUpdated | AdminRoleGranted | AdminRoleRevoked;
