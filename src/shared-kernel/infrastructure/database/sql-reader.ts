import type { Pool } from 'pg';

/**
 * Plain reads straight on the ORM's own connection pool (the pg Pool MikroORM's driver made), for the
 * hottest public reads outside any transaction: the campaign search and listing, and the creators they
 * show. MikroORM's execute() inlines every parameter into the SQL text (escaping it) and passes the rows
 * through its query builder; here the statement and its parameters go to PostgreSQL as they are
 * (`?` placeholders become `$1…$n`), as bench/baseline/server.mjs sends them. Measured on the search bench
 * at 10,000 campaigns: 0.55x → 0.64x the bare server. Not for anything a unit of work must see: it
 * never joins the request's transaction.
 */
export class SqlReader {
  private pool: Pool | null = null;
  private warmUp: (() => Promise<unknown>) | null = null;

  /** The ORM's pool, as its driver creates it (MikroORM's driverOptions.onPoolCreated). */
  attach(pool: Pool): void {
    this.pool = pool;
  }

  /** How to make the ORM open its pool when a read comes first (the pool is created lazily). */
  openWith(warmUp: () => Promise<unknown>): void {
    this.warmUp = warmUp;
  }

  /** Runs one statement whose only `?` are placeholders (no `?` operators, none inside literals). */
  async query<R>(sql: string, params: readonly unknown[]): Promise<R[]> {
    if (!this.pool) await this.warmUp?.();
    if (!this.pool) throw new Error('The database pool is not open');
    let n = 0;
    const text = sql.replace(/\?/g, () => `$${++n}`);
    if (n !== params.length) throw new Error(`The statement has ${n} placeholders for ${params.length} parameters`);
    return (await this.pool.query(text, params as unknown[])).rows as R[];
  }
}
