#!/usr/bin/env node
// Lighthouse on the six public pages of the first visit (issue 16), against the built app with demo data.
//   npm run build && npm run bench:lighthouse
//   node bench/lighthouse.mjs [--runs 3] [--desktop-runs 1] [--url http://127.0.0.1:3000] [--only /donate] [--json out.json]
// Without --url it starts `node dist/bin/start.js` on a fresh DATA_DIR (embedded PostgreSQL, demo data, the
// built frontend/dist). Mobile uses Lighthouse's default (Moto G Power, simulated slow 4G, 4x CPU slowdown);
// desktop uses its desktop preset. Prints per page the median of the mobile runs and of the desktop runs:
// performance, accessibility, LCP, CLS, TBT and bytes on the wire, with PASS/FAIL against the goals
// (mobile performance >= 90, accessibility 100, LCP <= 2.5 s, CLS <= 0.05, desktop performance >= 95).
// Exit code 1 when a goal is missed and --strict is given.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';

const GOALS = { mobilePerformance: 90, accessibility: 100, lcpMs: 2500, cls: 0.05, desktopPerformance: 95 };

function option(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}
const RUNS = Number(option('runs', '3'));
const DESKTOP_RUNS = Number(option('desktop-runs', '1'));
const ONLY = option('only', null);
const JSON_OUT = option('json', null);
const STRICT = process.argv.includes('--strict');
const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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

/** The built app on a fresh data directory, with its demo content. */
async function startApp() {
  if (!existsSync('dist/bin/start.js')) throw new Error('dist/ is missing: run `npm run build:server` first.');
  if (!existsSync('frontend/dist/index.html')) throw new Error('frontend/dist is missing: run `npm run build:web` first.');
  const dataDir = mkdtempSync(join(tmpdir(), 'fc-lighthouse-'));
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

function figures(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    fcpMs: audit('first-contentful-paint'),
    lcpMs: audit('largest-contentful-paint'),
    cls: audit('cumulative-layout-shift'),
    tbtMs: audit('total-blocking-time'),
    bytes: audit('total-byte-weight'),
    lcpElement: lhr.audits['lcp-breakdown-insight']?.details?.items?.find((item) => item.type === 'node')?.snippet ?? '',
    failedA11y: Object.values(lhr.audits)
      .filter((a) => a.score === 0 && lhr.categories.accessibility?.auditRefs.some((r) => r.id === a.id && r.weight > 0))
      .map((a) => a.id),
  };
}

function summarise(runs) {
  const pick = (key) => median(runs.map((r) => r[key]));
  return {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    fcpMs: pick('fcpMs'),
    lcpMs: pick('lcpMs'),
    cls: pick('cls'),
    tbtMs: pick('tbtMs'),
    bytes: pick('bytes'),
    scores: runs.map((r) => r.performance),
    lcpElement: runs[0]?.lcpElement ?? '',
    failedA11y: [...new Set(runs.flatMap((r) => r.failedA11y))],
  };
}

async function main() {
  const external = option('url', null);
  const load = loadavg().map((n) => n.toFixed(2)).join(' ');
  console.log(`Lighthouse ${RUNS}x mobile + ${DESKTOP_RUNS}x desktop; load average at start: ${load}`);
  const app = external ? { url: external.replace(/\/$/, ''), close: async () => undefined } : await startApp();
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const results = [];
  try {
    const list = await fetch(`${app.url}/api/campaigns`).then((r) => r.json());
    const campaigns = Array.isArray(list) ? list : (list.items ?? []);
    if (!campaigns[0]?.slug) throw new Error('No live campaign in the demo data.');
    const pages = ['/', '/donate', `/donate/${campaigns[0].slug}`, '/business', '/sponsored-creators', '/auth'].filter(
      (p) => !ONLY || ONLY.split(',').includes(p) || (ONLY === 'campaign' && p.startsWith('/donate/')),
    );
    const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] };
    // A run Lighthouse itself could not record (a busy machine: NO_NAVSTART, NO_FCP) is tried again, up to twice.
    const audit = async (url, config) => {
      for (let attempt = 1; ; attempt++) {
        const { lhr } = await lighthouse(url, flags, config);
        if (!lhr.runtimeError) return lhr;
        if (attempt === 3) throw new Error(`${url}: ${lhr.runtimeError.message}`);
      }
    };
    for (const path of pages) {
      const mobile = [];
      for (let i = 0; i < RUNS; i++) {
        mobile.push(figures(await audit(`${app.url}${path}`)));
      }
      const desktop = [];
      for (let i = 0; i < DESKTOP_RUNS; i++) {
        desktop.push(figures(await audit(`${app.url}${path}`, desktopConfig)));
      }
      const row = { path, mobile: summarise(mobile), desktop: summarise(desktop) };
      results.push(row);
      printRow(row);
    }
  } finally {
    await chrome.kill();
    await app.close();
  }
  console.log(`\nload average at the end: ${loadavg().map((n) => n.toFixed(2)).join(' ')}`);
  printTable(results);
  if (JSON_OUT) writeFileSync(JSON_OUT, JSON.stringify(results, null, 2));
  const failed = results.some((r) => !verdict(r).pass);
  if (failed && STRICT) process.exitCode = 1;
}

function verdict({ mobile, desktop }) {
  const misses = [];
  if (mobile.performance < GOALS.mobilePerformance) misses.push(`mobile perf ${mobile.performance} < ${GOALS.mobilePerformance}`);
  if (mobile.accessibility < GOALS.accessibility) misses.push(`a11y ${mobile.accessibility}`);
  if (mobile.lcpMs > GOALS.lcpMs) misses.push(`LCP ${(mobile.lcpMs / 1000).toFixed(1)} s`);
  if (mobile.cls > GOALS.cls) misses.push(`CLS ${mobile.cls.toFixed(3)}`);
  if (DESKTOP_RUNS > 0 && desktop.performance < GOALS.desktopPerformance) misses.push(`desktop perf ${desktop.performance} < ${GOALS.desktopPerformance}`);
  return { pass: misses.length === 0, misses };
}

const kib = (bytes) => `${(bytes / 1024).toFixed(0)} KiB`;

function printRow({ path, mobile, desktop }) {
  console.log(
    `${path}: mobile ${mobile.performance} (${mobile.scores.join('/')}) a11y ${mobile.accessibility} FCP ${(mobile.fcpMs / 1000).toFixed(2)} s LCP ${(mobile.lcpMs / 1000).toFixed(2)} s CLS ${mobile.cls.toFixed(3)} TBT ${Math.round(mobile.tbtMs)} ms ${kib(mobile.bytes)}; desktop ${desktop.performance} LCP ${(desktop.lcpMs / 1000).toFixed(2)} s CLS ${desktop.cls.toFixed(3)}`,
  );
  if (mobile.lcpElement) console.log(`   LCP element: ${mobile.lcpElement.slice(0, 140)}`);
  if (mobile.failedA11y.length) console.log(`   accessibility audits failed: ${mobile.failedA11y.join(', ')}`);
}

function printTable(results) {
  const head = ['page', 'mobile perf', 'a11y', 'LCP', 'CLS', 'TBT', 'wire', 'desktop perf', 'goals'];
  const rows = results.map((r) => {
    const v = verdict(r);
    return [
      r.path.length > 34 ? `${r.path.slice(0, 31)}...` : r.path,
      String(r.mobile.performance),
      String(r.mobile.accessibility),
      `${(r.mobile.lcpMs / 1000).toFixed(2)} s`,
      r.mobile.cls.toFixed(3),
      `${Math.round(r.mobile.tbtMs)} ms`,
      kib(r.mobile.bytes),
      String(r.desktop.performance),
      v.pass ? 'PASS' : `FAIL (${v.misses.join('; ')})`,
    ];
  });
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) => cells.map((c, i) => (i === cells.length - 1 ? c : c.padEnd(widths[i]))).join('  ');
  console.log(`\nMedian of ${RUNS} mobile runs (simulated throttling) and ${DESKTOP_RUNS} desktop run(s):`);
  console.log(line(head));
  for (const r of rows) console.log(line(r));
}

await main();
