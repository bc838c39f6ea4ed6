import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { ApiScope } from '../../../../shared-kernel/application.js';
import { ApiKey } from '../../domain/api-key.js';
import type { ApiKeyRepository } from '../../domain/api-key.repository.js';

interface ApiKeyRow {
  id: string;
  owner_id: string;
  name: string;
  scopes: ApiScope[];
  secret_hash: string;
  prefix: string;
  created_at: Date | string;
  last_used_at: Date | string | null;
  expires_at: Date | string | null;
  revoked_at: Date | string | null;
}

const date = (value: Date | string | null) => (value === null ? null : new Date(value));

function toDomain(row: ApiKeyRow): ApiKey {
  return ApiKey.restore({
    id: row.id,
    ownerId: row.owner_id,
    name: row.name,
    scopes: row.scopes,
    secretHash: row.secret_hash,
    prefix: row.prefix,
    createdAt: new Date(row.created_at),
    lastUsedAt: date(row.last_used_at),
    expiresAt: date(row.expires_at),
    revokedAt: date(row.revoked_at),
  });
}

/** API keys in `api_key` (plain SQL: every call made with a key reads one row by its hash). */
@Injectable()
export class SqlApiKeyRepository implements ApiKeyRepository {
  constructor(private readonly em: EntityManager) {}

  private db(): EntityManager {
    return this.em.isInTransaction() ? this.em : this.em.fork();
  }

  async save(key: ApiKey): Promise<void> {
    const s = key.toState();
    await this.db().execute(
      `INSERT INTO api_key (id, owner_id, name, scopes, secret_hash, prefix, created_at, last_used_at, expires_at, revoked_at)
       VALUES (?, ?, ?, ?::text[], ?, ?, ?, ?, ?, ?)
       ON CONFLICT (id) DO UPDATE SET revoked_at = EXCLUDED.revoked_at`,
      [s.id, s.ownerId, s.name, `{${s.scopes.join(',')}}`, s.secretHash, s.prefix, s.createdAt, s.lastUsedAt, s.expiresAt, s.revokedAt],
    );
  }

  async findBySecretHash(hash: string): Promise<ApiKey | null> {
    const [row] = await this.db().execute<ApiKeyRow[]>(`SELECT * FROM api_key WHERE secret_hash = ?`, [hash]);
    return row ? toDomain(row) : null;
  }

  async findById(id: string): Promise<ApiKey | null> {
    const [row] = await this.db().execute<ApiKeyRow[]>(`SELECT * FROM api_key WHERE id = ?`, [id]);
    return row ? toDomain(row) : null;
  }

  async listActiveOf(ownerId: string): Promise<ApiKey[]> {
    const rows = await this.db().execute<ApiKeyRow[]>(`SELECT * FROM api_key WHERE owner_id = ? AND revoked_at IS NULL ORDER BY created_at DESC, id`, [ownerId]);
    return rows.map(toDomain);
  }

  async countCall(id: string, at: Date): Promise<number> {
    const [row] = await this.db().execute<{ calls: number }[]>(
      `WITH past AS (DELETE FROM api_key_usage WHERE key_id = ? AND minute < date_trunc('minute', ?::timestamptz))
       INSERT INTO api_key_usage (key_id, minute, calls) VALUES (?, date_trunc('minute', ?::timestamptz), 1)
       ON CONFLICT (key_id, minute) DO UPDATE SET calls = api_key_usage.calls + 1 RETURNING calls`,
      [id, at, id, at],
    );
    return Number(row.calls);
  }

  async noteUsed(id: string, at: Date): Promise<void> {
    await this.db().execute(`UPDATE api_key SET last_used_at = ? WHERE id = ? AND (last_used_at IS NULL OR last_used_at < ?::timestamptz - interval '1 minute')`, [at, id, at]);
  }
}
