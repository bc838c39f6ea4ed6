/**
 * `npm start`: the whole platform on one command.
 *   1. The configuration is checked: every wrong setting is listed and nothing starts.
 *   2. PostgreSQL: DATABASE_URL, or an embedded PostgreSQL under DATA_DIR (a cluster left running
 *      by a start that was killed is stopped first).
 *   3. Migrations: every committed migration is applied (a start step, not app bootstrap).
 *   4. The app is built; the ADMIN_* account is ensured; demo content is seeded unless DEMO_DATA=off.
 *   5. It listens on PORT. SIGINT/SIGTERM: /api/health answers 503 for SHUTDOWN_DRAIN_MS while everything
 *      else is still served (a load balancer stops sending here), then stop taking connections, let requests
 *      under way finish (at most a few seconds), close the app, stop PostgreSQL, exit 0: within 10 s.
 * Every start failure ends with one sentence saying what to do, and exit code 1.
 */
import 'reflect-metadata';
import { enableCompileCache } from 'node:module';
import { performance } from 'node:perf_hooks';
import { type AppConfig, ConfigError, loadConfig } from '../shared-kernel/infrastructure/config/app-config.js';
import {
  EmbeddedPostgresError,
  startEmbeddedPostgres,
  type EmbeddedDatabase,
} from '../shared-kernel/infrastructure/database/embedded-postgres.js';

// The platform's modules (Nest, the ORM, every context: some 2 s of CPU to load and compile) are loaded once the
// configuration is known to be good, while PostgreSQL starts, through Node's compile cache (in the temporary
// directory; a start whose cache cannot be written just compiles): a wrong setting is refused at once, and a start
// after the first skips compiling them again (a fifth less CPU before "Ready").
enableCompileCache();
const loadPlatform = async () => {
  const [{ MikroORM, RequestContext }, { announceStopping, createApp }, { allMigrations }, { seedDemoContent }, { EnsureAdminAccount }, { applyMigrations }, { recordGivenSessionSecret }] =
    await Promise.all([
      import('@mikro-orm/core'),
      import('../main.js'),
      import('../migrations.js'),
      import('../demo/seed-demo-content.js'),
      import('../modules/identity/index.js'),
      import('../shared-kernel/infrastructure/database/migrate.js'),
      import('../shared-kernel/infrastructure/config/shared-session-secret.js'),
    ]);
  return { MikroORM, RequestContext, announceStopping, createApp, allMigrations, seedDemoContent, EnsureAdminAccount, applyMigrations, recordGivenSessionSecret };
};
type Platform = Awaited<ReturnType<typeof loadPlatform>>;

/** Past this, a stop that hangs is cut short (PostgreSQL still gets its fast shutdown). */
const STOP_DEADLINE_MS = 9_500;

function say(message: string): void {
  process.stdout.write(`[faith-collective] ${message}\n`);
}

function complain(message: string): void {
  process.stderr.write(`[faith-collective] ${message}\n`);
}

/** What an error says, never "undefined". */
function describe(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  if (error === undefined || error === null) return 'an error without a description';
  return String(error);
}

function databaseHost(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || 5432}${parsed.pathname}`;
  } catch {
    return 'DATABASE_URL';
  }
}

/** One sentence for the person starting the platform: what went wrong and what to do. */
function explainStartFailure(error: unknown, config: AppConfig | null, step: string): string {
  if (error instanceof ConfigError) return `${error.message}\nFix these settings (README, Configuration) and start again.`;
  if (error instanceof EmbeddedPostgresError) return error.message;
  const code = (error as { code?: unknown } | undefined)?.code;
  if (step === 'listen' && config) {
    if (code === 'EADDRINUSE') return `Port ${config.port} is already in use on ${config.host}: stop the program using it, or set PORT to a free port.`;
    if (code === 'EACCES') return `This user may not listen on port ${config.port}: use a port above 1023 (PORT=3000), or run with the privilege to bind it.`;
    if (code === 'EADDRNOTAVAIL') return `HOST=${config.host} is not an address of this machine: use 0.0.0.0, 127.0.0.1 or one of its addresses.`;
  }
  if (config?.databaseUrl && process.env.DATABASE_URL) {
    const where = databaseHost(config.databaseUrl);
    if (code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'ETIMEDOUT') {
      return `The database at ${where} cannot be reached (${String(code)}): check DATABASE_URL and that PostgreSQL is running, or unset DATABASE_URL to use the embedded one.`;
    }
    if (code === '28P01' || code === '28000') return `The database at ${where} refused the user and password in DATABASE_URL: correct them.`;
    if (code === '3D000') return `The database named in DATABASE_URL (${where}) does not exist: create it (createdb) or correct DATABASE_URL.`;
  }
  return `Start-up failed while ${step}: ${describe(error)}. The details are above; fix the cause and start again.`;
}

async function main(): Promise<void> {
  const started = performance.now();
  let step = 'reading the configuration';
  let config: AppConfig | null = null;
  let embedded: EmbeddedDatabase | null = null;
  let platform: Platform | null = null;
  let app: Awaited<ReturnType<Platform['createApp']>> | null = null;
  let stopping = false;

  const stop = async (signal: string) => {
    if (stopping) {
      complain(`${signal} again: stopping at once`);
      process.exit(1);
    }
    stopping = true;
    say(`${signal}: shutting down`);
    const deadline = setTimeout(() => {
      complain('Shutting down is taking too long: stopping now');
      process.exit(1); // the exit hook still gives PostgreSQL its fast shutdown
    }, STOP_DEADLINE_MS);
    deadline.unref();
    if (app && config && config.shutdownDrainMs > 0) {
      // A load balancer checking /api/health sees 503 and stops sending here; requests still arriving are served.
      platform?.announceStopping(app);
      await new Promise((resolve) => setTimeout(resolve, config!.shutdownDrainMs));
    }
    await app?.close().catch((error: unknown) => complain(`Closing the app: ${describe(error)}`));
    await embedded?.stop().catch((error: unknown) => complain(`Stopping PostgreSQL: ${describe(error)}`));
    say('Stopped');
    process.exit(0);
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.removeAllListeners(signal);
    process.on(signal, () => void stop(signal));
  }
  const crash = (kind: string) => (error: unknown) => {
    if (error instanceof Error && error.stack) console.error(error.stack);
    complain(app && step === 'running' ? `Stopped by an unexpected ${kind}: ${describe(error)}.` : explainStartFailure(error, config, step));
    const exit = () => process.exit(1);
    void Promise.resolve(embedded?.stop()).catch(() => undefined).then(exit);
    setTimeout(exit, 5_000).unref();
  };
  process.on('unhandledRejection', crash('error'));
  process.on('uncaughtException', crash('error'));

  try {
    const preliminary = loadConfig({ ...process.env, DATABASE_URL: process.env.DATABASE_URL ?? '' });
    for (const notice of preliminary.deprecations) complain(notice);
    config = preliminary;
    const loading = loadPlatform();
    loading.catch(() => undefined); // awaited below, after PostgreSQL has started (or failed to)
    let databaseUrl = preliminary.databaseUrl;
    if (!databaseUrl) {
      step = 'starting the embedded PostgreSQL';
      say(`No DATABASE_URL: starting the embedded PostgreSQL for ${preliminary.dataDir}`);
      embedded = await startEmbeddedPostgres({ dataDir: preliminary.dataDir, database: 'faith_collective', say });
      databaseUrl = embedded.url;
    }
    config = { ...preliminary, databaseUrl };
    step = 'loading the platform';
    platform = await loading;
    const { MikroORM, RequestContext, createApp, allMigrations, seedDemoContent, EnsureAdminAccount, applyMigrations, recordGivenSessionSecret } = platform;
    if (stopping) return;

    step = 'applying the migrations';
    const applied = await applyMigrations(databaseUrl, allMigrations);
    say(applied.length ? `Applied migrations: ${applied.join(', ')}` : 'Database schema is up to date');

    if (config.sessionSecretSource === 'given') {
      // Instances of one database never sign with different secrets in silence (one without SESSION_SECRET refuses).
      step = 'noting the session secret';
      const notice = await recordGivenSessionSecret(databaseUrl, config.sessionSecret);
      if (notice) complain(notice);
    }

    step = 'building the app';
    app = await createApp(config);
    if (config.admin) {
      step = 'ensuring the ADMIN_* account';
      const admin = config.admin;
      const orm = app.get(MikroORM);
      const built = app;
      await RequestContext.create(orm.em.fork(), () => built.get(EnsureAdminAccount).execute(admin));
      say(`Administrator "${admin.username}" is ready`);
    }
    if (config.demoData) {
      step = 'seeding the demo content';
      await seedDemoContent(app);
      say('Demo content is in place (DEMO_DATA=off to start empty)');
    }
    if (stopping) return;
    step = 'listen';
    await app.listen(config.port, config.host);
    step = 'running';
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    say(`Ready at http://localhost:${config.port} in ${seconds} s`);
  } catch (error) {
    if (stopping) return;
    if (!(error instanceof ConfigError) && !(error instanceof EmbeddedPostgresError)) console.error(error);
    complain(explainStartFailure(error, config, step));
    await app?.close().catch(() => undefined);
    await embedded?.stop().catch(() => undefined);
    process.exit(1);
  }
}

void main();
