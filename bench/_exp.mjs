import { load, PLACES, seedCampaigns, startBenchApp, WORDS } from './support.mjs';
const QUERIES = [...WORDS, ...PLACES.map((p) => p.toLowerCase()), 'clean water', 'youth choir trip', 'Roof', 'mis', 'water for haiti', 'zebra submarine', 'Nash'];
const PAGE_SIZES = [12, 24, 50, 6, 100];
const bench = await startBenchApp(process.env.EXP_NODE ? { NODE_OPTIONS: process.env.EXP_NODE } : {}, { baseline: process.env.EXP_BASE === '1' });
await seedCampaigns(bench.sql, 10000);
let n = 0;
const zeroCursor = (k) => Buffer.from(`[0e${k}]`, 'utf8').toString('base64url');
const rotating = () => [{ method: 'GET', setupRequest: (req) => { const k = n++; const q = QUERIES[k % QUERIES.length]; const limit = PAGE_SIZES[Math.floor(k / QUERIES.length) % PAGE_SIZES.length];
  return { ...req, path: `/api/campaigns?search=${encodeURIComponent(q)}&limit=${limit}&cursor=${zeroCursor(k)}` }; } }];
const which = process.env.EXP_BASE === '1' ? 'baseline' : 'app';
const url = which === 'app' ? bench.url : bench.baseUrl;
await load({ url, duration: 3, connections: 20, requests: rotating(), title: 'warm' });
const out = [];
for (let i = 0; i < 3; i++) { const r = await load({ url, pid: bench.pids[which], duration: 5, connections: 20, requests: rotating(), title: 'x' }); out.push(`${r.rps.toFixed(0)}/s ${r.cpuPerRequest.toFixed(3)}ms`); }
console.log(process.env.EXP_LABEL ?? '', out.join('  '), (await import('node:fs')).readFileSync('/proc/' + bench.pids[which] + '/status', 'utf8').match(/VmHWM:\s+(\d+)/)[1] / 1024 | 0, 'MB peak RSS');
await bench.close();
