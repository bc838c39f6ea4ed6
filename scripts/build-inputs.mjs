#!/usr/bin/env node
// What a build was made from, so that `npm test` builds only what changed since (after `npm install`, which builds
// both, it builds nothing). Each build ends by stamping its output with a hash of its inputs:
//   node scripts/build-inputs.mjs stamp server|web
// and `fresh('server' | 'web')` says whether the output on disk was built from the inputs as they are now. A
// content hash, not timestamps: a checkout or a copy changes times but not what a build makes.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

const BUILDS = {
  server: { output: 'dist', inputs: ['src', 'tsconfig.json', 'tsconfig.build.json', 'package.json', 'package-lock.json'] },
  web: {
    output: 'frontend/dist',
    inputs: ['frontend/src', 'frontend/public', 'frontend/scripts', 'frontend/index.html', 'frontend/vite.config.ts', 'frontend/tsconfig.json', 'frontend/tsconfig.node.json', 'package.json', 'package-lock.json'],
  },
};
const STAMP = '.build-inputs';

function files(path) {
  const full = join(root, path);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [path];
  return readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

/** The hash of every input file's path and content. */
export function inputsHash(name) {
  const hash = createHash('sha256');
  for (const file of BUILDS[name].inputs.flatMap(files).sort()) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** Whether the build's output was made from the inputs as they are now. */
export function fresh(name) {
  const stamp = join(root, BUILDS[name].output, STAMP);
  return existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === inputsHash(name);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [command, name] = process.argv.slice(2);
  if (command !== 'stamp' || !(name in BUILDS)) {
    console.error('usage: node scripts/build-inputs.mjs stamp server|web');
    process.exit(2);
  }
  writeFileSync(join(root, BUILDS[name].output, STAMP), `${inputsHash(name)}\n`);
}
