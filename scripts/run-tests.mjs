#!/usr/bin/env node
// `npm test`: every tier, in two phases, each step of a phase on its own lane:
//   1. build server | build web (bundle budget), each only when its inputs changed since its last build
//      (scripts/build-inputs.mjs: after `npm install`, which builds both, nothing is built again)
//   2. jest: unit, integration, e2e and browser in one run, three workers, the longest files first
//      (test/support/slowest-first.sequencer.mjs; each server folder one jest file: test/support/spec-group.ts)
//      | type checks and eslint from one TypeScript program per project (scripts/check-code.mjs) -> OpenAPI drift
//        -> module boundaries
//   -> nothing left behind: the run's scratch files (fc-* in the temporary directory) are all removed
// The jest run starts one embedded PostgreSQL. On two cores the machine is busy throughout phase 2: the browser
// tier once ran alone after the server tiers (its waits for the UI ran out beside them, CI of 26 Nov 2026, before
// the tests asked for reduced motion and waited on real conditions), and each phase then left a core idle at its end.
import { spawn } from 'node:child_process';
import { chmodSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statfsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fresh } from './build-inputs.mjs';

// Scratch files in memory when the machine has room there (and TMPDIR was not chosen): every tier writes to the
// temporary directory (the test PostgreSQL cluster and each file's database copy, each process-level test's data
// directory, Chromium's profiles, uploads), and on disk the kernel's writeback competed with the tests for the two
// cores: 433 s against 458 s for the same run (docs/benchmarks.md). A directory like /tmp (sticky, everyone may
// write: the platform's PostgreSQL runs as another user when the suite runs as root).
const MEMORY = '/dev/shm';
if (!process.env.TMPDIR && existsSync(MEMORY)) {
  const { bavail, bsize } = statfsSync(MEMORY);
  if (bavail * bsize >= 4 * 2 ** 30) {
    const scratch = join(MEMORY, 'faith-collective-tests');
    try {
      mkdirSync(scratch, { recursive: true });
      chmodSync(scratch, 0o1777);
      process.env.TMPDIR = scratch;
    } catch {
      // Made by another user: the default temporary directory then.
    }
  }
}

const results = [];
const started = Date.now();
// What the temporary directory held before the run: every test removes its own scratch files (data
// directories, the test cluster: about 100 MB a run once were left behind, and file creation under a
// crowded /tmp slowed down with them).
const scratchBefore = new Set(readdirSync(tmpdir()).filter((f) => f.startsWith('fc-')));

function finish(code) {
  process.stdout.write('\n=== Summary\n');
  for (const r of results) process.stdout.write(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name.padEnd(28)} ${r.seconds.padStart(6)} s\n`);
  process.stdout.write(`total ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  const reports = ['jest.json'].map((f) => join(tmpdirPath, f)).filter((f) => existsSync(f));
  if (reports.length > 0) {
    const sum = (key) => reports.reduce((n, f) => n + JSON.parse(readFileSync(f, 'utf8'))[key], 0);
    process.stdout.write(`\ntests: ${sum('numPassedTests')} passed, ${sum('numFailedTests')} failed\n`);
  }
  // FC_TEST_REPORT=<file> keeps jest's report (each file's and test's duration: what to shorten when the run grows).
  if (process.env.FC_TEST_REPORT && reports.length > 0) copyFileSync(reports[0], process.env.FC_TEST_REPORT);
  rmSync(tmpdirPath, { recursive: true, force: true });
  process.exit(code);
}

const tmpdirPath = mkdtempSync(join(tmpdir(), 'fc-tests-'));
const jestArgs = process.argv.slice(2);

/**
 * A step. Its output is kept and printed whole when it ends (steps on two lanes would interleave their lines),
 * unless it streams: the one step of a phase whose progress is worth seeing as it comes (jest).
 */
function step(name, command, args, { stream = false } = {}) {
  return new Promise((resolve) => {
    const t0 = Date.now();
    if (stream) process.stdout.write(`\n=== ${name}: ${command} ${args.join(' ')}\n`);
    const child = spawn(command, args, { stdio: stream ? ['ignore', 'inherit', 'inherit'] : ['ignore', 'pipe', 'pipe'], env: process.env });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - t0) / 1000).toFixed(1);
      process.stdout.write(stream ? `\n=== ${name} ended (${seconds} s)\n` : `\n=== ${name}: ${command} ${args.join(' ')} (${seconds} s)\n${output}`);
      results.push({ name, ok: code === 0, seconds });
      resolve(code === 0);
    });
  });
}

/** Each lane runs its steps one after another, and stops at its first failure; the lanes run side by side. */
async function lanes(...all) {
  const outcomes = await Promise.all(
    all.map(async (lane) => {
      for (const [name, command, args, options] of lane) if (!(await step(name, command, args, options))) return false;
      return true;
    }),
  );
  if (outcomes.includes(false)) finish(1);
}

const jest = (name, projects, workers, report) => [
  name,
  'node',
  [
    '--experimental-vm-modules',
    'node_modules/jest/bin/jest.js',
    `--maxWorkers=${workers}`,
    '--selectProjects', ...projects,
    '--passWithNoTests',
    '--json',
    `--outputFile=${join(tmpdirPath, report)}`,
    ...jestArgs,
  ],
  { stream: true },
];

// 1. What the tests need: the compiled server (global setup migrates from dist/) and the built web app.
const build = (name, script, label) => {
  if (!fresh(name)) return [[label, 'npm', ['run', '--silent', script]]];
  process.stdout.write(`\n=== ${label}: up to date (built from the inputs as they are now)\n`);
  return [];
};
await lanes(build('server', 'build:server', 'build server'), build('web', 'build:web', 'build web + bundle budget'));
// 2. Every jest tier beside the static checks: three workers, so that a file waiting on a child process, a
//    PostgreSQL restart or the UI leaves the cores to the others.
await lanes(
  [jest('jest: every tier', ['unit', 'integration', 'e2e', 'browser'], 3, 'jest.json')],
  [
    ['type check + lint (server, tests, web)', 'node', ['scripts/check-code.mjs']],
    ['OpenAPI drift', 'node', ['scripts/check-openapi-drift.mjs']],
    ['module boundaries', 'npm', ['run', '--silent', 'lint:boundaries']],
  ],
);
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
