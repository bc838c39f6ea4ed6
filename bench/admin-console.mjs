// The admin dashboard figures and the users search with 10,000 users and 100,000 donations,
// 20 concurrent clients. Budget (issue 7): p95 under 100 ms. Baseline: GET /api/health.
import { client, load, print, startBenchApp } from './support.mjs';

const USERS = Number(process.env.BENCH_USERS ?? 10_000);
const DONATIONS = Number(process.env.BENCH_DONATIONS ?? 100_000);
const bench = await startBenchApp({ ADMIN_USERNAME: 'bench_admin', ADMIN_PASSWORD: 'bench-admin-password', ADMIN_EMAIL: 'bench@example.org' });
try {
  const started = Date.now();
  const first = ['Grace', 'John', 'Mary', 'David', 'Sarah', 'Peter', 'Ruth', 'Paul', 'Esther', 'James', 'Lydia', 'Mark'];
  const last = ['Smith', 'Johnson', 'Okafor', 'Santos', 'Lee', 'Nguyen', 'Brown', 'Garcia', 'Kim', 'Mensah', 'Walsh', 'Cohen'];
  await bench.sql.query(
    `INSERT INTO app_user (id, username, email, password_hash, first_name, last_name, phone, created_at, updated_at)
     SELECT gen_random_uuid(), 'member' || i, 'member' || i || '@example.org', 'x', ($2::text[])[1 + i % 12], ($3::text[])[1 + (i / 12) % 12],
            '6155550100', now() - ((i % 84) || ' days')::interval, now()
       FROM generate_series(1, $1) AS i`,
    [USERS, first, last],
  );
  await bench.sql.query(
    `INSERT INTO campaign (id, slug, owner_id, title, description, goal_cents, status, is_active, created_at, updated_at)
     SELECT gen_random_uuid(), 'bench-' || i, gen_random_uuid(), 'Benchmark campaign ' || i, 'A campaign for the admin benchmark.',
            100000, (ARRAY['approved', 'pending', 'rejected'])[1 + i % 3], true, now(), now()
       FROM generate_series(1, 60) AS i`,
  );
  await bench.sql.query(
    `INSERT INTO donation (id, campaign_id, guest_first_name, guest_last_name, guest_email, gift_cents, tip_cents, status,
                           payment_intent_id, client_key, client_ip, created_at, completed_at)
     SELECT gen_random_uuid(), c.id, 'Guest', 'Giver', 'g' || i || '@example.org', 500 + (i % 100) * 100, (i % 3) * 50,
            CASE WHEN i % 20 = 0 THEN 'failed' ELSE 'completed' END, 'pi_bench_' || i, 'bench', '127.0.0.1',
            now() - ((i % 90) || ' days')::interval, CASE WHEN i % 20 = 0 THEN NULL ELSE now() - ((i % 90) || ' days')::interval END
       FROM generate_series(1, $1) AS i
       JOIN LATERAL (SELECT id FROM campaign ORDER BY slug OFFSET (i % 60) LIMIT 1) c ON true`,
    [DONATIONS],
  );
  // Seeded straight into the table, so bring the running totals in line the way completions would have.
  await bench.sql.query(
    `UPDATE donation_totals_shard s SET (completed_count, gift_cents, tip_cents) =
       (SELECT count(*), coalesce(sum(gift_cents), 0), coalesce(sum(tip_cents), 0) FROM donation d
         WHERE status = 'completed' AND get_byte(uuid_send(d.id), 15) % 16 = s.shard)`,
  );
  await bench.sql.query('ANALYZE');
  console.log(`Seeded ${USERS} users and ${DONATIONS} donations in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  const admin = client(bench.url);
  await admin('POST', '/api/login', { usernameOrEmail: 'bench_admin', password: 'bench-admin-password' });
  // The cookie the helper kept:
  const cookieRes = await fetch(`${bench.url}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ usernameOrEmail: 'bench_admin', password: 'bench-admin-password' }),
  });
  const cookie = cookieRes.headers.get('set-cookie').split(';')[0];
  const headers = { Cookie: cookie };

  const searches = ['smith', 'GRACE', 'member12', 'okafor', 'example.org', 'ruth', 'nguyen', 'zzz'];
  let n = 0;
  const rotating = [{ method: 'GET', headers, setupRequest: (req) => ({ ...req, path: `/api/admin/users?search=${encodeURIComponent(searches[n++ % searches.length])}` }) }];

  await load({ url: `${bench.url}/api/admin/dashboard`, headers, duration: 2, title: 'warm-up', requests: [{ method: 'GET', headers }] });
  const baseline = await load({ url: `${bench.url}/api/health`, title: 'baseline: GET /api/health' });
  const dashboard = await load({ url: `${bench.url}/api/admin/dashboard`, title: 'GET /api/admin/dashboard', requests: [{ method: 'GET', headers }] });
  const users = await load({ url: bench.url, title: 'GET /api/admin/users?search=… (rotating)', requests: rotating });
  print([baseline, dashboard, users]);
  const budget = 100;
  for (const r of [dashboard, users]) {
    console.log(`${r.title}: p95 ${r.p95.toFixed(1)} ms (${(r.p95 / Math.max(baseline.p95, 0.1)).toFixed(2)}x baseline) against ${budget} ms: ${r.p95 < budget ? 'within budget' : 'OVER BUDGET'}`);
  }
  process.exitCode = dashboard.p95 < budget && users.p95 < budget ? 0 : 1;
} finally {
  await bench.close();
}
