import { beforeAll, describe, expect, it } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import request from 'supertest';
import { eventually } from '../../support/eventually.js';
import { binary, pdfText } from '../../support/pdf.js';
import { signInAsAdmin, signUp, type Agent } from '../../support/http.js';
import { activePayoutAccount, fundsOf, verifiedOrganization, type TestOrganization } from '../../support/organizations.js';
import { sharedTestApp } from '../../support/shared-test-app.js';
import { deliverWhereNoRelayRuns, type TestApp } from '../../support/test-app.js';

const guest = { firstName: 'Lydia', lastName: 'Thyatira', email: 'lydia@example.org' };

/**
 * Issue 37: one gift split across an organization's funds, charged on its behalf (a destination charge to its
 * payout account, the tip kept as the platform's fee), receipted in its name, refunded by its treasurers, in the
 * ledger per fund and in the reconciliation.
 */
describe('gifts to an organization, split across its funds', () => {
  let t: TestApp;
  let admin: Agent;
  let org: TestOrganization;
  let funds: Record<string, string>;
  let accountId: string;
  const http = () => request(t.app.getHttpServer());
  const db = () => t.app.get(EntityManager).fork();
  const intents = async () => Number((await db().execute<{ n: string }[]>(`SELECT count(*) AS n FROM sandbox_payment_intent`))[0].n);

  beforeAll(async () => {
    t = await sharedTestApp();
    admin = await signInAsAdmin(t);
    org = await verifiedOrganization(t, admin);
    funds = await fundsOf(org.owner.agent, org.id, ['Missions', 'Building']);
  });

  /** Starts a gift, pays it with the sandbox's good card and completes it; the completion's answer. */
  async function give(body: Record<string, unknown>, agent: Agent | null = null) {
    const start = await (agent ?? http()).post('/api/donations/create-payment-intent').send({ organizationId: org.id, guestInfo: agent ? undefined : guest, ...body });
    if (start.status !== 200) throw new Error(`not started: ${start.status} ${JSON.stringify(start.body)}`);
    await http().post('/api/payments/sandbox/confirm').send({ clientSecret: start.body.clientSecret, cardNumber: '4242424242424242' }).expect(200);
    const done = await http().post('/api/donations/complete').send({ paymentIntentId: start.body.paymentIntentId, organizationId: org.id, clientSecret: start.body.clientSecret }).expect(200);
    return done.body;
  }

  describe('its payout account', () => {
    it('is connected by its admins and treasurers only, and refuses gifts (422, nothing charged) until it is active', async () => {
      const stranger = await signUp(t);
      await stranger.agent.get(`/api/organizations/${org.id}/payout-account`).expect(403);
      await stranger.agent.post(`/api/organizations/${org.id}/payout-account`).expect(403);
      await http().get(`/api/organizations/${org.id}/payout-account`).expect(401);
      expect((await org.owner.agent.get(`/api/organizations/${org.id}/payout-account`).expect(200)).body).toMatchObject({ status: 'not_connected' });

      const before = await intents();
      const refused = await http()
        .post('/api/donations/create-payment-intent')
        .send({ organizationId: org.id, allocations: [{ fundId: funds.Missions, amount: 30 }], tip: 0, guestInfo: guest })
        .expect(422);
      expect(refused.body.message).toMatch(/cannot receive gifts yet/);
      expect(await intents()).toBe(before);

      const { url } = (await org.owner.agent.post(`/api/organizations/${org.id}/payout-account`).expect(200)).body as { url: string };
      expect(url).toMatch(new RegExp(`^/payouts/onboarding/acct_sbx_\\w+\\?return=${encodeURIComponent(`/o/${org.slug}?tab=payout-account`).replace(/[?]/g, '\\?')}`));
      const pending = (await org.owner.agent.get(`/api/organizations/${org.id}/payout-account`).expect(200)).body;
      expect(pending).toMatchObject({ status: 'pending', accountId: expect.stringMatching(/^acct_sbx_/) });
      // Another member cannot finish the organization's onboarding; a platform administrator may read its state.
      await stranger.agent.post(`/api/payments/sandbox/payout-accounts/${pending.accountId}/complete`).expect(403);
      expect((await admin.get(`/api/organizations/${org.id}/payout-account`).expect(200)).body.status).toBe('pending');

      accountId = await activePayoutAccount(org.owner.agent, org.id);
      expect(accountId).toBe(pending.accountId);
      // A second start answers the same account.
      expect((await org.owner.agent.post(`/api/organizations/${org.id}/payout-account`).expect(200)).body.url).toBe(url);
    });
  });

  describe('one payment split across funds', () => {
    it('charges the parts plus the tip on its behalf and receipts each part in its name', async () => {
      const receipt = await give({ allocations: [{ fundId: funds.Missions, amount: 30 }, { fundId: funds.Building, amount: '20.00' }], tip: 5, amount: 55 });
      expect(receipt).toMatchObject({
        campaignId: null,
        organizationId: org.id,
        organizationName: org.name,
        organizationSlug: org.slug,
        amount: '50.00',
        tip: '5.00',
        total: '55.00',
        donorName: 'Lydia Thyatira',
        charity: { name: org.name, ein: '12-3456789', address: 'Nashville, TN' },
        allocations: [
          { fundId: funds.Missions, fundName: 'Missions', amount: '30.00' },
          { fundId: funds.Building, fundName: 'Building', amount: '20.00' },
        ],
      });
      // A destination charge: on the organization's behalf, its account the destination, the tip the platform's fee.
      const [intent] = await db().execute<{ amount_cents: string; on_behalf_of: string; application_fee_cents: string; metadata: Record<string, string> }[]>(
        `SELECT amount_cents, on_behalf_of, application_fee_cents, metadata FROM sandbox_payment_intent WHERE id = ?`,
        [receipt.transactionId],
      );
      expect(intent).toMatchObject({ amount_cents: '5500', on_behalf_of: accountId, application_fee_cents: '500' });
      expect(intent.metadata).toMatchObject({ kind: 'donation', donationId: receipt.id, organizationId: org.id });

      // The ledger: each fund credited its part, then the parts transferred on to the organization at once.
      const lines = await db().execute<{ kind: string; account: string; fund_id: string | null; amount_cents: string }[]>(
        `SELECT kind, account, fund_id, amount_cents FROM ledger_entry WHERE donation_id = ? ORDER BY kind, account, amount_cents`,
        [receipt.id],
      );
      const of = (kind: string, account: string) => lines.filter((l) => l.kind === kind && l.account === account).map((l) => [l.fund_id, Number(l.amount_cents)]);
      expect(of('gift', 'fund_funds')).toEqual(expect.arrayContaining([[funds.Missions, -3000], [funds.Building, -2000]]));
      expect(of('gift', 'provider_balance')).toEqual([[null, 5000]]);
      expect(of('tip', 'platform_tips')).toEqual([[null, -500]]);
      expect(of('transfer', 'fund_funds')).toEqual(expect.arrayContaining([[funds.Missions, 3000], [funds.Building, 2000]]));
      expect(lines.filter((l) => l.account === 'campaign_funds')).toEqual([]);

      // The completion again answers the same receipt; another organization's or a campaign's id finds nothing.
      expect((await http().post('/api/donations/complete').send({ paymentIntentId: receipt.transactionId, organizationId: org.id }).expect(200)).body.id).toBe(receipt.id);
      const other = await verifiedOrganization(t, admin);
      await http().post('/api/donations/complete').send({ paymentIntentId: receipt.transactionId, organizationId: other.id }).expect(404);
      await http().post('/api/donations/complete').send({ paymentIntentId: receipt.transactionId, campaignId: org.id }).expect(404);

      // The donor's receipt email names the organization, its EIN and each fund's part.
      const [mail] = await eventually(
        () => db().execute<{ recipient_email: string; subject: string; body: unknown }[]>(`SELECT recipient_email, subject, body FROM outgoing_message WHERE template = 'organization-gift-receipt' AND dedupe_key LIKE ?`, [`%${receipt.id}%`]),
        (rows) => rows.length === 1,
      );
      expect(mail.recipient_email).toBe(guest.email);
      expect(mail.subject).toBe(`Your receipt: $55.00 to ${org.name}`);
      const body = JSON.stringify(mail.body);
      for (const text of ['Missions', '$30.00', 'Building', '$20.00', 'EIN 12-3456789', 'Nashville, TN']) expect(body).toContain(text);
    });

    it("lets a member give as themselves; their history and year-end statement list each fund's part under the organization", async () => {
      const member = await signUp(t);
      const receipt = await give({ allocations: [{ fundId: funds.Building, amount: 12 }, { fundId: funds.Missions, amount: 8.5 }], tip: 2 }, member.agent);
      expect(receipt).toMatchObject({ amount: '20.50', tip: '2.00', allocations: [{ fundName: 'Building', amount: '12.00' }, { fundName: 'Missions', amount: '8.50' }] });

      const [history] = (await member.agent.get('/api/user/donations').expect(200)).body;
      expect(history).toMatchObject({
        id: receipt.id,
        amount: '20.50',
        campaign: null,
        organization: { id: org.id, name: org.name, slug: org.slug },
        allocations: [
          { fundId: funds.Building, fundName: 'Building', amount: '12.00' },
          { fundId: funds.Missions, fundName: 'Missions', amount: '8.50' },
        ],
      });

      const year = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Chicago', year: 'numeric' }).format(new Date());
      const csv = (await member.agent.get(`/api/user/giving-statement?year=${year}&format=csv`).expect(200)).text.trimEnd().split('\r\n');
      expect(csv.slice(1).map((row) => row.split(',').slice(1))).toEqual([
        ['gift', `${org.name} (EIN 12-3456789): Building`, '12.00', '2.00', '14.00', 'completed', receipt.transactionId],
        ['gift', `${org.name} (EIN 12-3456789): Missions`, '8.50', '0.00', '8.50', 'completed', receipt.transactionId],
      ]);
      const pdf = await member.agent.get(`/api/user/giving-statement?year=${year}`).buffer(true).parse(binary).expect(200);
      const text = (await pdfText(pdf.body as Buffer)).replace(/\s+/g, ' ');
      expect(text).toContain(`Gifts received by ${org.name}`);
      expect(text).toMatch(/Building \$12\.00 Completed/);
      expect(text).toMatch(/Missions \$8\.50 Completed/);
      expect(text).toContain(`Total received by ${org.name} ${year} $20.50`);
      expect(text).toContain('EIN 12-3456789');
    });

    it('refuses a bad split with a message before anything is charged', async () => {
      const other = await verifiedOrganization(t, admin);
      const [archived] = Object.values(await fundsOf(org.owner.agent, org.id, [`Old roof ${Date.now()}`]));
      await org.owner.agent.delete(`/api/organizations/${org.id}/funds/${archived}`).expect(204);
      const otherFund = (await http().get(`/api/organizations/${other.id}`).expect(200)).body.funds[0].id;
      const before = await intents();
      const start = (body: Record<string, unknown>) => http().post('/api/donations/create-payment-intent').send({ organizationId: org.id, tip: 0, guestInfo: guest, ...body });
      const refusals: [Record<string, unknown>, number, RegExp][] = [
        [{ allocations: [{ fundId: otherFund, amount: 10 }] }, 400, /not one of this organization/],
        [{ allocations: [{ fundId: archived, amount: 10 }] }, 400, /archived/],
        [{ allocations: [{ fundId: funds.Missions, amount: 10 }, { fundId: funds.Missions, amount: 5 }] }, 400, /once/],
        [{ allocations: [{ fundId: funds.Missions, amount: 0.5 }] }, 400, /at least \$1\.00/],
        [{ allocations: [{ fundId: funds.Missions, amount: 10 }], tip: 1, amount: 12 }, 400, /add up to \$10\.00 \(\$11\.00 with the tip\)/],
        [{ allocations: [] }, 400, /at least one fund/],
        [{ allocations: [{ fundId: funds.Missions, amount: '10,00' }] }, 400, /number of dollars/],
        [{ allocations: [{ fundId: funds.Missions, amount: 10 }], recurring: 'monthly' }, 422, /Monthly gifts to an organization/],
        [{ organizationId: '00000000-0000-4000-8000-000000000000', allocations: [{ fundId: funds.Missions, amount: 10 }] }, 404, /Organization not found/],
        [{ organizationId: 'grace', allocations: [{ fundId: funds.Missions, amount: 10 }] }, 404, /Organization not found/],
      ];
      for (const [body, status, message] of refusals) {
        const res = await start(body);
        expect([JSON.stringify(body), res.status, res.body.message]).toEqual([JSON.stringify(body), status, expect.stringMatching(message)]);
      }
      // An organization not verified yet receives nothing either.
      const owner = await signUp(t);
      const pending = await owner.agent.post('/api/organizations').send({ name: `Pending ${Date.now()}`, kind: 'ministry', ein: '98-7654321', city: 'Austin', state: 'TX' }).expect(201);
      await start({ organizationId: pending.body.id, allocations: [{ fundId: funds.Missions, amount: 10 }] }).expect(404);
      expect(await intents()).toBe(before);
    });
  });

  describe('refunds', () => {
    it("are its treasurers' and admins' (not its counters'), reverse the transfer and leave each fund as before", async () => {
      const receipt = await give({ allocations: [{ fundId: funds.Missions, amount: 7 }, { fundId: funds.Building, amount: 3 }], tip: 1 });
      const treasurer = await signUp(t);
      const counter = await signUp(t);
      await org.owner.agent.post(`/api/organizations/${org.id}/team`).send({ usernameOrEmail: treasurer.user.username, role: 'treasurer' }).expect(201);
      await org.owner.agent.post(`/api/organizations/${org.id}/team`).send({ usernameOrEmail: counter.user.username, role: 'counter' }).expect(201);
      await counter.agent.post(`/api/donations/${receipt.id}/refund`).expect(403);
      await treasurer.agent.post(`/api/donations/${receipt.id}/refund`).expect(200);
      await org.owner.agent.post(`/api/donations/${receipt.id}/refund`).expect(409);

      const [refund] = await db().execute<{ reverse_transfer: boolean; amount_cents: string }[]>(`SELECT reverse_transfer, amount_cents FROM sandbox_refund WHERE payment_intent_id = ?`, [receipt.transactionId]);
      expect(refund).toEqual({ reverse_transfer: true, amount_cents: '1100' });
      const byFund = await db().execute<{ fund_id: string; net: string }[]>(
        `SELECT fund_id, sum(amount_cents) AS net FROM ledger_entry WHERE donation_id = ? AND account = 'fund_funds' AND kind IN ('gift', 'refund') GROUP BY fund_id`,
        [receipt.id],
      );
      expect(byFund.map((r) => Number(r.net))).toEqual([0, 0]);
      const [refundNotice] = await eventually(
        () => db().execute<{ subject: string }[]>(`SELECT subject FROM outgoing_message WHERE template = 'refund-notice' AND dedupe_key LIKE ?`, [`%${receipt.id}%`]),
        (rows) => rows.length === 1,
      );
      expect(refundNotice.subject).toBe(`Your gift to ${org.name} was refunded`);
    });
  });

  describe("the organization's campaigns", () => {
    it('its admins start them (verified only), a moderator approves them, they are listed on its page, and their payouts go to its account at its treasurers\' request', async () => {
      const campaign = { title: 'New Fellowship Hall Roof', description: 'The roof over our fellowship hall leaks: help us replace it before winter.', goal: 20000 };
      const treasurer = await signUp(t);
      const counter = await signUp(t);
      await org.owner.agent.post(`/api/organizations/${org.id}/team`).send({ usernameOrEmail: treasurer.user.username, role: 'treasurer' }).expect(201);
      await org.owner.agent.post(`/api/organizations/${org.id}/team`).send({ usernameOrEmail: counter.user.username, role: 'counter' }).expect(201);
      await counter.agent.post(`/api/organizations/${org.id}/campaigns`).send(campaign).expect(403);
      await treasurer.agent.post(`/api/organizations/${org.id}/campaigns`).send(campaign).expect(403);
      const bad = await org.owner.agent.post(`/api/organizations/${org.id}/campaigns`).send({ ...campaign, title: 'x' }).expect(400);
      expect(Object.keys(bad.body.errors)).toEqual(['title']);
      const owner = await signUp(t);
      const pending = await owner.agent.post('/api/organizations').send({ name: `Not Yet ${Date.now()}`, kind: 'church', ein: '11-2223334', city: 'Memphis', state: 'TN' }).expect(201);
      await owner.agent.post(`/api/organizations/${pending.body.id}/campaigns`).send(campaign).expect(422);

      const created = (await org.owner.agent.post(`/api/organizations/${org.id}/campaigns`).send(campaign).expect(201)).body;
      expect(created).toMatchObject({ title: campaign.title, status: 'pending', organizationId: org.id });
      expect((await http().get(`/api/organizations/${org.slug}`).expect(200)).body.campaigns).toEqual([]);
      await admin.post(`/api/admin/campaigns/${created.id}/approve`).expect(200);
      await deliverWhereNoRelayRuns();
      const page = (await http().get(`/api/organizations/${org.slug}`).expect(200)).body;
      expect(page.campaigns).toEqual([expect.objectContaining({ id: created.id, title: campaign.title, organizationId: org.id, status: 'approved' })]);
      expect((await http().get(`/api/campaigns/${created.slug}`).expect(200)).body.organizationId).toBe(org.id);

      // Its gifts work as every campaign's.
      const start = await http().post('/api/donations/create-payment-intent').send({ campaignId: created.id, amount: 40, tip: 0, guestInfo: guest }).expect(200);
      await http().post('/api/payments/sandbox/confirm').send({ clientSecret: start.body.clientSecret, cardNumber: '4242424242424242' }).expect(200);
      await http().post('/api/donations/complete').send({ paymentIntentId: start.body.paymentIntentId, campaignId: created.id }).expect(200);
      await deliverWhereNoRelayRuns();

      // Its money is the organization's: its treasurer sees the funds and asks for the payout, to the organization's account.
      await counter.agent.get(`/api/campaigns/${created.id}/payouts`).expect(403);
      await counter.agent.post(`/api/campaigns/${created.id}/payouts`).send({}).expect(403);
      expect((await treasurer.agent.get(`/api/campaigns/${created.id}/funds`).expect(200)).body).toMatchObject({ available: '40.00' });
      const payout = (await treasurer.agent.post(`/api/campaigns/${created.id}/payouts`).send({}).expect(201)).body;
      expect(payout).toMatchObject({ status: 'paid', amount: '40.00' });
      const [transfer] = await db().execute<{ destination: string; amount_cents: string }[]>(`SELECT destination, amount_cents FROM sandbox_transfer WHERE metadata->>'payoutId' = ?`, [payout.id]);
      expect(transfer).toEqual({ destination: accountId, amount_cents: '4000' });
    });
  });

  describe("the treasurer's report", () => {
    it('gives each fund its total and gift count for a period, then each part; counters and others are refused', async () => {
      const reporting = await verifiedOrganization(t, admin);
      const f = await fundsOf(reporting.owner.agent, reporting.id, ['Missions', 'Building', 'Benevolence']);
      await activePayoutAccount(reporting.owner.agent, reporting.id);
      const giveTo = async (allocations: { fundId: string; amount: number | string }[], tip: number, extra: Record<string, unknown> = {}) => {
        const start = await http().post('/api/donations/create-payment-intent').send({ organizationId: reporting.id, allocations, tip, guestInfo: guest, ...extra }).expect(200);
        await http().post('/api/payments/sandbox/confirm').send({ clientSecret: start.body.clientSecret, cardNumber: '4242424242424242' }).expect(200);
        return (await http().post('/api/donations/complete').send({ paymentIntentId: start.body.paymentIntentId, organizationId: reporting.id }).expect(200)).body;
      };
      const split = await giveTo([{ fundId: f.Missions, amount: 30 }, { fundId: f.Building, amount: 20 }], 5);
      await giveTo([{ fundId: f.Missions, amount: 12.5 }], 0, { isAnonymous: true, guestInfo: { firstName: '=HYPERLINK("x")', lastName: 'Smith', email: 'anon@example.org' } });
      const refunded = await giveTo([{ fundId: f.Building, amount: 8 }], 1, { guestInfo: { firstName: '=cmd', lastName: '|calc', email: 'formula@example.org' } });
      await reporting.owner.agent.post(`/api/donations/${refunded.id}/refund`).expect(200);

      const treasurer = await signUp(t);
      const counter = await signUp(t);
      await reporting.owner.agent.post(`/api/organizations/${reporting.id}/team`).send({ usernameOrEmail: treasurer.user.username, role: 'treasurer' }).expect(201);
      await reporting.owner.agent.post(`/api/organizations/${reporting.id}/team`).send({ usernameOrEmail: counter.user.username, role: 'counter' }).expect(201);
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date());
      const path = `/api/organizations/${reporting.id}/giving?from=${today.slice(0, 8)}01&to=${today}`;
      await counter.agent.get(path).expect(403);
      await counter.agent.get(path.replace('giving?', 'giving.csv?')).expect(403);
      await (await signUp(t)).agent.get(path).expect(403);
      await http().get(path).expect(401);

      const report = (await treasurer.agent.get(path).expect(200)).body;
      expect(report).toMatchObject({
        total: '62.50',
        giftCount: 2,
        byFund: [
          { fundId: expect.any(String), name: 'General Fund', amount: '0.00', giftCount: 0 },
          { fundId: f.Missions, name: 'Missions', amount: '42.50', giftCount: 2 },
          { fundId: f.Building, name: 'Building', amount: '20.00', giftCount: 1 },
          { fundId: f.Benevolence, name: 'Benevolence', amount: '0.00', giftCount: 0 },
        ],
      });
      expect(report.gifts.map((g: Record<string, string>) => [g.id, g.donorName, g.fundId, g.amount, g.method, g.status])).toEqual([
        [split.id, 'Lydia Thyatira', f.Missions, '30.00', 'card', 'completed'],
        [split.id, 'Lydia Thyatira', f.Building, '20.00', 'card', 'completed'],
        [expect.any(String), 'Anonymous', f.Missions, '12.50', 'card', 'completed'],
        [refunded.id, '=cmd |calc', f.Building, '8.00', 'card', 'refunded'],
      ]);

      const csv = await reporting.owner.agent.get(path.replace('giving?', 'giving.csv?')).expect(200).expect('Content-Type', /text\/csv/);
      const rows = csv.text.trimEnd().split('\r\n');
      expect(rows[0]).toBe('Date,Donor,Email,Fund,Amount,Method,Status,Reference');
      expect(rows.slice(1).map((r) => r.split(',').slice(1, 7))).toEqual([
        ['Lydia Thyatira', guest.email, 'Missions', '30.00', 'card', 'completed'],
        ['Lydia Thyatira', guest.email, 'Building', '20.00', 'card', 'completed'],
        ['Anonymous', '', 'Missions', '12.50', 'card', 'completed'],
        ["'=cmd |calc", 'formula@example.org', 'Building', '8.00', 'card', 'refunded'],
      ]);
      expect(rows[1].split(',')[0]).toBe(today);
      expect(rows[1].split(',')[7]).toBe(split.transactionId);

      // A period without these gifts, and bad dates.
      expect((await treasurer.agent.get(`/api/organizations/${reporting.id}/giving?from=2020-01-01&to=2020-12-31`).expect(200)).body).toMatchObject({ total: '0.00', giftCount: 0, gifts: [] });
      const bad = await treasurer.agent.get(`/api/organizations/${reporting.id}/giving?from=2026-13-01&to=2026-12-01`).expect(400);
      expect(bad.body.message).toBe('Enter the start date as YYYY-MM-DD.');
      expect((await treasurer.agent.get(`/api/organizations/${reporting.id}/giving?from=2026-12-01&to=2026-11-01`).expect(400)).body.message).toBe('The start date must be on or before the end date.');
    });
  });

  describe('many at once', () => {
    it("40 concurrent split gifts: each fund's total exact to the cent, the books balanced", async () => {
      const { Youth } = await fundsOf(org.owner.agent, org.id, ['Youth']);
      const ids = [funds.Missions, funds.Building, Youth];
      const net = async () =>
        new Map(
          (
            await db().execute<{ fund_id: string; net: string }[]>(
              `SELECT fund_id, -sum(amount_cents) AS net FROM ledger_entry WHERE account = 'fund_funds' AND kind IN ('gift', 'refund') AND fund_id IN (?, ?, ?) GROUP BY fund_id`,
              ids,
            )
          ).map((r) => [r.fund_id, Number(r.net)]),
        );
      const before = await net();
      // Cents that do not add up in binary floating point ($1.10, $0.35) on purpose.
      const gifts = Array.from({ length: 40 }, (_, i) => [
        { fundId: funds.Missions, amount: 1 + (i % 7) + (i % 3) / 4 },
        { fundId: funds.Building, amount: 2 + (i % 5) },
        ...(i % 2 === 0 ? [{ fundId: Youth, amount: 1.1 }] : []),
      ]);
      await Promise.all(gifts.map((allocations, i) => give({ allocations, tip: i % 4 === 0 ? 0.35 : 0, guestInfo: { ...guest, email: `g${i}@example.org` } })));
      const after = await net();
      const expected = (fundId: string) => gifts.flat().filter((p) => p.fundId === fundId).reduce((sum, p) => sum + Math.round(p.amount * 100), 0);
      expect(ids.map((id) => (after.get(id) ?? 0) - (before.get(id) ?? 0))).toEqual(ids.map(expected));
      const reconciliation = (await admin.get('/api/admin/ledger/reconciliation').expect(200)).body;
      expect(reconciliation.discrepancies).toEqual([]);
      expect(reconciliation.balanced).toBe(true);
    }, 60_000);
  });
});
