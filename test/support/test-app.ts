import 'reflect-metadata';
import { MikroORM, RequestContext } from '@mikro-orm/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../../src/main.js';
import { type AppConfig, loadConfig } from '../../src/shared-kernel/infrastructure/config/app-config.js';
import { OutboxRelay } from '../../src/shared-kernel/infrastructure/outbox/outbox.relay.js';
import { createTestDatabase } from './database.js';

export interface TestApp {
  app: NestExpressApplication;
  config: AppConfig;
  /** http://127.0.0.1:PORT when started with listen: true. */
  url: string;
  databaseUrl: string;
  /** Runs work with an ORM context, as a request would have. */
  inContext<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

const running = new Set<TestApp>();

/**
 * Delivers what waits in the outbox of every running test app whose relay does not run
 * (outboxPollMs 0: the test delivers by hand, and nothing is delivered right after a commit).
 * For helpers that promise a finished cross-context change, such as a live campaign (a
 * moderator's approval takes effect in fundraising when moderation's event is delivered).
 */
export async function deliverWhereNoRelayRuns(): Promise<void> {
  for (const t of running) if (t.config.outboxPollMs === 0) await t.app.get(OutboxRelay).drain();
}

/** The whole app on its own fresh database, configured as `npm start` would, minus the listening unless asked. */
export async function startTestApp(
  options: {
    listen?: boolean;
    env?: Record<string, string>;
    config?: Partial<AppConfig>;
    /** A second instance: the database of a running test app, shared (and left for that app to drop). */
    sharedDatabaseOf?: TestApp;
  } = {},
): Promise<TestApp> {
  const database = options.sharedDatabaseOf
    ? { url: options.sharedDatabaseOf.databaseUrl, drop: () => Promise.resolve() }
    : await createTestDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'fc-test-data-'));
  const config = loadConfig(
    // Suites sign up many members from one address: the registration limit is its own spec's business.
    { DATA_DIR: dataDir, DATABASE_URL: database.url, LOG_LEVEL: 'silent', REGISTRATIONS_PER_IP_PER_HOUR: '100000', ...options.env },
    // Throwaway accounts: Argon2id at its smallest cost (a hash and a check 1 ms of CPU instead of 44; about 900
    // a run). Production's cost is not configurable (AppConfig.passwordHashing); npm start's specs use it.
    { sessionSecret: 'test-session-secret', webRoot: null, outboxPollMs: 50, passwordHashing: { memoryKib: 1024, passes: 1 }, ...options.config },
  );
  const app = await createApp(config, { quiet: true });
  let url = '';
  if (options.listen) {
    await app.listen(0, '127.0.0.1');
    const address = app.getHttpServer().address();
    url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  }
  const orm = app.get(MikroORM);
  const testApp: TestApp = {
    app,
    config,
    url,
    databaseUrl: database.url,
    inContext: (work) => RequestContext.create(orm.em.fork(), work),
    close: async () => {
      running.delete(testApp);
      await app.close();
      await database.drop();
      // Its uploads and mail: a test run must not leave them behind in the temporary directory.
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  running.add(testApp);
  return testApp;
}
