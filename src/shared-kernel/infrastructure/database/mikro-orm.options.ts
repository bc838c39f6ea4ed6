import type { Options } from '@mikro-orm/core';
import { Migrator } from '@mikro-orm/migrations';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import type { MigrationObject } from '@mikro-orm/core';
import type { Pool } from 'pg';
import { releaseDeadConnections } from './release-dead-connections.js';

/** MikroORM settings shared by the app, the migration step and the tests. */
export function mikroOrmOptions(databaseUrl: string, migrations: MigrationObject[] = [], onPool?: (pool: Pool) => void): Partial<Options> {
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
    pool: { min: 0, max: 20 },
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
