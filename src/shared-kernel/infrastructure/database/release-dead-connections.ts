import type { Pool, PoolClient } from 'pg';

type Release = PoolClient['release'];
const alreadyReleased: Release = () => undefined;

/**
 * Gives a pooled connection back the moment PostgreSQL drops it, while it is checked out.
 *
 * Kysely (under MikroORM) returns a transaction's connection to the pool only after its COMMIT
 * or ROLLBACK succeeded. When the database goes away in the middle of a transaction (a restart,
 * a failover), the ROLLBACK fails on the dead connection and the connection stays checked out
 * for good: each such transaction takes one of the pool's slots forever. After `pool.max` of
 * them every request waits for a connection that never comes (health stays 503), and closing
 * the app waits for them for ever (pool.end()).
 *
 * So each client's `release` (set by pg-pool at every checkout) is wrapped to run once, and when
 * the client's connection ends while checked out it is released as broken: the pool discards it
 * and opens a fresh one when needed. The holder's own release later is then a no-op.
 */
export function releaseDeadConnections(pool: Pool): void {
  pool.on('connect', (client: PoolClient) => {
    let pending: Release | null = null;
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
    client.on('end', () => pending?.(new Error('The database connection ended')));
  });
}
