import pg from 'pg';

/**
 * The session secret every instance on this database uses when SESSION_SECRET is not set. The first instance to
 * start keeps its generated secret (DATA_DIR/session-secret: an existing install's sessions survive) in
 * `app_setting`; every later one, whatever its own DATA_DIR holds, adopts that one. Two instances of one database
 * never sign cookies, monthly-gift links or unsubscribe links with secrets of their own.
 */
export async function sharedSessionSecret(databaseUrl: string, candidate: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  client.on('error', () => undefined);
  await client.connect();
  try {
    const { rows } = await client.query<{ value: string }>(
      `WITH offered AS (
         INSERT INTO app_setting (name, value) VALUES ('session_secret', $1) ON CONFLICT (name) DO NOTHING RETURNING value
       )
       SELECT value FROM offered UNION ALL SELECT value FROM app_setting WHERE name = 'session_secret' LIMIT 1`,
      [candidate],
    );
    return rows[0].value;
  } finally {
    await client.end();
  }
}
