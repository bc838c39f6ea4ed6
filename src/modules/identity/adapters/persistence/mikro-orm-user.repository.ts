import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { PlainSql } from '../../../../shared-kernel/infrastructure/database/plain-sql.js';
import { trackAggregate } from '../../../../shared-kernel/infrastructure/events/unit-scope.js';
import type { User } from '../../domain/user.aggregate.js';
import { UserErrors } from '../../domain/user.errors.js';
import type { UserCard, UserRepository } from '../../domain/user.repository.js';
import { UserMapper } from './user.mapper.js';
import { UserRecord } from './user.schema.js';

@Injectable()
export class MikroOrmUserRepository implements UserRepository {
  constructor(
    private readonly em: EntityManager,
    private readonly sql: PlainSql,
  ) {}

  async findById(id: string): Promise<User | null> {
    // Read as plain data (not managed): the aggregate is written back by save(), never by a flush.
    const record = await this.em.findOne(UserRecord, { id }, { disableIdentityMap: true });
    return record ? UserMapper.toDomain(record) : null;
  }

  async findByIdForUpdate(id: string): Promise<User | null> {
    const record = await this.em.findOne(UserRecord, { id }, { disableIdentityMap: true, lockMode: LockMode.PESSIMISTIC_WRITE });
    return record ? UserMapper.toDomain(record) : null;
  }

  async emailsOf(ids: string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.em.execute<{ id: string; email: string }[]>(`SELECT id, email FROM app_user WHERE id IN (?) AND closed_at IS NULL`, [ids]);
    return new Map(rows.map((r) => [r.id, r.email]));
  }

  async cardsOf(ids: string[]): Promise<UserCard[]> {
    if (ids.length === 0) return [];
    // Public cards (names beside campaigns and gifts) are read straight on the pool: see PlainSql.
    const rows = await this.sql.read<
      { id: string; username: string; first_name: string | null; last_name: string | null; profile_image_url: string | null; location: string | null }
    >(`SELECT id, username, first_name, last_name, profile_image_url, location FROM app_user WHERE id = ANY(?::uuid[]) AND closed_at IS NULL`, [ids]);
    return rows.map((r) => ({ id: r.id, username: r.username, firstName: r.first_name, lastName: r.last_name, profileImageUrl: r.profile_image_url, location: r.location }));
  }

  async closedAmong(ids: string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await this.sql.read<{ id: string }>(`SELECT id FROM app_user WHERE id = ANY(?::uuid[]) AND closed_at IS NOT NULL`, [ids]);
    return new Set(rows.map((r) => r.id));
  }

  async findByLogin(usernameOrEmail: string): Promise<User | null> {
    const login = usernameOrEmail.trim().toLowerCase();
    if (!login) return null;
    const rows = await this.em.execute<{ id: string }[]>(
      'SELECT id FROM app_user WHERE (lower(username) = ? OR email = ?) AND closed_at IS NULL ORDER BY (lower(username) = ?) DESC LIMIT 1',
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

  async countAdminsForUpdate(): Promise<number> {
    const rows = await this.em.execute<{ id: string }[]>('SELECT id FROM app_user WHERE is_admin FOR UPDATE');
    return rows.length;
  }

  countMembers(): Promise<number> {
    return this.em.count(UserRecord, {});
  }

  async save(user: User): Promise<void> {
    trackAggregate(user);
    try {
      await this.em.upsert(UserRecord, UserMapper.toRecord(user), {
        onConflictFields: ['id'],
        onConflictExcludeFields: ['id', 'createdAt'],
        disableIdentityMap: true,
      });
    } catch (error) {
      // Two sign-ups racing for one name or email: the unique index decides, the loser hears why.
      if (error instanceof UniqueConstraintViolationException) {
        throw error.message.includes('app_user_email_key') ? UserErrors.emailTaken() : UserErrors.usernameTaken();
      }
      throw error;
    }
  }
}
