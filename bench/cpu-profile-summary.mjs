// Summarises a V8 .cpuprofile (node --cpu-prof; BENCH_CPU_PROF=<dir> for the benches): self time by
// package (node_modules/<name>, node internals, the app's own dist/ code) and the hottest functions.
// Usage: node bench/cpu-profile-summary.mjs <file.cpuprofile> [count of requests or gifts, for per-unit figures]
import { readFileSync } from 'node:fs';

const [file, unitsArg] = process.argv.slice(2);
const profile = JSON.parse(readFileSync(file, 'utf8'));
const units = Number(unitsArg ?? 0);
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map();
const dt = profile.timeDeltas;
for (let i = 0; i < profile.samples.length; i++) self.set(profile.samples[i], (self.get(profile.samples[i]) ?? 0) + (dt[i] ?? 0));
const total = [...self.values()].reduce((a, b) => a + b, 0);

function packageOf(url) {
  if (!url) return '(native/V8)';
  const m = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (m) return m[1];
  if (url.startsWith('node:')) return 'node:' + url.slice(5).split('/')[0];
  const d = url.match(/\/dist\/(.*)$/);
  if (d) return 'app: ' + d[1].split('/').slice(0, d[1].startsWith('modules/') ? 2 : 2).join('/');
  return url;
}
const pkgs = new Map();
const fns = new Map();
for (const [id, us] of self) {
  const n = byId.get(id);
  const { functionName, url, lineNumber } = n.callFrame;
  const special = ['(idle)', '(program)', '(garbage collector)'].includes(functionName) ? functionName : null;
  const pkg = special ?? packageOf(url);
  pkgs.set(pkg, (pkgs.get(pkg) ?? 0) + us);
  const key = `${functionName || '(anonymous)'} ${url ? url.replace(/.*node_modules\//, '').replace(/.*\/dist\//, 'dist/') + ':' + (lineNumber + 1) : ''}`;
  fns.set(key, (fns.get(key) ?? 0) + us);
}
const busy = total - (pkgs.get('(idle)') ?? 0);
const fmt = (us) => `${(us / 1000).toFixed(0).padStart(7)} ms ${((us / busy) * 100).toFixed(1).padStart(5)}%${units ? ` ${(us / 1000 / units).toFixed(3).padStart(7)} ms/unit` : ''}`;
console.log(`${file}: ${(total / 1e6).toFixed(1)} s sampled, ${(busy / 1e6).toFixed(1)} s busy (not idle)`);
console.log('By package (self time, share of busy time):');
for (const [k, v] of [...pkgs].sort((a, b) => b[1] - a[1]).slice(0, 25)) if (k !== '(idle)') console.log(`  ${fmt(v)}  ${k}`);
console.log('Hottest functions:');
for (const [k, v] of [...fns].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log(`  ${fmt(v)}  ${k}`);
