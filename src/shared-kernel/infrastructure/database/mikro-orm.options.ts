import type { Options } from '@mikro-orm/core';
import { Migrator } from '@mikro-orm/migrations';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import type { MigrationObject } from '@mikro-orm/core';
import type { Pool } from 'pg';
import { releaseDeadConnections } from './release-dead-connections.js';

/**
 * Connections to PostgreSQL at most (DATABASE_POOL_SIZE; pg's own default). Measured with bench/giving.mjs (40
 * guests at once) on a 2-core machine that also runs its PostgreSQL, 26 Nov, 20 and 10 connections alternated:
 * with 10 the app gave more gifts a second in 5 of 6 pairs (median 1.05x: 203–265/s against 210–256/s in that
 * hour's slow phase) and PostgreSQL spent 2.37–3.01 ms of CPU per gift against 2.52–3.06. The extra backends
 * only wait for one another and for the app's one thread, and the database's CPU goes to switching between them.
 * A database with many cores of its own may want more per app instance.
 */
export const DEFAULT_POOL_SIZE = 10;

/** MikroORM settings shared by the app, the migration step and the tests. */
export function mikroOrmOptions(
  databaseUrl: string,
  migrations: MigrationObject[] = [],
  onPool?: (pool: Pool) => void,
  poolSize = DEFAULT_POOL_SIZE,
): Partial<Options> {
  return {
    driver: PostgreSqlDriver,
    clientUrl: databaseUrl,
    // Entities come from each context's module (MikroOrmModule.forFeature) in the app.
    entities: [],
    discovery: { warnWhenNoEntities: false },
    extensions: [Migrator],
    migrations: {
      tableName: 'mikro_orm_migrations',
      migrationsList: migrations,
      transactional: true,
      allOrNothing: true,
      snapshot: false,
    },
    pool: { min: 0, max: poolSize },
    // A connection lost mid-transaction must not hold its pool slot for ever (see releaseDeadConnections).
    driverOptions: {
      onPoolCreated: (pool: Pool) => {
        releaseDeadConnections(pool);
        onPool?.(pool);
      },
    },
    allowGlobalContext: false,
    forceUtcTimezone: true,
    debug: false,
  };
}
