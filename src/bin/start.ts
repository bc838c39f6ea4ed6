/**
 * `npm start`: the whole platform on one command.
 *   1. PostgreSQL: DATABASE_URL, or an embedded PostgreSQL under DATA_DIR.
 *   2. Migrations: every committed migration is applied (a start step, not app bootstrap).
 *   3. The app is built; the ADMIN_* account is ensured; demo content is seeded unless DEMO_DATA=off.
 *   4. It listens on PORT. Ctrl-C closes the app and stops PostgreSQL cleanly.
 */
import 'reflect-metadata';
import { MikroORM, RequestContext } from '@mikro-orm/core';
import { performance } from 'node:perf_hooks';
import { createApp } from '../main.js';
import { allMigrations } from '../migrations.js';
import { seedDemoContent } from '../demo/seed-demo-content.js';
import { EnsureAdminAccount } from '../modules/identity/index.js';
import { loadConfig } from '../shared-kernel/infrastructure/config/app-config.js';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../shared-kernel/infrastructure/database/embedded-postgres.js';
import { applyMigrations } from '../shared-kernel/infrastructure/database/migrate.js';

function say(message: string): void {
  process.stdout.write(`[faith-collective] ${message}\n`);
}

async function main(): Promise<void> {
  const started = performance.now();
  let embedded: EmbeddedDatabase | null = null;
  let databaseUrl = process.env.DATABASE_URL;
  const preliminary = loadConfig({ ...process.env, DATABASE_URL: databaseUrl ?? '' });
  if (!databaseUrl) {
    say(`No DATABASE_URL: starting the embedded PostgreSQL in ${preliminary.dataDir}/postgres`);
    embedded = await startEmbeddedPostgres({ dataDir: preliminary.dataDir, database: 'faith_collective' });
    databaseUrl = embedded.url;
  }
  const config = { ...preliminary, databaseUrl };

  let app: Awaited<ReturnType<typeof createApp>> | null = null;
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    say(`${signal}: shutting down`);
    await app?.close().catch(() => undefined);
    await embedded?.stop().catch(() => undefined);
    process.exit(0);
  };
  // This process owns shutdown: embedded-postgres's own exit hook would race it (and exit 130
  // before the app has closed), so its signal listeners are replaced by one orderly stop.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.removeAllListeners(signal);
    process.on(signal, () => void stop(signal));
  }

  try {
    const applied = await applyMigrations(databaseUrl, allMigrations);
    say(applied.length ? `Applied migrations: ${applied.join(', ')}` : 'Database schema is up to date');

    app = await createApp(config);
    if (config.admin) {
      const admin = config.admin;
      const orm = app.get(MikroORM);
      await RequestContext.create(orm.em.fork(), () => app!.get(EnsureAdminAccount).execute(admin));
      say(`Administrator "${admin.username}" is ready`);
    }
    if (config.demoData) {
      await seedDemoContent(app);
      say('Demo content is in place (DEMO_DATA=off to start empty)');
    }
    await app.listen(config.port, config.host);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    say(`Ready at http://localhost:${config.port} in ${seconds} s`);
  } catch (error) {
    console.error(error);
    await app?.close().catch(() => undefined);
    await embedded?.stop().catch(() => undefined);
    process.exit(1);
  }
}

void main();
