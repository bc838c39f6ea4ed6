// Shared set-up for benchmarks: a real PostgreSQL (embedded unless DATABASE_URL), migrations, and
// the compiled app started by `node dist/bin/start.js` in its own process, so that the load
// generator (autocannon, in this process) does not share a CPU thread with the server.
// Run `npm run build:server` first (npm run bench does).
// BENCH_ECHO=1 copies the app's standard output (its logs) to this process's standard error.
// BENCH_CPU_PROF=<dir> profiles the app (V8 .cpuprofile); BENCH_NODE_ARGS adds node options for it.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statfsSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/** Free space /dev/shm must have for the app's mail to go there (see mailInMemory). */
const MAIL_IN_MEMORY_BYTES = 1024 * 2 ** 20;

/**
 * The app and, with `baseline: true`, the bare node:http + pg server (bench/baseline/server.mjs) on the
 * same database. BENCH_PG_STATS=1 loads pg_stat_statements in the embedded cluster (a restart) for profiling.
 *
 * With `mailInMemory: true` the app's mail directory (DATA_DIR/mail, where it writes each email as an .eml
 * file without SMTP) is a link to a directory in /dev/shm (tmpfs) when there is one; BENCH_MAIL_ON_DISK=1
 * keeps it on disk. The app writes its files exactly as it would, but this ext4 (no journal) makes each new
 * file dear for minutes after many files were deleted nearby (up to 1 ms of kernel CPU a file, against
 * 17–20 µs when settled and 4–8 µs on tmpfs): each bench and test run deletes thousands, so on disk the
 * figures told how recently something was deleted, not the app. Production sends mail over SMTP: no files.
 */
export async function startBenchApp(extraEnv = {}, { baseline = false, mailInMemory = false } = {}) {
  const { startEmbeddedPostgres, ensureDatabase, freePort } = await import('../dist/shared-kernel/infrastructure/database/embedded-postgres.js');
  const dataDir = mkdtempSync(join(tmpdir(), 'fc-bench-'));
  let mailDir = null;
  let forgetMailDir = () => undefined;
  if (mailInMemory && process.env.BENCH_MAIL_ON_DISK !== '1' && existsSync('/dev/shm')) {
    // A giving bench writes some 30,000 files of 4–8 KB: a small /dev/shm (a container's 64 MB) keeps them on disk.
    const { bavail, bsize } = statfsSync('/dev/shm');
    if (bavail * bsize < MAIL_IN_MEMORY_BYTES) {
      console.log(`/dev/shm has ${((bavail * bsize) / 2 ** 20).toFixed(0)} MB free, under the ${MAIL_IN_MEMORY_BYTES / 2 ** 20} MB the app's mail may take: the mail goes on disk.`);
    } else {
      try {
        mailDir = mkdtempSync('/dev/shm/fc-bench-mail-');
        symlinkSync(mailDir, join(dataDir, 'mail'));
        // Memory is not left taken if the bench stops early, by an error or a signal (close() removes it otherwise).
        const dir = mailDir;
        const remove = () => rmSync(dir, { recursive: true, force: true });
        const onSignal = (signal) => {
          remove();
          process.kill(process.pid, signal);
        };
        process.once('exit', remove);
        for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.once(signal, onSignal);
        forgetMailDir = () => {
          remove();
          process.off('exit', remove);
          for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.off(signal, onSignal);
        };
      } catch {
        if (mailDir) rmSync(mailDir, { recursive: true, force: true });
        mailDir = null;
      }
    }
  }
  let embedded = null;
  let databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const url = new URL(databaseUrl);
    const name = `fc_bench_${Date.now()}`;
    await ensureDatabase(`${url.protocol}//${url.username}:${url.password}@${url.host}`, name);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  } else {
    embedded = await startEmbeddedPostgres({ dataDir, database: 'fc_bench' });
    if (process.env.BENCH_PG_STATS === '1') {
      const admin = new pg.Client({ connectionString: embedded.url });
      await admin.connect();
      await admin.query(`ALTER SYSTEM SET shared_preload_libraries = 'pg_stat_statements'`);
      await admin.end();
      await embedded.stop();
      embedded = await startEmbeddedPostgres({ dataDir, database: 'fc_bench' });
    }
    databaseUrl = embedded.url;
  }
  const port = await freePort();
  // The app as it runs in production: its default log level (info) unless BENCH_LOG_LEVEL says otherwise;
  // BENCH_CPU_PROF=<dir> writes a V8 CPU profile of the app there when it stops.
  // BENCH_NODE_ARGS adds node options for the app (e.g. --trace-gc, with BENCH_ECHO=1).
  const nodeArgs = [
    ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []),
    ...(process.env.BENCH_NODE_ARGS ? process.env.BENCH_NODE_ARGS.split(' ').filter(Boolean) : []),
  ];
  // The app as `npm start` runs it: the node options of package.json's start script (its young generation).
  // (`exec node …`: the words after `node`.)
  const startWords = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).scripts.start.split(/\s+/);
  const startScript = startWords.slice(startWords.indexOf('node') + 1);
  const runtimeOptions = startScript.filter((arg) => arg.startsWith('--'));
  const child = await startChild([...nodeArgs, ...startScript], {
    DATABASE_URL: databaseUrl, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', DEMO_DATA: 'off', WEB_ROOT: '',
    ...(process.env.BENCH_LOG_LEVEL ? { LOG_LEVEL: process.env.BENCH_LOG_LEVEL } : {}),
    ...extraEnv,
  });
  const url = `http://127.0.0.1:${port}`;
  let bare = null;
  let baseUrl = null;
  if (baseline) {
    const basePort = await freePort();
    // The same runtime options (the young generation) as the app: only the framework and the design differ.
    bare = await startChild([...runtimeOptions, 'bench/baseline/server.mjs'], { DATABASE_URL: databaseUrl, PORT: String(basePort) });
    baseUrl = `http://127.0.0.1:${basePort}`;
  }
  const sql = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  let probes = 0;
  return {
    url,
    baseUrl,
    databaseUrl,
    /** The server processes, for CPU figures (`load({ pid })`). */
    pids: { app: child.pid, baseline: bare?.pid ?? null },
    /** Where the app's .eml files go: 'memory' (tmpfs, see mailInMemory) or 'disk'. */
    mailOn: mailDir ? 'memory' : 'disk',
    /** CPU time the embedded PostgreSQL has used so far, in ms (null with DATABASE_URL or off Linux). */
    postgresCpuMs: () => (embedded ? postgresCpuMs(embedded.clusterDir) : null),
    sql,
    /**
     * What creating a file in the app's mail directory costs right now, in µs of kernel CPU per file (`files`
     * files of 4 KB, kept until the end: deleting them would make the next files dearer). The app writes
     * each email there as an .eml file, and on this machine's ext4 (no journal) a new file costs from
     * 20 µs to about 1 ms, depending on how many files were deleted nearby in the last minutes: ext4
     * skips each recently freed inode, one by one, on every file it creates. 100 files can land in a
     * cheap stretch (97 µs) just before a run whose 7,000 files cost 570 µs each: 1,000 tell better
     * (about 20 ms when files are cheap).
     */
    fileCreationCostUs(files = 1000) {
      const dir = join(dataDir, 'mail');
      mkdirSync(dir, { recursive: true });
      const text = 'x'.repeat(4096);
      const probe = ++probes;
      const before = process.cpuUsage().system;
      for (let i = 0; i < files; i++) writeFileSync(join(dir, `.probe-${probe}-${i}`), text);
      return (process.cpuUsage().system - before) / files;
    },
    async close() {
      await sql.end();
      for (const c of [bare, child]) if (c) await stopChild(c);
      await embedded?.stop();
      // A million campaigns leave about a gigabyte behind.
      rmSync(dataDir, { recursive: true, force: true });
      forgetMailDir();
    },
  };
}

async function startChild(args, env) {
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((resolve, reject) => {
    child.on('exit', (code) => reject(new Error(`${args.at(-1)} exited with ${code}`)));
    // Read everything it writes (a full pipe would block it); resolve once it listens.
    child.stdout.on('data', (chunk) => {
      if (process.env.BENCH_ECHO === '1') process.stderr.write(chunk);
      if (String(chunk).includes('Ready at')) resolve();
    });
  });
  return child;
}

async function stopChild(child) {
  child.removeAllListeners('exit');
  const exited = new Promise((r) => child.on('exit', r));
  child.kill('SIGTERM');
  await exited;
}

/** Median of numbers. */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** How busy the machine is: the 1-minute load average over the core count. */
export async function machineLoad() {
  const { loadavg, cpus } = await import('node:os');
  return `load average ${loadavg()[0].toFixed(2)} on ${cpus().length} cores`;
}

/** The machine's CPU time so far, in clock ticks: { idle, total } over all cores (Linux /proc/stat; null elsewhere). */
export function machineTicks() {
  try {
    const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
    const ticks = fields.map(Number);
    // user nice system idle iowait irq softirq steal: idle and iowait are time no process used.
    return { idle: ticks[3] + ticks[4], total: ticks.slice(0, 8).reduce((a, b) => a + b, 0) };
  } catch {
    return null;
  }
}

/** CPU time (user + system, or with part 'kernel' system only) a process has used so far, in ms (Linux /proc; null elsewhere). */
export function cpuTimeMs(pid, part = 'all') {
  try {
    // Fields after the command name (which may hold spaces): state is field 3, utime 14, stime 15, in clock ticks.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ').at(-1).split(' ');
    const ticks = part === 'kernel' ? Number(fields[12]) : Number(fields[11]) + Number(fields[12]);
    return (ticks * 1000) / 100;
  } catch {
    return null;
  }
}

/**
 * CPU time (user + system) of a PostgreSQL cluster so far, in ms: its postmaster, the backends and helpers
 * running now, and those that have exited (their time is added to the postmaster's children's time).
 */
export function postgresCpuMs(clusterDir) {
  try {
    const postmaster = Number(readFileSync(join(clusterDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    const fieldsOf = (pid) => readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ').at(-1).split(' ');
    const own = fieldsOf(postmaster);
    // utime, stime, cutime, cstime: fields 14–17, here 11–14 (the command name and pid are cut off).
    let ticks = Number(own[11]) + Number(own[12]) + Number(own[13]) + Number(own[14]);
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const fields = fieldsOf(entry);
        if (Number(fields[1]) === postmaster) ticks += Number(fields[11]) + Number(fields[12]);
      } catch {
        // The process ended meanwhile: its time is in the postmaster's children's time.
      }
    }
    return (ticks * 1000) / 100;
  } catch {
    return null;
  }
}

/**
 * Runs autocannon and returns latency percentiles in ms and throughput; with `pid`, also the server
 * process's CPU time per request in ms (`cpuPerRequest`): what each request cost the server, whatever
 * else the machine was doing.
 */
export async function load({ url, connections = 20, duration = 10, requests, title, headers, pid }) {
  const cpuBefore = pid ? cpuTimeMs(pid) : null;
  const result = await autocannon({ url, connections, duration, requests, title, headers });
  const cpuAfter = pid ? cpuTimeMs(pid) : null;
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${title}: ${result.non2xx} non-2xx and ${result.errors} errors`);
  const { p90, p97_5, p99, p50 } = result.latency;
  // autocannon reports p90, p97.5 and p99; p95 lies between the first two: interpolate linearly.
  const p95 = p90 + ((p97_5 - p90) * 5) / 7.5;
  const cpuPerRequest = cpuBefore !== null && cpuAfter !== null && result.requests.total > 0 ? (cpuAfter - cpuBefore) / result.requests.total : null;
  return { title, requests: result.requests.total, rps: result.requests.average, p50, p95, p99, cpuPerRequest };
}

export function print(rows) {
  for (const r of rows) {
    console.log(
      `${r.title.padEnd(44)} ${String(Math.round(r.rps)).padStart(7)} req/s   p50 ${r.p50.toFixed(1).padStart(6)} ms   p95 ${r.p95.toFixed(1).padStart(6)} ms   p99 ${r.p99.toFixed(1).padStart(6)} ms` +
        (r.cpuPerRequest == null ? '' : `   server CPU ${r.cpuPerRequest.toFixed(2)} ms/request`),
    );
  }
}

/** JSON over HTTP with a cookie jar of one cookie, for set-up steps. */
export function client(base) {
  let cookie = '';
  return async function call(method, path, body) {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const set = res.headers.get('set-cookie');
    if (set) cookie = set.split(';')[0];
    const text = await res.text();
    const json = text ? JSON.parse(text) : null;
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
    return json;
  };
}

export function percentileOf(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export const WORDS = ['water', 'choir', 'pantry', 'roof', 'clinic', 'garden', 'relief', 'books', 'mission', 'youth', 'orphanage', 'bibles',
  'shelter', 'school', 'hospital', 'refugees', 'well', 'camp', 'retreat', 'music', 'food', 'winter', 'coats', 'bus', 'chapel'];
export const PLACES = ['Kibera', 'Nashville', 'Memphis', 'Haiti', 'Manila', 'Lagos', 'Lima', 'Accra', 'Austin', 'Detroit', 'Quito', 'Kampala'];

/**
 * `count` approved campaigns of 2,000 creators, seeded with generate_series SQL as a bulk load would be: the
 * campaign indexes are dropped and rebuilt from their own definitions, the search vocabulary's trigger is off and
 * the vocabulary filled in one statement afterwards (a minute for a million, not hours).
 */
export async function seedCampaigns(sql, count) {
  const started = Date.now();
  const { rows: indexes } = await sql.query(
    `SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'campaign' AND indexname NOT IN (SELECT conname FROM pg_constraint)`,
  );
  for (const { indexname } of indexes) await sql.query(`DROP INDEX ${indexname}`);
  // The search vocabulary's trigger too: rebuilt below in one statement, as its migration does.
  await sql.query(`ALTER TABLE campaign DISABLE TRIGGER USER`);
  // Creators for the cards: 2,000 members, each owning many campaigns.
  await sql.query(
    `INSERT INTO app_user (id, username, email, password_hash, first_name, last_name, phone, created_at, updated_at)
     SELECT gen_random_uuid(), 'creator' || i, 'creator' || i || '@example.org', 'x', 'Creator', 'No ' || i, '6155550100', now(), now()
       FROM generate_series(1, 2000) AS i`,
  );
  await sql.query(
    `INSERT INTO campaign (id, slug, owner_id, title, description, goal_cents, status, is_active, created_at, updated_at)
     SELECT gen_random_uuid(), 'bench-' || i, owners.ids[1 + i % 2000],
            initcap(w1) || ' ' || initcap(w2) || ' for ' || place || ' #' || i,
            'Help our congregation bring ' || w1 || ' and ' || w2 || ' to families in ' || place ||
              '. Every gift matters and goes straight to the ' || w3 || ' project run by local volunteers.',
            (100 + (i % 500)) * 100, 'approved', true, now() - (i || ' seconds')::interval, now()
       FROM (SELECT array_agg(id) AS ids FROM app_user WHERE username LIKE 'creator%') AS owners,
            generate_series(1, $1) AS i,
            LATERAL (SELECT ($2::text[])[1 + (i * 7) % array_length($2::text[], 1)] AS w1,
                            ($2::text[])[1 + (i * 13) % array_length($2::text[], 1)] AS w2,
                            ($2::text[])[1 + (i * 17) % array_length($2::text[], 1)] AS w3,
                            ($3::text[])[1 + (i * 11) % array_length($3::text[], 1)] AS place) AS pick`,
    [count, WORDS, PLACES],
  );
  const loaded = Date.now();
  for (const { indexdef } of indexes) await sql.query(indexdef);
  await sql.query(`INSERT INTO campaign_search_word (word) SELECT DISTINCT unnest(tsvector_to_array(search_vector)) FROM campaign ON CONFLICT DO NOTHING`);
  await sql.query(`ALTER TABLE campaign ENABLE TRIGGER USER`);
  await sql.query('VACUUM ANALYZE campaign');
  await sql.query('VACUUM ANALYZE campaign_search_word');
  await sql.query('ANALYZE app_user');
  console.log(`Seeded ${count.toLocaleString('en-US')} approved campaigns in ${((Date.now() - started) / 1000).toFixed(1)} s ` +
    `(rows ${((loaded - started) / 1000).toFixed(1)} s, ${indexes.length} indexes and search words ${((Date.now() - loaded) / 1000).toFixed(1)} s)`);
}
