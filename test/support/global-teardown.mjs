export default async function globalTeardown() {
  const database = globalThis.__FC_TEST_PG__;
  if (database) await database.stop();
}
