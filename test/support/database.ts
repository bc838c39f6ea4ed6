import { randomBytes } from 'node:crypto';
import pg from 'pg';

function server(): string {
  const url = process.env.FC_TEST_PG_SERVER;
  if (!url) throw new Error('FC_TEST_PG_SERVER is not set: run the tests through jest (global setup starts PostgreSQL)');
  return url;
}

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: `${server()}/postgres` });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A fresh database, migrated, for one test file. */
export async function createTestDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `fc_test_${randomBytes(6).toString('hex')}`;
  const template = process.env.FC_TEST_PG_TEMPLATE ?? 'fc_test_template';
  // Copying a template fails while another session is connected to it; retry briefly.
  for (let attempt = 0; ; attempt++) {
    try {
      await admin((c) => c.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
      break;
    } catch (error) {
      if (attempt > 20) throw error;
      await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
    }
  }
  return {
    url: `${server()}/${name}`,
    drop: () => admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}
