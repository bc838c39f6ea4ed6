#!/usr/bin/env node
// What the main thread does on a first visit to the six public pages, in CPU time, so that a busy machine
// moves the figures little (Lighthouse's total blocking time is wall time: on a shared machine it moves with
// the load). Each visit: a fresh phone-sized context (412 x 823, as Lighthouse's), no CPU or network
// throttling, a Chromium trace from navigation until the app has replaced the server's page shell and the
// network has been quiet, then the renderer's main-thread tasks:
//   cpu       CPU time of all tasks (thread time) and, in brackets, their wall time
//   script    CPU time inside script (compile, evaluate, calls, microtasks, timers, events)
//   tbt4x     blocking time as Lighthouse simulates a phone: every task after the first contentful paint
//             counts 4 x its CPU time (Lighthouse's mobile slowdown) less 50 ms; the same from wall time after it
//   longest4x the longest such task, 4 x its CPU time
//   js        JavaScript loaded (decoded bytes)
// Prints the median of the runs per page; with --tasks, the long tasks of the last run and what ran in them.
//   node bench/first-visit-trace.mjs [--url http://127.0.0.1:3000] [--runs 5] [--only /auth,campaign] [--tasks] [--json out.json]
// Without --url it starts `node dist/bin/start.js` on a fresh DATA_DIR, as bench/lighthouse.mjs does.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

function option(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}
const RUNS = Number(option('runs', '5'));
const ONLY = option('only', null);
const JSON_OUT = option('json', null);
const SHOW_TASKS = process.argv.includes('--tasks');
const CHROME = process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((p) => existsSync(p));
const SLOWDOWN = 4;

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function startApp() {
  if (!existsSync('dist/bin/start.js')) throw new Error('dist/ is missing: run `npm run build:server` first.');
  if (!existsSync('frontend/dist/index.html')) throw new Error('frontend/dist is missing: run `npm run build:web` first.');
  const dataDir = mkdtempSync(join(tmpdir(), 'fc-trace-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['dist/bin/start.js'], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DEMO_DATA: 'on', DATABASE_URL: '', WEB_ROOT: '', PUBLIC_URL: '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    child.on('exit', (code) => reject(new Error(`the app exited with ${code} before it was ready`)));
    child.stdout.on('data', (chunk) => {
      if (String(chunk).includes('Ready at')) resolve();
    });
  });
  child.stdout.resume();
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      child.removeAllListeners('exit');
      const exited = new Promise((r) => child.on('exit', r));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const SCRIPT_EVENTS = new Set(['EvaluateScript', 'v8.compile', 'v8.compileModule', 'v8.evaluateModule', 'FunctionCall', 'RunMicrotasks', 'TimerFire', 'FireAnimationFrame', 'EventDispatch', 'v8.run', 'V8.ScriptCompiler', 'v8.produceModuleCache']);
const TASK_EVENTS = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

/** Reads a trace: the renderer main thread's top-level tasks, each with its CPU time and what ran inside. */
function analyse(events) {
  // The page's renderer: the main thread that painted the first contentful paint (about:blank has its own).
  const fcpEvent = events.find((e) => e.name === 'firstContentfulPaint');
  const own = events.filter((e) => e.pid === fcpEvent?.pid && e.tid === fcpEvent?.tid);
  const fcp = fcpEvent?.ts ?? 0;
  const start = own.find((e) => e.name === 'markAsMainFrame')?.ts ?? fcp;
  const tasks = own.filter((e) => e.ph === 'X' && TASK_EVENTS.has(e.name)).sort((a, b) => a.ts - b.ts);
  // Nested RunTask events (a task inside a task) count once: keep the outermost.
  const top = [];
  for (const t of tasks) {
    const last = top[top.length - 1];
    if (last && t.ts < last.ts + last.dur) continue;
    top.push(t);
  }
  const completes = own.filter((e) => e.ph === 'X' && !TASK_EVENTS.has(e.name));
  let cpu = 0;
  let wall = 0;
  let script = 0;
  let tbt = 0;
  let tbtWall = 0;
  let longest = 0;
  const long = [];
  for (const t of top) {
    const ms = (t.tdur ?? t.dur) / 1000;
    cpu += ms;
    wall += t.dur / 1000;
    const inside = completes.filter((e) => e.ts >= t.ts && e.ts < t.ts + t.dur);
    // Script time: the outermost script events inside the task.
    let end = -1;
    for (const e of inside) {
      if (!SCRIPT_EVENTS.has(e.name) || e.ts < end) continue;
      script += (e.tdur ?? e.dur) / 1000;
      end = e.ts + e.dur;
    }
    if (t.ts >= fcp) {
      tbt += Math.max(0, SLOWDOWN * ms - 50);
      tbtWall += Math.max(0, (SLOWDOWN * t.dur) / 1000 - 50);
      longest = Math.max(longest, SLOWDOWN * ms);
    }
    if (SLOWDOWN * Math.max(ms, t.dur / 1000) > 50) {
      const parts = new Map();
      for (const e of inside) {
        if (!SCRIPT_EVENTS.has(e.name) && !['Layout', 'UpdateLayoutTree', 'ParseHTML', 'Paint', 'ParseAuthorStyleSheet', 'HitTest', 'PrePaint', 'Layerize', 'GPUTask', 'MajorGC', 'MinorGC', 'V8.GC_SCAVENGER', 'BlinkGC.AtomicPhase'].includes(e.name)) continue;
        const where = e.args?.data?.url ? ` ${String(e.args.data.url).split('/').pop()}` : e.args?.data?.functionName ? ` ${e.args.data.functionName}` : '';
        const key = `${e.name}${where}`;
        parts.set(key, (parts.get(key) ?? 0) + (e.tdur ?? e.dur) / 1000);
      }
      long.push({ atMs: Math.round((t.ts - start) / 1000), cpuMs: ms, wallMs: t.dur / 1000, parts: [...parts].sort((a, b) => b[1] - a[1]).slice(0, 8) });
    }
  }
  return { cpu, wall, script, tbt, tbtWall, longest, long };
}

async function measure(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing', 'loading', 'toplevel', 'disabled-by-default-lighthouse'] });
  await page.goto(url, { waitUntil: 'load' });
  // Quiet: the app has replaced the server's shell, and no request for 1.5 s.
  await page.waitForFunction(() => !document.querySelector('.fc-shell'), null, { timeout: 20000 }).catch(() => undefined);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
  const buffer = await browser.stopTracing();
  const jsBytes = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((e) => new URL(e.name).pathname.endsWith('.js'))
      .reduce((sum, e) => sum + e.decodedBodySize, 0),
  );
  await context.close();
  const { traceEvents } = JSON.parse(buffer.toString('utf8'));
  return { ...analyse(traceEvents), jsBytes };
}

async function main() {
  const external = option('url', null);
  const app = external ? { url: external.replace(/\/$/, ''), close: async () => undefined } : await startApp();
  const browser = await chromium.launch({ executablePath: CHROME, headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
  const results = [];
  try {
    const list = await fetch(`${app.url}/api/campaigns`).then((r) => r.json());
    const campaigns = Array.isArray(list) ? list : (list.items ?? []);
    const pages = ['/', '/donate', `/donate/${campaigns[0].slug}`, '/business', '/sponsored-creators', '/auth'].filter(
      (p) => !ONLY || ONLY.split(',').includes(p) || (ONLY.split(',').includes('campaign') && p.startsWith('/donate/')),
    );
    await measure(browser, `${app.url}/`); // warm the server's caches
    for (const path of pages) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await measure(browser, `${app.url}${path}`));
      const pick = (key) => median(runs.map((r) => r[key]));
      const row = { path, cpuMs: pick('cpu'), wallMs: pick('wall'), scriptMs: pick('script'), tbt4xMs: pick('tbt'), tbt4xWallMs: pick('tbtWall'), longest4xMs: pick('longest'), jsKiB: pick('jsBytes') / 1024, tbt4xRuns: runs.map((r) => Math.round(r.tbt)) };
      results.push(row);
      console.log(
        `${path.padEnd(22).slice(0, 22)} cpu ${row.cpuMs.toFixed(0).padStart(4)} ms (wall ${row.wallMs.toFixed(0).padStart(4)})  script ${row.scriptMs.toFixed(0).padStart(4)} ms  tbt4x ${row.tbt4xMs.toFixed(0).padStart(4)} ms (${row.tbt4xRuns.join('/')}; from wall ${row.tbt4xWallMs.toFixed(0)})  longest4x ${row.longest4xMs.toFixed(0).padStart(4)} ms  js ${row.jsKiB.toFixed(0)} KiB`,
      );
      if (SHOW_TASKS) {
        for (const t of runs[runs.length - 1].long) {
          console.log(`    task at ${t.atMs} ms: ${t.cpuMs.toFixed(1)} ms cpu, ${t.wallMs.toFixed(1)} ms wall (${(t.cpuMs * SLOWDOWN).toFixed(0)} ms cpu at 4x)`);
          for (const [name, ms] of t.parts) console.log(`        ${ms.toFixed(1).padStart(6)} ms  ${name}`);
        }
      }
    }
  } finally {
    await browser.close();
    await app.close();
  }
  if (JSON_OUT) writeFileSync(JSON_OUT, JSON.stringify(results, null, 2));
}

await main();
