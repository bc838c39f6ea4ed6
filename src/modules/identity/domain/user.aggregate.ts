import { AggregateRoot, type EmailAddress, newId } from '../../../shared-kernel/domain.js';
import { personalText } from './personal-details.rules.js';
import type { PhoneNumber } from './phone-number.value-object.js';
import type { ProfileImage } from './profile-image.value-object.js';
import { UserErrors } from './user.errors.js';
import {
  AccountClosed,
  AdminRoleGranted,
  AdminRoleRevoked,
  EmailVerificationRequested,
  PasswordChanged,
  PasswordResetRequested,
  type ProfileField,
  ProfileUpdated,
  type UserEvent,
  UserRegistered,
} from './user.events.js';
import type { Username } from './username.value-object.js';

/** A user as plain data: what the repository keeps. */
export interface UserState {
  id: string;
  username: string;
  /** Lower-cased. */
  email: string;
  passwordHash: string;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  location: string | null;
  bio: string | null;
  profileImageUrl: string | null;
  isAdmin: boolean;
  /** When the member proved the address is theirs (a link sent to it was opened); null until then. */
  emailVerifiedAt: Date | null;
  /** When the member closed the account; its personal details are erased from then on. */
  closedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

/** A one-time link's token as the aggregate sees it: the raw token goes only into the link it records. */
export interface OneTimeLink {
  token: string;
  expiresAt: Date;
}

/** What a sign-up gives, already checked by the value objects; the password is already hashed. */
export interface Registration {
  username: Username;
  email: EmailAddress;
  passwordHash: string;
  phone: PhoneNumber;
  firstName?: string | null;
  lastName?: string | null;
}

/** The personal fields a member may change; a field left out stays, null (or blank text) clears it. Email is managed by sign-in. */
export interface ProfileChanges {
  firstName?: string | null;
  lastName?: string | null;
  phone?: PhoneNumber | null;
  location?: string | null;
  bio?: string | null;
  profileImage?: ProfileImage | null;
}

export class User extends AggregateRoot<UserEvent> {
  private constructor(private state: UserState) {
    super();
  }

  /** A new member account (`administrator`: the deployment's configured administrator). */
  static register(registration: Registration, at: Date, options: { administrator?: boolean } = {}): User {
    if (!registration.passwordHash) throw UserErrors.missingRequired('password');
    const user = new User({
      id: newId(),
      username: registration.username.value,
      email: registration.email.normalized,
      passwordHash: registration.passwordHash,
      firstName: personalText('firstName', registration.firstName),
      lastName: personalText('lastName', registration.lastName),
      phone: registration.phone.value,
      location: null,
      bio: null,
      profileImageUrl: null,
      isAdmin: options.administrator ?? false,
      emailVerifiedAt: null,
      closedAt: null,
      createdAt: at,
      updatedAt: at,
    });
    const s = user.state;
    user.record(new UserRegistered(s.id, s.username, s.email, s.firstName, s.lastName, at));
    return user;
  }

  static restore(state: UserState): User {
    return new User({ ...state });
  }

  toState(): UserState {
    return { ...this.state };
  }

  get id(): string {
    return this.state.id;
  }
  get username(): string {
    return this.state.username;
  }
  get email(): string {
    return this.state.email;
  }
  get passwordHash(): string {
    return this.state.passwordHash;
  }
  get firstName(): string | null {
    return this.state.firstName;
  }
  get lastName(): string | null {
    return this.state.lastName;
  }
  get phone(): string | null {
    return this.state.phone;
  }
  get location(): string | null {
    return this.state.location;
  }
  get bio(): string | null {
    return this.state.bio;
  }
  get profileImageUrl(): string | null {
    return this.state.profileImageUrl;
  }
  get isAdmin(): boolean {
    return this.state.isAdmin;
  }
  get emailVerifiedAt(): Date | null {
    return this.state.emailVerifiedAt;
  }
  get isClosed(): boolean {
    return this.state.closedAt !== null;
  }
  get createdAt(): Date {
    return this.state.createdAt;
  }
  get updatedAt(): Date {
    return this.state.updatedAt;
  }

  /** Applies the given fields (all checked before any is changed); records which ones changed. */
  updateProfile(changes: ProfileChanges, at: Date): void {
    const next: Partial<Pick<UserState, ProfileField>> = {};
    if (changes.firstName !== undefined) next.firstName = personalText('firstName', changes.firstName);
    if (changes.lastName !== undefined) next.lastName = personalText('lastName', changes.lastName);
    if (changes.location !== undefined) next.location = personalText('location', changes.location);
    if (changes.bio !== undefined) next.bio = personalText('bio', changes.bio);
    if (changes.phone !== undefined) next.phone = changes.phone?.value ?? null;
    if (changes.profileImage !== undefined) next.profileImageUrl = changes.profileImage?.url ?? null;

    const changed = (Object.keys(next) as ProfileField[]).filter((field) => next[field] !== this.state[field]);
    this.state = { ...this.state, ...next, updatedAt: at };
    if (changed.length > 0) this.record(new ProfileUpdated(this.id, changed, at));
  }

  /** A new password, already checked by PasswordPolicy and hashed; the member is told by email. */
  changePassword(passwordHash: string, at: Date): void {
    if (!passwordHash) throw UserErrors.missingRequired('password');
    this.state = { ...this.state, passwordHash, updatedAt: at };
    this.record(new PasswordChanged(this.id, this.email, this.username, this.state.firstName, at));
  }

  /** A link to set a new password goes to the member's address (nothing happens for a closed account). */
  requestPasswordReset(link: OneTimeLink, at: Date): void {
    if (this.isClosed) return;
    const path = `/reset-password?token=${encodeURIComponent(link.token)}`;
    this.record(new PasswordResetRequested(this.id, this.email, this.username, this.state.firstName, path, link.expiresAt, at));
  }

  /** A link that proves the address goes to it; nothing happens once it is verified. */
  requestEmailVerification(link: OneTimeLink, at: Date): void {
    if (this.isClosed || this.state.emailVerifiedAt) return;
    const path = `/verify-email?token=${encodeURIComponent(link.token)}`;
    this.record(new EmailVerificationRequested(this.id, this.email, this.username, this.state.firstName, path, link.expiresAt, at));
  }

  /** The member opened the link sent to their address. */
  verifyEmail(at: Date): void {
    if (this.state.emailVerifiedAt) return;
    this.state = { ...this.state, emailVerifiedAt: at, updatedAt: at };
  }

  /**
   * The member closes the account: every personal detail is erased (name, phone, location, bio, photo),
   * the username and address are replaced by placeholders (so both may be used again for a new account),
   * the password can no longer sign in, and an administrator stops being one. The id stays, so the
   * books (gifts, campaigns) still add up; other contexts hear AccountClosed and erase what they keep.
   */
  close(at: Date): void {
    if (this.isClosed) return;
    const tag = this.id.replace(/-/g, '').slice(0, 12);
    // The address and name the account had go with the event: its last messages (the confirmation, the notices of
    // what stopped with it) reach the member after their details are erased here.
    const formerly = { email: this.state.email, firstName: this.state.firstName };
    this.state = {
      ...this.state,
      username: `closed_${tag}`,
      email: `closed-${this.id}@closed.invalid`,
      passwordHash: '!closed',
      firstName: null,
      lastName: null,
      phone: null,
      location: null,
      bio: null,
      profileImageUrl: null,
      isAdmin: false,
      emailVerifiedAt: null,
      closedAt: at,
      updatedAt: at,
    };
    this.record(new AccountClosed(this.id, at, formerly.email, formerly.firstName));
  }

  /** An administrator (`by`) makes this member an administrator; nothing happens if they already are. */
  grantAdmin(by: string, at: Date): void {
    if (this.state.isAdmin) return;
    this.state = { ...this.state, isAdmin: true, updatedAt: at };
    this.record(new AdminRoleGranted(this.id, this.username, by, at));
  }

  /**
   * The deployment's configuration (ADMIN_USERNAME) names this account an administrator at
   * start-up. No administrator decided it, so no AdminRoleGranted is recorded.
   */
  grantAdminByConfiguration(at: Date): void {
    if (this.state.isAdmin) return;
    this.state = { ...this.state, isAdmin: true, updatedAt: at };
  }

  /**
   * An administrator (`by`) removes this member's administrator role: never their own, and never
   * the platform's last administrator (`administrators`: how many the platform has now).
   */
  revokeAdmin(by: string, at: Date, administrators: number): void {
    if (by === this.id) throw UserErrors.cannotRevokeOwnAdmin();
    if (!this.state.isAdmin) return;
    if (administrators <= 1) throw UserErrors.lastAdmin();
    this.state = { ...this.state, isAdmin: false, updatedAt: at };
    this.record(new AdminRoleRevoked(this.id, this.username, by, at));
  }
}
