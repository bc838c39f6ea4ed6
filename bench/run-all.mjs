// `npm run bench`: every benchmark in turn (each starts its own app, baseline and database), then which
// passed. BENCH_QUICK=1 leaves out search at 1,000,000 campaigns (its seeding alone takes about a minute).
import { spawnSync } from 'node:child_process';

const runs = [
  ['giving (app vs bare baseline)', 'bench/giving.mjs', {}],
  ['search at 10,000 campaigns (app vs bare baseline)', 'bench/campaign-search.mjs', { BENCH_CAMPAIGNS: '10000' }],
  ...(process.env.BENCH_QUICK === '1' ? [] : [['search at 1,000,000 campaigns', 'bench/campaign-search.mjs', { BENCH_CAMPAIGNS: '1000000' }]]),
  ['admin console', 'bench/admin-console.mjs', {}],
];
const results = [];
for (const [title, script, env] of runs) {
  console.log(`\n=== ${title} ===`);
  const { status } = spawnSync(process.execPath, [script], { stdio: 'inherit', env: { ...process.env, ...env } });
  results.push([title, status === 0]);
}
console.log('\n=== summary ===');
for (const [title, ok] of results) console.log(`${ok ? 'PASS' : 'FAIL'}  ${title}`);
process.exitCode = results.every(([, ok]) => ok) ? 0 : 1;
