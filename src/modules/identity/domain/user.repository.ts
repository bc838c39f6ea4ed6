import type { User } from './user.aggregate.js';

/** What other members may see of a member: read without loading whole users. */
export interface UserCard {
  id: string;
  username: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  location: string | null;
}

/** Where users are kept. Implemented in adapters/persistence. */
export interface UserRepository {
  findById(id: string): Promise<User | null>;
  /**
   * The user, their row locked until the unit of work ends: whoever changes a user reads it this way,
   * so a profile save and a role change never write back what the other one replaced.
   */
  findByIdForUpdate(id: string): Promise<User | null>;
  /** Sign-in emails of these accounts (only for a campaign organiser's own donor list). */
  emailsOf(ids: string[]): Promise<Map<string, string>>;
  cardsOf(ids: string[]): Promise<UserCard[]>;
  /** Of these ids, the accounts that were closed. */
  closedAmong(ids: string[]): Promise<Set<string>>;
  /** By username (case-insensitive) or email. */
  findByLogin(usernameOrEmail: string): Promise<User | null>;
  usernameExists(username: string): Promise<boolean>;
  emailExists(email: string): Promise<boolean>;
  /**
   * How many administrators there are, their rows locked until the unit of work ends, so two
   * administrators removing each other at once cannot both pass the last-administrator rule.
   */
  countAdminsForUpdate(): Promise<number>;
  countMembers(): Promise<number>;
  /** Inserts or updates; a username or email taken meanwhile is a conflict. */
  save(user: User): Promise<void>;
}
export const USER_REPOSITORY = Symbol('UserRepository');
