import { createHmac } from 'node:crypto';
import pg from 'pg';
import { ConfigError } from './app-config.js';

/** The row where an instance given SESSION_SECRET leaves what its secret is known by (never the secret itself). */
const GIVEN = 'session_secret_given';

/** What a SESSION_SECRET is known by in the database: an HMAC of a fixed text, from which the secret cannot be read back. */
function fingerprint(secret: string): string {
  return createHmac('sha256', secret).update('faith-collective session secret').digest('hex');
}

async function withClient<T>(databaseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  client.on('error', () => undefined);
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * The session secret every instance on this database uses when SESSION_SECRET is not set. The first instance to
 * start keeps its generated secret (DATA_DIR/session-secret: an existing install's sessions survive) in
 * `app_setting`; every later one, whatever its own DATA_DIR holds, adopts that one. Two instances of one database
 * never sign cookies, monthly-gift links or unsubscribe links with secrets of their own. When another instance of
 * this database was started with SESSION_SECRET, this one refuses to start (one sentence): it would sign with a
 * different secret, in silence.
 */
export async function sharedSessionSecret(databaseUrl: string, candidate: string): Promise<string> {
  return withClient(databaseUrl, async (client) => {
    const given = await client.query(`SELECT 1 FROM app_setting WHERE name = $1`, [GIVEN]);
    if (given.rowCount) {
      throw new ConfigError([
        'SESSION_SECRET is not set here, but another instance of this database was started with one: set the same SESSION_SECRET on every instance (sessions and signed links made by one must work on the others).',
      ]);
    }
    const { rows } = await client.query<{ value: string }>(
      `WITH offered AS (
         INSERT INTO app_setting (name, value) VALUES ('session_secret', $1) ON CONFLICT (name) DO NOTHING RETURNING value
       )
       SELECT value FROM offered UNION ALL SELECT value FROM app_setting WHERE name = 'session_secret' LIMIT 1`,
      [candidate],
    );
    return rows[0].value;
  });
}

/**
 * An instance given SESSION_SECRET (npm start) notes what its secret is known by, so that an instance started
 * without one refuses to start rather than sign with another secret, and says when this database's instances signed
 * with another secret until now (a rotation, or instances given different secrets): returns that sentence, or null.
 */
export async function recordGivenSessionSecret(databaseUrl: string, secret: string): Promise<string | null> {
  const mine = fingerprint(secret);
  return withClient(databaseUrl, async (client) => {
    await client.query('BEGIN');
    try {
      const { rows } = await client.query<{ name: string; value: string }>(
        `SELECT name, value FROM app_setting WHERE name IN ('session_secret', $1) FOR UPDATE`,
        [GIVEN],
      );
      await client.query(`INSERT INTO app_setting (name, value) VALUES ($1, $2) ON CONFLICT (name) DO UPDATE SET value = EXCLUDED.value`, [GIVEN, mine]);
      await client.query('COMMIT');
      const before = rows.find((row) => row.name === GIVEN)?.value;
      if (before !== undefined && before !== mine) {
        return 'SESSION_SECRET is not the one this database was last started with: sessions and signed links made with the other no longer work (expected after changing it; otherwise give every instance the same SESSION_SECRET).';
      }
      if (before === undefined && rows.some((row) => row.name === 'session_secret')) {
        return "This database's instances signed sessions with a generated secret until now: give every instance this SESSION_SECRET (sessions and links signed with the generated one no longer work here).";
      }
      return null;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    }
  });
}
