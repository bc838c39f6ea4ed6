import { load, startBenchApp } from './support.mjs';
const bench = await startBenchApp({}, {});
const url = bench.url + '/api/campaigns?limit=12';
await load({ url, duration: 3, connections: 20, title: 'w' });
const out = [];
for (let i = 0; i < 4; i++) { const r = await load({ url, pid: bench.pids.app, duration: 3, connections: 20, title: 'x' }); out.push(r.cpuPerRequest.toFixed(3)); }
console.log(process.env.EXP_LABEL, out.join(' '));
await bench.close();
