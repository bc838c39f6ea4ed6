#!/usr/bin/env node
// `npm test`: every tier, in the order that fails fastest.
//   static checks, side by side on two lanes (typed ESLint alone is about as long as all the others together):
//     lane 1: eslint
//     lane 2: build server -> OpenAPI drift; build web (bundle budget); type checks (server + tests, web); boundaries
//   -> jest: unit, integration, e2e (each folder one jest file: test/support/spec-group.ts), then browser one file
//      at a time (one embedded PostgreSQL each run)
//   -> nothing left behind: the run's scratch files (fc-* in the temporary directory) are all removed
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const results = [];
const started = Date.now();
// What the temporary directory held before the run: every test removes its own scratch files (data
// directories, the test cluster: about 100 MB a run once were left behind, and file creation under a
// crowded /tmp slowed down with them).
const scratchBefore = new Set(readdirSync(tmpdir()).filter((f) => f.startsWith('fc-')));

function run(name, command, args, env = {}) {
  const t0 = Date.now();
  process.stdout.write(`\n=== ${name}: ${command} ${args.join(' ')}\n`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  results.push({ name, ok: result.status === 0, seconds });
  if (result.status !== 0) finish(1);
}

function finish(code) {
  process.stdout.write('\n=== Summary\n');
  for (const r of results) process.stdout.write(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name.padEnd(28)} ${r.seconds.padStart(6)} s\n`);
  process.stdout.write(`total ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  const reports = ['jest-server.json', 'jest-browser.json'].map((f) => join(tmpdirPath, f)).filter((f) => existsSync(f));
  if (reports.length > 0) {
    const sum = (key) => reports.reduce((n, f) => n + JSON.parse(readFileSync(f, 'utf8'))[key], 0);
    process.stdout.write(`\ntests: ${sum('numPassedTests')} passed, ${sum('numFailedTests')} failed\n`);
  }
  rmSync(tmpdirPath, { recursive: true, force: true });
  process.exit(code);
}

const tmpdirPath = mkdtempSync(join(tmpdir(), 'fc-tests-'));
const jestArgs = process.argv.slice(2);

/** A step whose output is kept and printed whole when it ends (steps on two lanes would interleave their lines). */
function step(name, command, args) {
  return new Promise((resolve) => {
    const t0 = Date.now();
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - t0) / 1000).toFixed(1);
      process.stdout.write(`\n=== ${name}: ${command} ${args.join(' ')} (${seconds} s)\n${output}`);
      results.push({ name, ok: code === 0, seconds });
      resolve(code === 0);
    });
  });
}

/** Each lane runs its steps one after another, and stops at its first failure; the lanes run side by side. */
async function lanes(...all) {
  const outcomes = await Promise.all(
    all.map(async (lane) => {
      for (const [name, command, args] of lane) if (!(await step(name, command, args))) return false;
      return true;
    }),
  );
  if (outcomes.includes(false)) finish(1);
}

await lanes(
  [['lint (eslint)', 'npm', ['run', '--silent', 'lint']]],
  [
    ['build server', 'npm', ['run', '--silent', 'build:server']],
    ['OpenAPI drift', 'node', ['scripts/check-openapi-drift.mjs']],
    ['build web + bundle budget', 'npm', ['run', '--silent', 'build:web']],
    ['type check (server, tests, web)', 'npm', ['run', '--silent', 'typecheck']],
    ['module boundaries', 'npm', ['run', '--silent', 'lint:boundaries']],
  ],
);
// The browser tier runs after the others, one file at a time: each file drives Chromium against the whole platform
// and mostly waits for it, but beside another tier's worker, or a second browser worker, on a 2-core machine its
// waits for the UI ran out (CI runs of 26 and 29 Nov 2026: a dialog's Delete sent nothing within 15 s).
run('jest: unit, integration, e2e', 'node', [
  '--experimental-vm-modules',
  'node_modules/jest/bin/jest.js',
  '--maxWorkers=2',
  '--selectProjects', 'unit', 'integration', 'e2e',
  '--passWithNoTests',
  '--json',
  `--outputFile=${join(tmpdirPath, 'jest-server.json')}`,
  ...jestArgs,
]);
run('jest: browser', 'node', [
  '--experimental-vm-modules',
  'node_modules/jest/bin/jest.js',
  '--maxWorkers=1',
  '--selectProjects', 'browser',
  '--passWithNoTests',
  '--json',
  `--outputFile=${join(tmpdirPath, 'jest-browser.json')}`,
  ...jestArgs,
]);
// Checked on whole runs only: with arguments for jest (a -t filter), a suite whose tests are all skipped
// never runs its afterAll, and what it made while being read stays behind.
if (jestArgs.length === 0) {
  const t0 = Date.now();
  const left = readdirSync(tmpdir()).filter((f) => f.startsWith('fc-') && !scratchBefore.has(f) && join(tmpdir(), f) !== tmpdirPath);
  process.stdout.write(`\n=== nothing left behind in ${tmpdir()}: ${left.length ? `FAIL, left ${left.join(', ')}` : 'ok'}\n`);
  results.push({ name: 'nothing left behind', ok: left.length === 0, seconds: ((Date.now() - t0) / 1000).toFixed(1) });
  if (left.length) finish(1);
}
finish(0);
