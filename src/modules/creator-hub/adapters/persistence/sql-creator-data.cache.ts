import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { CachedEntry, CreatorDataCache } from '../../application/creator-data.cache.js';

@Injectable()
export class SqlCreatorDataCache implements CreatorDataCache {
  constructor(private readonly em: EntityManager) {}

  private db(): EntityManager {
    return this.em.isInTransaction() ? this.em : this.em.fork();
  }

  async get<T>(key: string): Promise<CachedEntry<T> | null> {
    const rows = await this.db().execute<{ key: string; payload: T | string; fetched_at: Date; source: 'live' | 'sample' }[]>(
      `SELECT key, payload, fetched_at, source FROM creator_data_cache WHERE key = ?`,
      [key],
    );
    const row = rows[0];
    if (!row) return null;
    return { key, payload: (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload) as T, fetchedAt: new Date(row.fetched_at), source: row.source };
  }

  async put<T>(key: string, payload: T, source: 'live' | 'sample'): Promise<CachedEntry<T>> {
    const [row] = await this.db().execute<{ fetched_at: Date }[]>(
      `INSERT INTO creator_data_cache (key, payload, source, fetched_at, last_error)
       VALUES (?, ?::jsonb, ?, now(), NULL)
       ON CONFLICT (key) DO UPDATE SET payload = excluded.payload, source = excluded.source, fetched_at = now(), last_error = NULL
       RETURNING fetched_at`,
      [key, JSON.stringify(payload), source],
    );
    return { key, payload, source, fetchedAt: new Date(row.fetched_at) };
  }

  async recordFailure(key: string, error: string): Promise<void> {
    await this.db().execute(`UPDATE creator_data_cache SET last_error = ?, last_error_at = now() WHERE key = ?`, [error.slice(0, 1000), key]);
  }

  async keys(): Promise<string[]> {
    return (await this.db().execute<{ key: string }[]>(`SELECT key FROM creator_data_cache ORDER BY key`)).map((r) => r.key);
  }
}
