import type { MikroORM } from '@mikro-orm/core';
import type { AbstractSqlConnection } from '@mikro-orm/postgresql';

/** What work that reaches the database through the ORM after the app has closed it meets. */
export class DatabaseClosedError extends Error {
  constructor() {
    super('The database connection is closed: the application is shutting down');
    this.name = 'DatabaseClosedError';
  }
}

/**
 * Once the app has closed the ORM (`orm.close()`, at shutdown, after every background job has stopped), it
 * stays closed.
 *
 * MikroORM connects lazily: a statement on a closed ORM opens a new connection pool, which nothing then
 * closes. A request whose connection the HTTP drain cut after its grace period may still be running its
 * handler; when that handler then reaches the database through the ORM, it now fails with
 * DatabaseClosedError before any transaction begins (nothing is half done) instead of holding a new pool
 * and its PostgreSQL connections open past the app's end. Statements through PlainSql, which keeps the
 * ORM's pool, fail with pg's own "Cannot use a pool after calling end on the pool".
 *
 * Guarded are the two ways the connection opens a client: connect() (every statement's ensureConnection)
 * and getClient() (which makes one when there is none); each costs a flag check. `orm.reconnect()`, which
 * closes the connection (not the ORM) and connects again, still works.
 */
export function closedForGood(orm: MikroORM): void {
  const connection = orm.em.getConnection() as AbstractSqlConnection;
  const connect = connection.connect.bind(connection);
  const getClient = connection.getClient.bind(connection);
  const close = orm.close.bind(orm);
  let closed = false;
  connection.connect = async (...args: Parameters<typeof connect>) => {
    if (closed) throw new DatabaseClosedError();
    return connect(...args);
  };
  connection.getClient = (() => {
    if (closed) throw new DatabaseClosedError();
    return getClient();
  }) as typeof connection.getClient;
  orm.close = async (...args: Parameters<typeof close>) => {
    closed = true;
    return close(...args);
  };
}
