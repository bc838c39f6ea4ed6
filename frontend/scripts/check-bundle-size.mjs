#!/usr/bin/env node
// Home-page JavaScript budget. Reads the Vite manifest of a finished build and adds up the gzipped
// size of the JS a first visit to / downloads before it can render: the entry chunk, every chunk it
// imports statically (recursively), the app (src/main.tsx, imported by the entry once the page has painted)
// with its static imports, and the Home route chunk with its own static imports.
// Chunks loaded on demand (other routes, the signed-in user menu, the toast host) are not counted.
// Usage: node frontend/scripts/check-bundle-size.mjs [distDir]   (exit 1 when over budget)
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

// 170 until issue 35; 171 since: its Saved hearts on every card, the routes of /cookies and Profile → Saved, and
// the loader of the build-time antd stylesheet (which took a third of the first visit's script time off the
// main thread: bench/first-visit-trace.mjs) came to 0.9 KB. The first visit's main-thread work is measured there.
// 172 since issue 37: an organization's pages (one nested entry of the router, its lobby kiosk and embeddable form two
// more outside the site) and the checkout's parts shared by every way to give (each giving route's preload list in the
// app's chunk names them) came to 0.4 KB; the first 0.2 KB of it was made room for first (o/:slug/* nested).
export const BUDGET_KB = 172;
export const HOME_ROUTE_MODULE = 'src/pages/home/home-page.tsx';
/** The app itself, which the entry (src/boot.ts) imports once the server's page shell has painted. */
export const APP_MODULE = 'src/main.tsx';

/**
 * @typedef {{ file: string, isEntry?: boolean, imports?: string[], src?: string }} ManifestChunk
 * @param {string} distDir
 * @returns {{ files: { file: string, gzip: number }[], totalBytes: number, budgetBytes: number, ok: boolean }}
 */
export function measureHomeJs(distDir) {
  /** @type {Record<string, ManifestChunk>} */
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'));
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('No entry chunk in the Vite manifest');
  if (!manifest[HOME_ROUTE_MODULE]) throw new Error(`The Home route chunk (${HOME_ROUTE_MODULE}) is not in the manifest`);

  /** @type {Set<string>} */
  const seen = new Set();
  /** @param {string} key */
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const dep of manifest[key]?.imports ?? []) visit(dep);
  };
  visit(entryKey);
  if (manifest[APP_MODULE]) visit(APP_MODULE);
  visit(HOME_ROUTE_MODULE);

  const files = [...new Set([...seen].map((key) => manifest[key].file))]
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, gzip: gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length }))
    .sort((a, b) => b.gzip - a.gzip);
  const totalBytes = files.reduce((sum, f) => sum + f.gzip, 0);
  const budgetBytes = BUDGET_KB * 1024;
  return { files, totalBytes, budgetBytes, ok: totalBytes <= budgetBytes };
}

/** @param {string} distDir @returns {boolean} */
export function reportHomeJs(distDir) {
  const { files, totalBytes, budgetBytes, ok } = measureHomeJs(distDir);
  const kb = (/** @type {number} */ n) => (n / 1024).toFixed(1);
  console.log('\nHome page JavaScript (gzip -9):');
  for (const f of files) console.log(`  ${kb(f.gzip).padStart(7)} KB  ${f.file}`);
  console.log(`  ${kb(totalBytes).padStart(7)} KB  total (budget ${BUDGET_KB} KB) ${ok ? 'OK' : 'OVER BUDGET'}\n`);
  return ok;
}

const invokedDirectly = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) {
  const distDir = resolve(process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '..', 'dist'));
  process.exit(reportHomeJs(distDir) ? 0 : 1);
}
