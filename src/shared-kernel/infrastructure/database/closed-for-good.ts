import type { MikroORM } from '@mikro-orm/core';

/** What work that reaches the database after the app has closed it meets. */
export class DatabaseClosedError extends Error {
  constructor() {
    super('The database connection is closed: the application is shutting down');
    this.name = 'DatabaseClosedError';
  }
}

/**
 * Once the app has closed the ORM (at shutdown, after every background job has stopped), it stays closed.
 *
 * MikroORM connects lazily: a statement on a closed ORM opens a new connection pool, which nothing then
 * closes. A request whose connection the HTTP drain cut after its grace period may still be running its
 * handler; when that handler then reaches the database, it now fails with DatabaseClosedError (its
 * transaction never began, so nothing is half done) instead of holding a new pool and its PostgreSQL
 * connections open past the app's end. Costs nothing per statement: only connecting is guarded, and the
 * ORM connects once.
 */
export function closedForGood(orm: MikroORM): void {
  const connection = orm.em.getConnection();
  const connect = connection.connect.bind(connection);
  const close = connection.close.bind(connection);
  let closed = false;
  connection.connect = async (...args: Parameters<typeof connect>) => {
    if (closed) throw new DatabaseClosedError();
    return connect(...args);
  };
  connection.close = async (...args: Parameters<typeof close>) => {
    closed = true;
    return close(...args);
  };
}
