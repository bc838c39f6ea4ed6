import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { UserErrors } from '../../domain/user.errors.js';
import { Injectable } from '@nestjs/common';
import { User } from '../../domain/user.aggregate.js';
import type { UserRepository } from '../../domain/user.repository.js';

@Injectable()
export class MikroOrmUserRepository implements UserRepository {
  constructor(private readonly em: EntityManager) {}

  findById(id: string): Promise<User | null> {
    return this.em.findOne(User, { id });
  }

  findByIds(ids: string[]): Promise<User[]> {
    return ids.length ? this.em.find(User, { id: { $in: ids } }) : Promise.resolve([]);
  }

  async cardsOf(ids: string[]) {
    const valid = ids.filter((id) => /^[0-9a-f-]{36}$/i.test(id));
    if (valid.length === 0) return [];
    const rows = await this.em.execute<
      { id: string; username: string; first_name: string | null; last_name: string | null; profile_image_url: string | null; location: string | null }[]
    >(`SELECT id, username, first_name, last_name, profile_image_url, location FROM app_user WHERE id IN (?)`, [valid]);
    return rows.map((r) => ({ id: r.id, username: r.username, firstName: r.first_name, lastName: r.last_name, profileImageUrl: r.profile_image_url, location: r.location }));
  }

  async findByLogin(usernameOrEmail: string): Promise<User | null> {
    const login = usernameOrEmail.trim().toLowerCase();
    if (!login) return null;
    const rows = await this.em.execute<{ id: string }[]>(
      'SELECT id FROM app_user WHERE lower(username) = ? OR email = ? ORDER BY (lower(username) = ?) DESC LIMIT 1',
      [login, login, login],
    );
    return rows[0] ? this.findById(rows[0].id) : null;
  }

  async usernameExists(username: string): Promise<boolean> {
    const rows = await this.em.execute('SELECT 1 FROM app_user WHERE lower(username) = lower(?) LIMIT 1', [username]);
    return rows.length > 0;
  }

  async emailExists(email: string): Promise<boolean> {
    const rows = await this.em.execute('SELECT 1 FROM app_user WHERE email = lower(?) LIMIT 1', [email]);
    return rows.length > 0;
  }

  countAdmins(): Promise<number> {
    return this.em.count(User, { isAdmin: true });
  }

  countMembers(): Promise<number> {
    return this.em.count(User, {});
  }

  async save(user: User): Promise<void> {
    this.em.persist(user);
    try {
      await this.em.flush();
    } catch (error) {
      // Two sign-ups racing for one name: the unique index decides, the loser hears why.
      if (error instanceof UniqueConstraintViolationException) {
        throw /email/.test(error.message) ? UserErrors.emailTaken() : UserErrors.usernameTaken();
      }
      throw error;
    }
  }
}
