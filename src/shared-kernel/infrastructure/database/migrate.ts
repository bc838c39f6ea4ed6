import { MikroORM } from '@mikro-orm/postgresql';
import type { MigrationObject } from '@mikro-orm/core';
import pg from 'pg';
import { mikroOrmOptions } from './mikro-orm.options.js';

/** Any number that no other advisory lock in the schema uses. */
const MIGRATION_LOCK = 748_201_771;

/**
 * Applies every committed migration that has not run yet. A start step, run before the app
 * boots; an advisory lock keeps two instances starting together from racing each other.
 */
export async function applyMigrations(databaseUrl: string, migrations: MigrationObject[]): Promise<string[]> {
  const lock = new pg.Client({ connectionString: databaseUrl });
  // A shutdown during start-up ends this connection from the server side: not a crash.
  lock.on('error', () => undefined);
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    const orm = await MikroORM.init(mikroOrmOptions(databaseUrl, migrations));
    try {
      const applied = await orm.migrator.up();
      return applied.map((m) => m.name);
    } finally {
      await orm.close(true);
    }
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    await lock.end();
  }
}
