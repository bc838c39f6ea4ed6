import type { UnitOfWork } from '../../../src/shared-kernel/application/unit-of-work.js';
import { User } from '../../../src/modules/identity/domain/user.aggregate.js';
import type { UserCard, UserRepository } from '../../../src/modules/identity/domain/user.repository.js';

/** Users in a map, kept as state (as the database would), for use-case tests without a database. */
export class MemoryUserRepository implements UserRepository {
  readonly rows = new Map<string, ReturnType<User['toState']>>();
  /** The aggregates saved, as the unit of work would take them. */
  readonly saved: User[] = [];

  add(...users: User[]): void {
    for (const user of users) this.rows.set(user.id, user.toState());
  }

  async findById(id: string) {
    const state = this.rows.get(id);
    return state ? User.restore(state) : null;
  }
  findByIdForUpdate(id: string) {
    return this.findById(id);
  }
  async emailsOf(ids: string[]): Promise<Map<string, string>> {
    return new Map([...this.rows.values()].filter((s) => ids.includes(s.id)).map((s) => [s.id, s.email]));
  }
  async cardsOf(ids: string[]): Promise<UserCard[]> {
    return [...this.rows.values()].filter((s) => ids.includes(s.id));
  }
  async closedAmong(ids: string[]) {
    return new Set([...this.rows.values()].filter((s) => ids.includes(s.id) && s.closedAt).map((s) => s.id));
  }
  async findByLogin(login: string) {
    const l = login.trim().toLowerCase();
    const state = [...this.rows.values()].find((s) => s.username.toLowerCase() === l || s.email === l);
    return state ? User.restore(state) : null;
  }
  async usernameExists(username: string) {
    return [...this.rows.values()].some((s) => s.username.toLowerCase() === username.toLowerCase());
  }
  async emailExists(email: string) {
    return [...this.rows.values()].some((s) => s.email === email.toLowerCase());
  }
  async countAdminsForUpdate() {
    return [...this.rows.values()].filter((s) => s.isAdmin).length;
  }
  async countMembers() {
    return this.rows.size;
  }
  async save(user: User) {
    this.rows.set(user.id, user.toState());
    this.saved.push(user);
  }
}

/** Runs the work directly (the tests look at what was saved and recorded). */
export const directUnitOfWork: UnitOfWork = { run: (work) => work(), runAsOneStatement: (work) => work() };
