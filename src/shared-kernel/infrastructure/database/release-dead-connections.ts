import type { Pool, PoolClient } from 'pg';

type Release = PoolClient['release'];
const alreadyReleased: Release = () => undefined;

/** What pg-pool itself reads to tell a dead client (pg has no public flag for it). */
interface ClientState {
  _queryable?: boolean;
  _ending?: boolean;
}

function isDead(client: PoolClient): boolean {
  const state = client as unknown as ClientState;
  return state._queryable === false || state._ending === true;
}

/**
 * Gives a pooled connection back as soon as PostgreSQL has dropped it, while it is checked out.
 *
 * Kysely (under MikroORM) returns a transaction's connection to the pool only after its BEGIN,
 * COMMIT or ROLLBACK succeeded. When the database goes away (a restart, a failover), those fail on
 * the dead connection and the connection stays checked out for good: each such transaction takes
 * one of the pool's slots for ever. After `pool.max` of them every request waits for a connection
 * that never comes (health stays 503), and closing the app waits for ever (pool.end()).
 *
 * So each client's `release` (set by pg-pool at every checkout) is wrapped to run once, and the
 * client is released as broken (the pool discards it and opens a fresh one when needed) when its
 * connection ends while checked out, or when a query fails because the connection is dead (a
 * client that died while idle is only found out at its next query). The holder's own release
 * afterwards is a no-op.
 */
export function releaseDeadConnections(pool: Pool): void {
  pool.on('connect', (client: PoolClient) => {
    let pending: Release | null = null;
    const releaseIfDead = () => {
      if (pending && isDead(client)) pending(new Error('The database connection ended'));
    };
    Object.defineProperty(client, 'release', {
      configurable: true,
      get: (): Release => pending ?? alreadyReleased,
      set: (release: Release) => {
        pending = (error) => {
          pending = null;
          release(error);
        };
      },
    });
    client.on('end', releaseIfDead);
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    Object.assign(client, {
      query: (...args: unknown[]) => {
        const result = query(...args);
        // Observed, not handled: the caller still gets the rejection.
        if (result instanceof Promise) result.catch(releaseIfDead);
        return result;
      },
    });
  });
}
