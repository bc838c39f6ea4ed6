import type { EntityManager } from '@mikro-orm/postgresql';
import { createHash, randomBytes } from 'node:crypto';
import type { Pool } from 'pg';

/** Distinct statement texts prepared by one process at most (each connection keeps a plan for each). */
const MAX_PREPARED = 500;

export interface PlainSqlOptions {
  /** Prepare each statement once per connection (DATABASE_PREPARED_STATEMENTS; on by default). */
  prepare: boolean;
}

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
 *
 * Statements on the pool are prepared: each connection parses and plans a statement text once, then
 * only binds and executes it (PostgreSQL keeps a generic plan when it is as good as a fresh one). On the
 * giving bench this took PostgreSQL's CPU per gift from 3.6 to about 2 ms. A statement whose best plan
 * depends on its values (the campaign search: a common word or a rare one) says `{ prepare: false }`
 * and is planned at each call.
 */
export class PlainSql {
  private pool: Pool | null = null;
  private warmUp: (() => Promise<unknown>) | null = null;
  /** Statement text → its prepared statement's name (the same on every connection). */
  private readonly names = new Map<string, string>();
  private renamed = 0;
  /** Tells this process's renamed statements from another's on a shared server connection. */
  private readonly instance = randomBytes(4).toString('hex');

  constructor(private readonly options: PlainSqlOptions = { prepare: true }) {}

  /** The ORM's pool, as its driver creates it (MikroORM's driverOptions.onPoolCreated). */
  attach(pool: Pool): void {
    this.pool = pool;
  }

  /** How to make the ORM open its pool when a statement comes first (the pool is created lazily). */
  openWith(warmUp: () => Promise<unknown>): void {
    this.warmUp = warmUp;
  }

  /** Runs one statement whose only `?` are placeholders (no `?` operators, none inside literals), outside any transaction. */
  async read<R>(sql: string, params: readonly unknown[], options: { prepare?: boolean } = {}): Promise<R[]> {
    if (!this.pool) await this.warmUp?.();
    const pool = this.pool;
    if (!pool) throw new Error('The database pool is not open');
    const text = numbered(sql, params.length);
    const values = params as unknown[];
    const name = this.options.prepare && options.prepare !== false ? this.nameOf(text) : null;
    if (!name) return (await pool.query(text, values)).rows as R[];
    try {
      return (await pool.query({ name, text, values })).rows as R[];
    } catch (error) {
      // A table's columns changed under a prepared `SELECT *` (a migration while this process runs:
      // 0A000), the server forgot the connection's statements (DISCARD ALL: 26000), or a pooler handed
      // over a server connection where the name is taken (42P05). The text gets a new name, unique to
      // this process, prepared afresh on each connection.
      const code = (error as { code?: string }).code;
      if (code !== '0A000' && code !== '26000' && code !== '42P05') throw error;
      const renamed = `${name}_${this.instance}_${++this.renamed}`;
      this.names.set(text, renamed);
      return (await pool.query({ name: renamed, text, values })).rows as R[];
    }
  }

  /** A statement as it is (`$1…$n` placeholders, not prepared) on the pool: the job queue's own SQL (pg-boss). */
  async query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> {
    if (!this.pool) await this.warmUp?.();
    if (!this.pool) throw new Error('The database pool is not open');
    return this.pool.query(text, values);
  }

  /**
   * A repository's statement: in the running transaction if any (on the ORM's own transaction, its parameters bound
   * as they are: MikroORM's execute() would format and escape each into the text first, 1 KB of JSON for an email),
   * else straight on the pool.
   */
  async run<R>(em: EntityManager, sql: string, params: readonly unknown[]): Promise<R[]> {
    if (!em.isInTransaction()) return this.read<R>(sql, params);
    const transaction = em.getTransactionContext() as unknown as TransactionContext | undefined;
    if (!transaction || typeof transaction.executeQuery !== 'function') return em.execute<R[]>(sql, [...params]);
    const text = numbered(sql, params.length);
    const result = await transaction.executeQuery({ sql: text, parameters: [...params], query: { kind: 'RawNode' }, queryId: { queryId: 'plain-sql' } });
    return result.rows as R[];
  }

  private nameOf(text: string): string | null {
    const known = this.names.get(text);
    if (known) return known;
    // Statements built with a varying number of rows (a batch's VALUES) have a few texts each; past the
    // cap a new text is simply not prepared.
    if (this.names.size >= MAX_PREPARED) return null;
    // Named after the text itself: whatever else prepares on these connections, a name means one text.
    const name = `fc_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    this.names.set(text, name);
    return name;
  }
}

/** The ORM's transaction (Kysely's): runs a compiled statement on the transaction's connection. */
interface TransactionContext {
  executeQuery(query: { sql: string; parameters: unknown[]; query: { kind: 'RawNode' }; queryId: { queryId: string } }): Promise<{ rows: unknown[] }>;
}

/** `?` placeholders as `$1…$n`, checked against the parameters' count. */
function numbered(sql: string, count: number): string {
  let n = 0;
  const text = sql.replace(/\?/g, () => `$${++n}`);
  if (n !== count) throw new Error(`The statement has ${n} placeholders for ${count} parameters`);
  return text;
}
