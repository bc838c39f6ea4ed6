// 200 concurrent donations through the sandbox flow (create intent -> confirm card -> complete),
// as a congregation giving at once. Prints donations per second and the p99 of the completion
// call, against a baseline of GET /api/health measured in the same run, and checks that the
// campaign total equals the sum of the gifts, to the cent.
import { client, load, percentileOf, print, startBenchApp } from './support.mjs';

const N = Number(process.env.BENCH_DONATIONS ?? 200);
const bench = await startBenchApp({ ADMIN_USERNAME: 'bench_admin', ADMIN_PASSWORD: 'bench-admin-password', ADMIN_EMAIL: 'bench@example.org' });
try {
  const owner = client(bench.url);
  await owner('POST', '/api/register', { username: 'bench_owner', password: 'bench-owner-password', email: 'owner@example.org', phone: '6155550100', firstName: 'Bench', lastName: 'Owner' });
  const campaign = await owner('POST', '/api/campaigns', { title: 'Benchmark Giving Moment', description: 'A campaign that receives many gifts at once.', goal: 1000000 });
  const admin = client(bench.url);
  await admin('POST', '/api/login', { usernameOrEmail: 'bench_admin', password: 'bench-admin-password' });
  await admin('POST', `/api/admin/campaigns/${campaign.id}/approve`);

  const baseline = await load({ url: `${bench.url}/api/health`, duration: 5, title: 'baseline: GET /api/health' });

  const gifts = Array.from({ length: N }, (_, i) => ({ gift: 5 + (i % 40) + (i % 7) * 0.25, tip: (i % 4) * 0.75 }));
  const completeMs = [];
  const started = performance.now();
  await Promise.all(
    gifts.map(async ({ gift, tip }, i) => {
      const guest = client(bench.url);
      const intent = await guest('POST', '/api/donations/create-payment-intent', {
        campaignId: campaign.id,
        amount: Math.round((gift + tip) * 100) / 100,
        tip,
        guestInfo: { firstName: 'Guest', lastName: `No ${i}`, email: `guest${i}@example.org` },
      });
      await guest('POST', '/api/payments/sandbox/confirm', { clientSecret: intent.clientSecret, cardNumber: '4242 4242 4242 4242' });
      const t0 = performance.now();
      await guest('POST', '/api/donations/complete', { paymentIntentId: intent.paymentIntentId, campaignId: campaign.id });
      completeMs.push(performance.now() - t0);
    }),
  );
  const seconds = (performance.now() - started) / 1000;

  // The credit to the campaign arrives through the outbox: wait for it.
  const expectedCents = gifts.reduce((sum, g) => sum + Math.round(g.gift * 100), 0);
  let current = 0;
  for (let i = 0; i < 100; i++) {
    const view = await owner('GET', `/api/campaigns/${campaign.id}`);
    current = Math.round(Number(view.currentAmount) * 100);
    if (current === expectedCents && view.donorCount === N) break;
    await new Promise((r) => setTimeout(r, 100));
  }

  print([baseline]);
  const p50 = percentileOf(completeMs, 50);
  const p99 = percentileOf(completeMs, 99);
  console.log(`${N} concurrent donations in ${seconds.toFixed(2)} s = ${(N / seconds).toFixed(1)} donations/s (3 calls each)`);
  console.log(`POST /api/donations/complete under that load: p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms (${(p99 / Math.max(baseline.p99, 0.1)).toFixed(2)}x the health baseline p99)`);
  console.log(`campaign total ${(current / 100).toFixed(2)} vs sum of gifts ${(expectedCents / 100).toFixed(2)}: ${current === expectedCents ? 'EXACT' : 'MISMATCH'}`);
  process.exitCode = current === expectedCents ? 0 : 1;
} finally {
  await bench.close();
}
