import { MikroORM } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Pool } from 'pg';
import { loadConfig } from '../../../src/shared-kernel/infrastructure/config/app-config.js';
import { mikroOrmOptions } from '../../../src/shared-kernel/infrastructure/database/mikro-orm.options.js';
import { createTestDatabase } from '../../support/database.js';

/**
 * DATABASE_POOL_SIZE reaches the connection pool: with 3, twelve statements at once open no more than three
 * connections to PostgreSQL (the rest wait for one), and every statement still gets its answer.
 */
describe('The database connection pool', () => {
  let db: { url: string; drop: () => Promise<void> };
  let orm: MikroORM;
  let pool: Pool | null = null;

  beforeAll(async () => {
    db = await createTestDatabase();
    const config = loadConfig({ DATA_DIR: '/tmp/fc-pool-test', SESSION_SECRET: 'a-session-secret-of-some-length', DATABASE_URL: db.url, DATABASE_POOL_SIZE: '3' });
    orm = await MikroORM.init(mikroOrmOptions(config.databaseUrl, [], (created) => (pool = created), config.databasePoolSize));
  });
  afterAll(async () => {
    await orm?.close(true);
    await db?.drop();
  });

  const backends = async () =>
    Number((await (orm.em.fork() as EntityManager).execute<{ n: string }[]>(`SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database()`))[0].n);

  it('opens at most DATABASE_POOL_SIZE connections, and the statements beyond wait their turn', async () => {
    const seen: number[] = [];
    const answers = await Promise.all(
      Array.from({ length: 12 }, async (_, i) => {
        const [row] = await (orm.em.fork() as EntityManager).execute<{ i: number }[]>(`SELECT ?::int AS i, pg_sleep(0.05)`, [i]);
        seen.push(pool?.totalCount ?? -1);
        return row.i;
      }),
    );
    expect(answers).toEqual(Array.from({ length: 12 }, (_, i) => i));
    expect(Math.max(...seen)).toBe(3);
    expect(await backends()).toBeLessThanOrEqual(3);
  });

  it('keeps ten connections when nothing is set (pg’s own default)', () => {
    expect(loadConfig({ DATA_DIR: '/tmp/fc-pool-test', SESSION_SECRET: 'a-session-secret-of-some-length' }).databasePoolSize).toBe(10);
    expect(mikroOrmOptions('postgres://x@localhost/x').pool).toEqual({ min: 0, max: 10 });
  });
});
