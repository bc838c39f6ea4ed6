import { AggregateRoot, type DomainEvent } from '../../../shared-kernel/domain.js';
import { newId } from '../../../shared-kernel/domain.js';
import { UserErrors } from './user.errors.js';
import { isValidEmail, isValidPhone, isValidUsername } from './user-rules.js';

export interface RegisterUserProps {
  username: string;
  email: string;
  passwordHash: string;
  firstName: string | null;
  lastName: string | null;
  phone: string;
}

/** The personal fields a member may change on their profile. Email is managed by sign-in. */
export interface ProfileChanges {
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
  location?: string | null;
  bio?: string | null;
  profileImageUrl?: string | null;
}

function clean(value: string | null | undefined): string | null {
  if (value === undefined || value === null) return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

export class User extends AggregateRoot<DomainEvent & Record<string, unknown>> {
  id: string;
  username: string;
  email: string;
  passwordHash: string;
  firstName: string | null = null;
  lastName: string | null = null;
  phone: string | null = null;
  location: string | null = null;
  bio: string | null = null;
  profileImageUrl: string | null = null;
  isAdmin = false;
  paymentCustomerId: string | null = null;
  createdAt: Date;
  updatedAt: Date;

  static register(props: RegisterUserProps, now: Date): User {
    const username = props.username.trim();
    const phone = props.phone.trim();
    if (!username || !props.passwordHash || !phone) throw UserErrors.missingRequired();
    if (!isValidUsername(username)) throw UserErrors.invalidUsername();
    const email = props.email.trim().toLowerCase();
    if (!isValidEmail(email)) throw UserErrors.invalidEmail();
    if (!isValidPhone(phone)) throw UserErrors.invalidPhone();

    const user = new User();
    user.id = newId();
    user.username = username;
    user.email = email;
    user.passwordHash = props.passwordHash;
    user.firstName = clean(props.firstName);
    user.lastName = clean(props.lastName);
    user.phone = phone;
    user.createdAt = now;
    user.updatedAt = now;
    user.record({ type: 'UserRegistered', occurredAt: now, userId: user.id, username, email });
    return user;
  }

  updateProfile(changes: ProfileChanges, now: Date): void {
    if (changes.phone !== undefined && changes.phone !== null && changes.phone.trim() !== '') {
      if (!isValidPhone(changes.phone)) throw UserErrors.invalidPhone();
    }
    for (const key of ['firstName', 'lastName', 'phone', 'location', 'bio', 'profileImageUrl'] as const) {
      if (changes[key] !== undefined) this[key] = clean(changes[key]);
    }
    this.updatedAt = now;
  }

  changePasswordHash(passwordHash: string, now: Date): void {
    this.passwordHash = passwordHash;
    this.updatedAt = now;
  }

  grantAdmin(now: Date): void {
    if (this.isAdmin) return;
    this.isAdmin = true;
    this.updatedAt = now;
    this.record({ type: 'UserRoleChanged', occurredAt: now, userId: this.id, isAdmin: true });
  }

  /** The caller checks the platform-wide rule (not the last admin); the aggregate checks its own. */
  revokeAdmin(by: string, now: Date): void {
    if (by === this.id) throw UserErrors.cannotRevokeOwnAdmin();
    if (!this.isAdmin) return;
    this.isAdmin = false;
    this.updatedAt = now;
    this.record({ type: 'UserRoleChanged', occurredAt: now, userId: this.id, isAdmin: false });
  }

  get displayName(): string {
    const name = [this.firstName, this.lastName].filter(Boolean).join(' ');
    return name || this.email.split('@')[0] || this.username;
  }
}
