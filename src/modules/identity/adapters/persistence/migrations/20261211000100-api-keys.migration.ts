import { Migration } from '@mikro-orm/migrations';

/**
 * Integrators' API keys (issue 39): a member's, named, with scopes and an optional expiry. Only the secret's SHA-256
 * is kept (a unique index: each call finds its key by it); a revoked key keeps its row (its last use stays known).
 * `api_key_usage` counts each key's calls a minute, across instances, for its rate limit.
 */
export class ApiKeysMigration20261211000100 extends Migration {
  override name = '20261211000100-api-keys';

  override up(): void {
    this.addSql(`
      CREATE TABLE api_key (
        id uuid PRIMARY KEY,
        owner_id uuid NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
        name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
        scopes text[] NOT NULL CHECK (cardinality(scopes) > 0),
        secret_hash text NOT NULL UNIQUE,
        prefix text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_used_at timestamptz,
        expires_at timestamptz,
        revoked_at timestamptz
      )`);
    this.addSql(`CREATE INDEX api_key_owner_idx ON api_key (owner_id, created_at DESC) WHERE revoked_at IS NULL`);
    // Each key's calls in the current minute (one row a key and minute; older minutes are deleted as new ones come).
    this.addSql(`
      CREATE TABLE api_key_usage (
        key_id uuid NOT NULL REFERENCES api_key (id) ON DELETE CASCADE,
        minute timestamptz NOT NULL,
        calls integer NOT NULL,
        PRIMARY KEY (key_id, minute)
      )`);
  }
}
