#!/usr/bin/env node
// `npm test`: every tier, in the order that fails fastest.
//   build (server + web, with the bundle budget) -> type checks -> module boundaries -> eslint
//   -> OpenAPI drift -> jest: unit, integration, e2e, browser (one embedded PostgreSQL)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const results = [];
const started = Date.now();

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
  const report = join(tmpdirPath, 'jest.json');
  if (existsSync(report)) {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    process.stdout.write(`\ntests: ${json.numPassedTests} passed, ${json.numFailedTests} failed\n`);
  }
  rmSync(tmpdirPath, { recursive: true, force: true });
  process.exit(code);
}

const tmpdirPath = mkdtempSync(join(tmpdir(), 'fc-tests-'));
const jestArgs = process.argv.slice(2);

run('build server', 'npm', ['run', '--silent', 'build:server']);
run('build web + bundle budget', 'npm', ['run', '--silent', 'build:web']);
run('type check (server, tests, web)', 'npm', ['run', '--silent', 'typecheck']);
run('module boundaries', 'npm', ['run', '--silent', 'lint:boundaries']);
run('lint (eslint)', 'npm', ['run', '--silent', 'lint']);
run('OpenAPI drift', 'node', ['scripts/check-openapi-drift.mjs']);
run('jest: unit, integration, e2e, browser', 'node', [
  '--experimental-vm-modules',
  'node_modules/jest/bin/jest.js',
  '--maxWorkers=2',
  '--json',
  `--outputFile=${join(tmpdirPath, 'jest.json')}`,
  ...jestArgs,
]);
finish(0);
