import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { seedDemoContent } from '../../../src/demo/seed-demo-content.js';
import { OutboxRelay } from '../../../src/shared-kernel/infrastructure/outbox/outbox.relay.js';
import { binary, pdfText } from '../../support/pdf.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

/** The demo platform looks alive: gifts and sign-ups over the last 90 days, news, prayers, a member with a giving year. */
describe('demo content', () => {
  let t: TestApp;
  const agent = () => request.agent(t.app.getHttpServer());

  beforeAll(async () => {
    t = await startTestApp();
    await seedDemoContent(t.app);
    await t.app.get(OutboxRelay).drain();
  }, 120_000);
  afterAll(() => t?.close());

  async function signIn(usernameOrEmail: string, password: string) {
    const a = agent();
    await a.post('/api/login').send({ usernameOrEmail, password }).expect(200);
    return a;
  }

  it("money reached an organiser: the demo member's payout account is active and she was paid; a refunded gift; the books balance", async () => {
    const grace = await signIn('demo', 'demo-password-2026');
    expect((await grace.get('/api/user/payout-account').expect(200)).body).toMatchObject({ status: 'active', payoutsEnabled: true });
    const pantry = (await grace.get('/api/campaigns/winter-food-pantry-restock').expect(200)).body;
    const payouts = (await grace.get(`/api/campaigns/${pantry.id}/payouts`).expect(200)).body;
    expect(payouts).toHaveLength(1);
    expect(payouts[0].status).toBe('paid');
    const funds = (await grace.get(`/api/campaigns/${pantry.id}/funds`).expect(200)).body;
    expect(Number(funds.paidOut)).toBeGreaterThan(0);
    expect(Number(funds.available)).toBeCloseTo(Number(funds.raised) - Number(funds.refunded) - Number(funds.paidOut), 2);

    const admin = await signIn('admin', 'admin-password-2026');
    expect((await admin.get('/api/admin/refunds').expect(200)).body).toHaveLength(1);
    expect((await admin.get('/api/admin/payouts').expect(200)).body).toHaveLength(1);
    const books = (await admin.get('/api/admin/ledger/reconciliation').expect(200)).body;
    expect(books).toMatchObject({ balanced: true, giftsNotInLedger: 0 });
    expect(books.provider.matches).toBe(true);
  });

  it('the admin charts show gifts on many days of the last 90 and sign-ups in most of the last 12 weeks', async () => {
    const admin = await signIn('admin', 'admin-password-2026');
    const charts = (await admin.get('/api/admin/charts').expect(200)).body as {
      giftsPerDay: { day: string; count: number }[];
      newMembersPerWeek: { count: number }[];
    };
    const daysWithGifts = charts.giftsPerDay.filter((d) => d.count > 0);
    expect(daysWithGifts.length).toBeGreaterThanOrEqual(30);
    const firstHalf = charts.giftsPerDay.slice(0, 45).reduce((n, d) => n + d.count, 0);
    const secondHalf = charts.giftsPerDay.slice(45).reduce((n, d) => n + d.count, 0);
    expect(firstHalf).toBeGreaterThan(5);
    expect(secondHalf).toBeGreaterThan(5);
    expect(charts.newMembersPerWeek.filter((w) => w.count > 0).length).toBeGreaterThanOrEqual(8);
  });

  it("campaign totals agree with their gifts; a campaign shows updates, words of support and prayers", async () => {
    const visitor = agent();
    const water = (await visitor.get('/api/campaigns/clean-water-for-kibera').expect(200)).body;
    const gifts = (await visitor.get(`/api/campaigns/${water.id}/donations`).expect(200)).body as { amount: string; createdAt: string }[];
    expect(water.donorCount).toBe(gifts.length);
    expect(gifts.reduce((sum, g) => sum + Math.round(Number(g.amount) * 100), 0)).toBe(Math.round(Number(water.currentAmount) * 100));
    expect(new Set(gifts.map((g) => g.createdAt.slice(0, 10))).size).toBeGreaterThan(5);
    expect((await visitor.get(`/api/campaigns/${water.id}/updates`).expect(200)).body.map((u: { title: string }) => u.title)).toEqual([
      'The first well is flowing',
      'Drilling crew booked',
    ]);
    expect((await visitor.get(`/api/campaigns/${water.id}/words-of-support`).expect(200)).body.length).toBeGreaterThan(0);
    expect((await visitor.get(`/api/campaigns/${water.id}/prayers`).expect(200)).body.count).toBeGreaterThan(3);
    const admin = await signIn('admin', 'admin-password-2026');
    expect((await admin.get('/api/admin/ledger/reconciliation').expect(200)).body).toMatchObject({ balanced: true, giftsNotInLedger: 0 });
  });

  it("the demo member's giving statement lists her gifts of the year", async () => {
    const grace = await signIn('demo', 'demo-password-2026');
    const mine = (await grace.get('/api/user/donations').expect(200)).body as { createdAt: string }[];
    expect(mine).toHaveLength(5);
    const year = Number(new Intl.DateTimeFormat('en-US', { timeZone: 'America/Chicago', year: 'numeric' }).format(new Date(mine[0].createdAt)));
    const pdf = await grace.get(`/api/user/giving-statement?year=${year}`).buffer(true).parse(binary).expect(200);
    const text = (await pdfText(pdf.body as Buffer)).replace(/\s+/g, ' ');
    expect(text).toContain('Grace Whitfield');
    expect(text).toMatch(/New Roof for St\. Mark Chapel \$150\.00 \$15\.00 Completed/);
  });

  it('seeding again (a restart) adds nothing', async () => {
    const before = (await agent().get('/api/statistics').expect(200)).body;
    await seedDemoContent(t.app);
    await t.app.get(OutboxRelay).drain();
    expect((await agent().get('/api/statistics').expect(200)).body).toEqual(before);
  }, 60_000);
});
