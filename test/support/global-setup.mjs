// Starts the tests' PostgreSQL and prepares the migrated template database. Uses the compiled
// server (dist/), which `npm test` builds first.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

export const TEMPLATE = 'fc_test_template';

export default async function globalSetup() {
  const { startEmbeddedPostgres } = await import('../../dist/shared-kernel/infrastructure/database/embedded-postgres.js');
  const { applyMigrations } = await import('../../dist/shared-kernel/infrastructure/database/migrate.js');
  const { allMigrations } = await import('../../dist/migrations.js');

  let serverUrl;
  if (process.env.DATABASE_URL) {
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = '';
    serverUrl = url.toString().replace(/\/$/, '');
  } else {
    const dataDir = mkdtempSync(join(tmpdir(), 'fc-test-pg-'));
    
    const database = await startEmbeddedPostgres({ dataDir, database: 'postgres' });
    globalThis.__FC_TEST_PG__ = database;
    globalThis.__FC_TEST_PG_DIR__ = dataDir;
    serverUrl = database.serverUrl;
  }
  const admin = new pg.Client({ connectionString: `${serverUrl}/postgres` });
  await admin.connect();
  if (!process.env.DATABASE_URL) {
    // A throwaway cluster, tuned for tests as the best Node suites do (immich's medium tests): nothing the tests
    // check depends on surviving a power cut, so PostgreSQL need not wait for the disk.
    for (const setting of ['fsync = off', 'full_page_writes = off', 'synchronous_commit = off']) await admin.query(`ALTER SYSTEM SET ${setting}`);
    await admin.query('SELECT pg_reload_conf()');
  }
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${TEMPLATE}`);
  await admin.end();
  await applyMigrations(`${serverUrl}/${TEMPLATE}`, allMigrations);
  process.env.FC_TEST_PG_SERVER = serverUrl;
  process.env.FC_TEST_PG_TEMPLATE = TEMPLATE;
}
