// Shared set-up for benchmarks: a real PostgreSQL (embedded unless DATABASE_URL), migrations, and
// the compiled app started by `node dist/bin/start.js` in its own process, so that the load
// generator (autocannon, in this process) does not share a CPU thread with the server.
// Run `npm run build:server` first (npm run bench does).
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

export async function startBenchApp(extraEnv = {}) {
  const { startEmbeddedPostgres, ensureDatabase, freePort } = await import('../dist/shared-kernel/infrastructure/database/embedded-postgres.js');
  const dataDir = mkdtempSync(join(tmpdir(), 'fc-bench-'));
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
    databaseUrl = embedded.url;
  }
  const port = await freePort();
  const child = spawn(process.execPath, ['dist/bin/start.js'], {
    env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DEMO_DATA: 'off', WEB_ROOT: '', ...extraEnv },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    child.on('exit', (code) => reject(new Error(`app exited with ${code}`)));
    child.stdout.on('data', (chunk) => {
      if (String(chunk).includes('Ready at')) resolve();
    });
  });
  const url = `http://127.0.0.1:${port}`;
  const sql = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  return {
    url,
    sql,
    async close() {
      await sql.end();
      child.removeAllListeners('exit');
      const exited = new Promise((r) => child.on('exit', r));
      child.kill('SIGTERM');
      await exited;
      await embedded?.stop();
    },
  };
}

/** Runs autocannon and returns latency percentiles in ms and throughput. */
export async function load({ url, connections = 20, duration = 10, requests, title, headers }) {
  const result = await autocannon({ url, connections, duration, requests, title, headers });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${title}: ${result.non2xx} non-2xx and ${result.errors} errors`);
  const { p90, p97_5, p99, p50 } = result.latency;
  // autocannon reports p90, p97.5 and p99; p95 lies between the first two: interpolate linearly.
  const p95 = p90 + ((p97_5 - p90) * 5) / 7.5;
  return { title, requests: result.requests.total, rps: result.requests.average, p50, p95, p99 };
}

export function print(rows) {
  for (const r of rows) {
    console.log(
      `${r.title.padEnd(44)} ${String(Math.round(r.rps)).padStart(7)} req/s   p50 ${r.p50.toFixed(1).padStart(6)} ms   p95 ${r.p95.toFixed(1).padStart(6)} ms   p99 ${r.p99.toFixed(1).padStart(6)} ms`,
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
