import { readFileSync } from 'node:fs';
import { load, PLACES, seedCampaigns, startBenchApp, WORDS } from './support.mjs';
const QUERIES = [...WORDS, ...PLACES.map((p) => p.toLowerCase()), 'clean water', 'youth choir trip', 'Roof', 'mis', 'water for haiti', 'zebra submarine', 'Nash'];
const PAGE_SIZES = [12, 24, 50, 6, 100];
const bench = await startBenchApp({}, { baseline: true });
await seedCampaigns(bench.sql, 10000);
let n = 0;
const zeroCursor = (k) => Buffer.from(`[0e${k}]`, 'utf8').toString('base64url');
const rotating = () => [{ method: 'GET', setupRequest: (req) => { const k = n++; const q = QUERIES[k % QUERIES.length]; const limit = PAGE_SIZES[Math.floor(k / QUERIES.length) % PAGE_SIZES.length];
  return { ...req, path: `/api/campaigns?search=${encodeURIComponent(q)}&limit=${limit}&cursor=${zeroCursor(k)}` }; } }];
const times = (pid) => { const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ').at(-1).split(' '); return [Number(f[11]) * 10, Number(f[12]) * 10]; };
for (const which of ['app', 'baseline', 'app', 'baseline']) {
  const url = which === 'app' ? bench.url : bench.baseUrl;
  await load({ url, duration: 2, connections: 20, requests: rotating(), title: 'warm' });
  const [u0, s0] = times(bench.pids[which]);
  const r = await load({ url, duration: 6, connections: 20, requests: rotating(), title: 'x' });
  const [u1, s1] = times(bench.pids[which]);
  console.log(which, r.rps.toFixed(0), 'req/s', 'user', ((u1 - u0) / r.requests).toFixed(3), 'sys', ((s1 - s0) / r.requests).toFixed(3), 'ms/request');
}
await bench.close();
