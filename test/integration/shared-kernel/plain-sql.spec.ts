import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { PlainSql } from '../../../src/shared-kernel/infrastructure/database/plain-sql.js';
import { createTestDatabase } from '../../support/database.js';

/**
 * PlainSql on a real PostgreSQL: statements on the pool are prepared once per connection (unless the
 * caller or DATABASE_PREPARED_STATEMENTS says not), and a prepared `SELECT *` survives a column added
 * while the process runs. One connection in the pool, so what it prepared can be read back.
 */
describe('PlainSql', () => {
  let db: { url: string; drop: () => Promise<void> };
  let pool: pg.Pool;

  beforeAll(async () => {
    db = await createTestDatabase();
    pool = new pg.Pool({ connectionString: db.url, max: 1 });
    // A connection a failed statement took out of the pool closes in the background; should the database be
    // dropped (afterAll) before it is gone, the server's "terminating connection" reaches it as an 'error'
    // event (as the app's pool, with its own listeners, would take it). Statements still fail their callers.
    pool.on('connect', (client) => client.on('error', () => undefined));
    // pool.end() resolves once its clients are told to end, not once their connections are closed: an idle one
    // still open when afterAll drops the database gets "terminating connection", which the pool re-emits as its
    // own 'error' (seen with every tier at once: "Unhandled error" failed the last test).
    pool.on('error', () => undefined);
    await pool.query(`CREATE TABLE plain_gift (id int PRIMARY KEY, cents int NOT NULL)`);
    await pool.query(`INSERT INTO plain_gift VALUES (1, 500), (2, 2575)`);
  });
  afterAll(async () => {
    await pool?.end();
    await db?.drop();
  });

  const sqlOn = (prepare: boolean) => {
    const sql = new PlainSql({ prepare });
    sql.attach(pool);
    return sql;
  };
  const prepared = async () => (await pool.query<{ statement: string }>(`SELECT statement FROM pg_prepared_statements`)).rows.map((r) => r.statement);

  it('prepares a statement once and answers from it every time after', async () => {
    const sql = sqlOn(true);
    for (const id of [1, 2, 1]) {
      expect(await sql.read<{ cents: number }>(`SELECT cents FROM plain_gift WHERE id = ?`, [id])).toEqual([{ cents: id === 1 ? 500 : 2575 }]);
    }
    expect((await prepared()).filter((s) => s.includes('plain_gift'))).toEqual([`SELECT cents FROM plain_gift WHERE id = $1`]);
  });

  it('plans a statement at each call when its caller says so, or when preparing is switched off', async () => {
    expect(await sqlOn(true).read(`SELECT id FROM plain_gift WHERE cents > ?`, [1000], { prepare: false })).toEqual([{ id: 2 }]);
    expect(await sqlOn(false).read(`SELECT id FROM plain_gift WHERE cents < ?`, [1000])).toEqual([{ id: 1 }]);
    expect((await prepared()).filter((s) => s.includes('cents >') || s.includes('cents <'))).toEqual([]);
  });

  it('answers a prepared SELECT * again after a column was added under it', async () => {
    const sql = sqlOn(true);
    expect(await sql.read(`SELECT * FROM plain_gift WHERE id = ?`, [1])).toEqual([{ id: 1, cents: 500 }]);
    await pool.query(`ALTER TABLE plain_gift ADD COLUMN tip_cents int NOT NULL DEFAULT 0`);
    expect(await sql.read(`SELECT * FROM plain_gift WHERE id = ?`, [1])).toEqual([{ id: 1, cents: 500, tip_cents: 0 }]);
    expect(await sql.read(`SELECT * FROM plain_gift WHERE id = ?`, [2])).toEqual([{ id: 2, cents: 2575, tip_cents: 0 }]);
  });

  it('answers again after the server forgot the connection’s prepared statements (DISCARD ALL)', async () => {
    const sql = sqlOn(true);
    expect(await sql.read(`SELECT cents FROM plain_gift WHERE id = ? AND cents > 0`, [2])).toEqual([{ cents: 2575 }]);
    await pool.query('DISCARD ALL');
    expect(await sql.read(`SELECT cents FROM plain_gift WHERE id = ? AND cents > 0`, [2])).toEqual([{ cents: 2575 }]);
    expect(await sql.read(`SELECT cents FROM plain_gift WHERE id = ? AND cents > 0`, [1])).toEqual([{ cents: 500 }]);
  });
});
