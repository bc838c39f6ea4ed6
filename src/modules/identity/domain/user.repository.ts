import type { User } from './user.aggregate.js';

/** Where users are kept. Implemented in adapters/persistence. */
export interface UserRepository {
  findById(id: string): Promise<User | null>;
  findByIds(ids: string[]): Promise<User[]>;
  /** Public cards (no hydration of whole users) for lists of other contexts. */
  cardsOf(ids: string[]): Promise<{ id: string; username: string; firstName: string | null; lastName: string | null; profileImageUrl: string | null; location: string | null }[]>;
  /** By username (case-insensitive) or email. */
  findByLogin(usernameOrEmail: string): Promise<User | null>;
  usernameExists(username: string): Promise<boolean>;
  emailExists(email: string): Promise<boolean>;
  countAdmins(): Promise<number>;
  countMembers(): Promise<number>;
  save(user: User): Promise<void>;
}
export const USER_REPOSITORY = Symbol('UserRepository');
