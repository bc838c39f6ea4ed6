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
    const history = (await grace.get('/api/user/donations').expect(200)).body as { createdAt: string; campaign: unknown; organization: { name: string } | null }[];
    const mine = history.filter((g) => g.campaign !== null);
    expect(mine).toHaveLength(5);
    // And her gifts to her church, each under it.
    expect(history.filter((g) => g.organization?.name === 'Cornerstone Community Church')).toHaveLength(3);
    const year = Number(new Intl.DateTimeFormat('en-US', { timeZone: 'America/Chicago', year: 'numeric' }).format(new Date(mine[0].createdAt)));
    const pdf = await grace.get(`/api/user/giving-statement?year=${year}`).buffer(true).parse(binary).expect(200);
    const text = (await pdfText(pdf.body as Buffer)).replace(/\s+/g, ' ');
    expect(text).toContain('Grace Whitfield');
    expect(text).toMatch(/New Roof for St\. Mark Chapel \$150\.00 \$15\.00 Completed/);
  });

  it('a verified demo church: three funds, a team with the demo member as treasurer, three months of split gifts', async () => {
    const church = (await agent().get('/api/organizations/cornerstone-community-church').expect(200)).body;
    expect(church).toMatchObject({ name: 'Cornerstone Community Church', status: 'verified', city: 'Nashville', state: 'TN' });
    expect(church.funds.map((f: { name: string }) => f.name)).toEqual(['General Fund', 'Missions', 'Building Fund']);
    const grace = await signIn('demo', 'demo-password-2026');
    const team = (await grace.get(`/api/organizations/${church.id}/team`).expect(200)).body as { username: string; role: string }[];
    expect(team.map((m) => [m.username, m.role]).sort()).toEqual([['david.lee', 'counter'], ['demo', 'treasurer'], ['pastor.james', 'admin']]);
    expect((await grace.get('/api/user/organizations').expect(200)).body).toEqual([expect.objectContaining({ name: church.name, role: 'treasurer' })]);

    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date());
    const from = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date(Date.now() - 100 * 86_400_000));
    const report = (await grace.get(`/api/organizations/${church.id}/giving?from=${from}&to=${today}`).expect(200)).body;
    expect(report.giftCount).toBeGreaterThanOrEqual(30);
    expect(report.byFund.map((f: { name: string; amount: string }) => [f.name, Number(f.amount) > 0])).toEqual([
      ['General Fund', true],
      ['Missions', true],
      ['Building Fund', true],
    ]);
    const days = report.gifts.map((g: { date: string }) => Date.parse(g.date));
    expect((Math.max(...days) - Math.min(...days)) / 86_400_000).toBeGreaterThan(75);
    const partsPerGift = new Map<string, number>();
    for (const g of report.gifts as { id: string }[]) partsPerGift.set(g.id, (partsPerGift.get(g.id) ?? 0) + 1);
    expect([...partsPerGift.values()].filter((n) => n > 1).length).toBeGreaterThan(10);
    const admin = await signIn('admin', 'admin-password-2026');
    expect((await admin.get('/api/admin/ledger/reconciliation').expect(200)).body).toMatchObject({ balanced: true, discrepancies: [] });
  });

  it('seeding again (a restart) adds nothing', async () => {
    const before = (await agent().get('/api/statistics').expect(200)).body;
    await seedDemoContent(t.app);
    await t.app.get(OutboxRelay).drain();
    expect((await agent().get('/api/statistics').expect(200)).body).toEqual(before);
  }, 60_000);
});
