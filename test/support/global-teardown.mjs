import { rmSync } from 'node:fs';

/** Stops the tests' PostgreSQL and removes its cluster (about 90 MB a run), as every test removes its own files. */
export default async function globalTeardown() {
  const database = globalThis.__FC_TEST_PG__;
  if (database) await database.stop();
  if (globalThis.__FC_TEST_PG_DIR__) rmSync(globalThis.__FC_TEST_PG_DIR__, { recursive: true, force: true });
}
