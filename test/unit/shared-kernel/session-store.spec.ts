import { describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { sessionStore } from '../../../src/shared-kernel/infrastructure/auth/session.js';

/** The session store's housekeeping: its failures reach the app's log, and it stops with the app. */
describe('session store', () => {
  it('reports a failed clean-up of expired sessions to the log it is given, not to the console', async () => {
    // Nothing listens on port 1: every query fails at once.
    const pool = new pg.Pool({ connectionString: 'postgres://nobody@127.0.0.1:1/none', connectionTimeoutMillis: 1000 });
    const logged: string[] = [];
    const store = sessionStore(pool, (message) => logged.push(message));
    try {
      (store as unknown as { pruneSessions(): void }).pruneSessions();
      const until = Date.now() + 5000;
      while (logged.length === 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 10));
      expect(logged).toHaveLength(1);
      expect(logged[0]).toMatch(/^Failed to prune sessions: .*ECONNREFUSED/);
    } finally {
      await Promise.resolve(store.close());
      await pool.end();
    }
  });

  it('stops its periodic clean-up when closed', async () => {
    const pool = new pg.Pool({ connectionString: 'postgres://nobody@127.0.0.1:1/none', connectionTimeoutMillis: 1000 });
    const store = sessionStore(pool, () => undefined);
    // A first use schedules the clean-up.
    await new Promise<void>((resolve) => store.get('no-such-session', () => resolve()));
    expect((store as unknown as { pruneTimer?: unknown }).pruneTimer).toBeDefined();
    await Promise.resolve(store.close());
    expect((store as unknown as { pruneTimer?: unknown }).pruneTimer).toBeUndefined();
    await pool.end();
  });
});
