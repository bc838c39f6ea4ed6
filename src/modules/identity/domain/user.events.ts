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

/** A member asked for a link to set a new password (only the token's hash is kept; the link goes by email). */
export class PasswordResetRequested implements DomainEvent {
  constructor(
    readonly userId: string,
    readonly email: string,
    readonly username: string,
    /** How their mail greets them. */
    readonly firstName: string | null,
    readonly resetUrlPath: string,
    readonly expiresAt: Date,
    readonly occurredAt: Date,
  ) {}
}

/** A member's address needs verifying: a link goes to it (also right after sign-up, with the welcome). */
export class EmailVerificationRequested implements DomainEvent {
  constructor(
    readonly userId: string,
    readonly email: string,
    readonly username: string,
    /** How their mail greets them. */
    readonly firstName: string | null,
    readonly verifyUrlPath: string,
    readonly expiresAt: Date,
    readonly occurredAt: Date,
  ) {}
}

/** A member's password changed (by them, or through a reset link). */
export class PasswordChanged implements DomainEvent {
  constructor(
    readonly userId: string,
    readonly email: string,
    readonly username: string,
    /** How their mail greets them. */
    readonly firstName: string | null,
    readonly occurredAt: Date,
  ) {}
}

/** A member closed their account: their personal details are gone from it. */
export class AccountClosed implements DomainEvent {
  constructor(
    readonly userId: string,
    readonly occurredAt: Date,
    /** The address the account had (erased from identity now): for the last messages the member is owed. */
    readonly formerEmail: string,
    readonly formerFirstName: string | null,
  ) {}
}

export type UserEvent =
  | UserRegistered
  | ProfileUpdated
  | AdminRoleGranted
  | AdminRoleRevoked
  | PasswordResetRequested
  | EmailVerificationRequested
  | PasswordChanged
  | AccountClosed;
