import type { EntityManager } from '@mikro-orm/postgresql';
import type { Pool } from 'pg';

/**
 * Plain SQL straight on the ORM's own connection pool (the pg Pool MikroORM's driver made), for the
 * hottest statements. MikroORM's execute() inlines every parameter into the SQL text (escaping it)
 * and passes the rows through its query builder and logger; here the statement and its parameters go
 * to PostgreSQL as they are (`?` placeholders become `$1…$n`, one write to the socket), as
 * bench/baseline/server.mjs sends them.
 *   - read(): reads outside any transaction: the campaign search and listing, the creators they show.
 *     Measured on the search bench at 10,000 campaigns: 0.55x → 0.64x the bare server.
 *   - run(): a repository's statement: on the unit of work's transaction when there is one (through
 *     its EntityManager, so the unit sees it), otherwise on the pool: a one-statement unit of work
 *     (a gift's start and completion, a campaign's credit) or a read by key.
 * Statements with array parameters expanded into lists (`IN (?)`) stay on the EntityManager.
 */
export class PlainSql {
  private pool: Pool | null = null;
  private warmUp: (() => Promise<unknown>) | null = null;

  /** The ORM's pool, as its driver creates it (MikroORM's driverOptions.onPoolCreated). */
  attach(pool: Pool): void {
    this.pool = pool;
  }

  /** How to make the ORM open its pool when a statement comes first (the pool is created lazily). */
  openWith(warmUp: () => Promise<unknown>): void {
    this.warmUp = warmUp;
  }

  /** Runs one statement whose only `?` are placeholders (no `?` operators, none inside literals), outside any transaction. */
  async read<R>(sql: string, params: readonly unknown[]): Promise<R[]> {
    if (!this.pool) await this.warmUp?.();
    if (!this.pool) throw new Error('The database pool is not open');
    let n = 0;
    const text = sql.replace(/\?/g, () => `$${++n}`);
    if (n !== params.length) throw new Error(`The statement has ${n} placeholders for ${params.length} parameters`);
    return (await this.pool.query(text, params as unknown[])).rows as R[];
  }

  /** A repository's statement: in the running transaction if any (through `em`), else straight on the pool. */
  run<R>(em: EntityManager, sql: string, params: readonly unknown[]): Promise<R[]> {
    return em.isInTransaction() ? em.execute<R[]>(sql, [...params]) : this.read<R>(sql, params);
  }
}
