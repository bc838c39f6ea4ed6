// Steps after `vite build` (called by the post-build plugin of vite.config.ts).
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|ico|webmanifest)$/;
/** Below this, a compressed copy saves less than a packet. */
const MIN_BYTES = 1024;

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip -9) next to every text file of the build,
 * when they are smaller, for the server to send as they are (Content-Encoding br / gzip).
 * @param {string} distDir
 * @returns {{ files: number, bytes: number, brotli: number }}
 */
export function precompress(distDir) {
  const totals = { files: 0, bytes: 0, brotli: 0 };
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        if (name !== '.vite') walk(path);
        continue;
      }
      if (!COMPRESSIBLE.test(name)) continue;
      const source = readFileSync(path);
      if (source.length < MIN_BYTES) continue;
      const br = brotliCompressSync(source, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
      });
      const gz = gzipSync(source, { level: 9 });
      if (br.length < source.length) writeFileSync(`${path}.br`, br);
      if (gz.length < source.length) writeFileSync(`${path}.gz`, gz);
      totals.files += 1;
      totals.bytes += source.length;
      totals.brotli += Math.min(br.length, source.length);
    }
  };
  walk(distDir);
  const kb = (n) => (n / 1024).toFixed(0);
  console.log(`Precompressed ${totals.files} files: ${kb(totals.bytes)} KB -> ${kb(totals.brotli)} KB brotli`);
  return totals;
}

/**
 * routes.json: the client router's paths (React Router patterns such as `donate/:slug`), so that the server
 * answers 404 for a path no screen handles, each with the files its screen needs first (its lazily loaded
 * chunk and that chunk's static imports, and their CSS), which the server announces in the page's <head>.
 * Read from router.tsx: one route a line, `path: '…'` with `element: <LazyName` or `import('…')`.
 * @param {string} routerFile
 * @param {string} distDir
 */
export function writeRouteTable(routerFile, distDir) {
  const source = readFileSync(routerFile, 'utf8');
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'));
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  /** Chunks the entry loads anyway: not announced again. */
  const loaded = new Set();
  const visit = (key, into) => {
    if (!manifest[key] || into.has(key)) return;
    into.add(key);
    for (const dep of manifest[key].imports ?? []) visit(dep, into);
  };
  visit(entryKey, loaded);
  if (manifest['src/main.tsx']) visit('src/main.tsx', loaded);
  const lazyModules = new Map(
    [...source.matchAll(/const\s+(\w+)\s*=\s*lazy(?:Page)?\(\s*\(\)\s*=>\s*import\('([^']+)'\)\s*\)/g)].map((m) => [m[1], m[2]]),
  );
  const moduleKey = (specifier) => {
    const resolved = join('src/app', specifier).replace(/\\/g, '/');
    return ['.tsx', '.ts', '/index.tsx'].map((ext) => resolved + ext).find((key) => manifest[key]);
  };
  const routes = [{ path: '/', ...filesOf(null) }];
  function filesOf(key) {
    if (!key) return { js: [], css: [] };
    const chunks = new Set();
    visit(key, chunks);
    const own = [...chunks].filter((k) => !loaded.has(k));
    return {
      js: own.map((k) => `/${manifest[k].file}`).filter((f) => f.endsWith('.js')),
      css: [...new Set(own.flatMap((k) => manifest[k].css ?? []))].map((f) => `/${f}`),
    };
  }
  for (const line of source.split('\n')) {
    const path = /\bpath:\s*'([^']+)'/.exec(line)?.[1];
    const index = /\bindex:\s*true/.test(line);
    if ((!path && !index) || path === '*') continue;
    const specifier = /import\('([^']+)'\)/.exec(line)?.[1] ?? lazyModules.get(/element:\s*<(\w+)/.exec(line)?.[1] ?? '');
    const files = filesOf(specifier ? moduleKey(specifier) : null);
    if (index) routes[0] = { path: '/', ...files };
    else routes.push({ path: `/${path.replace(/^\//, '')}`, ...files });
  }
  if (routes.length < 2) throw new Error(`No route paths found in ${routerFile}`);
  writeFileSync(join(distDir, 'routes.json'), `${JSON.stringify({ routes }, null, 2)}\n`);
}
