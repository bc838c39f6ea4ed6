import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { OutboxRelay } from '../../../src/shared-kernel/infrastructure/outbox/outbox.relay.js';
import { liveCampaign } from '../../support/campaigns.js';
import { signInAsAdmin, signUp, type Agent } from '../../support/http.js';
import { binary, pdfText } from '../../support/pdf.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

const PROFESSIONAL = '6b1f3d2a-1c1e-4b7a-9a41-0c2f6f3a9b02';
const YEAR = new Date().getUTCFullYear();

describe('year-end giving statement', () => {
  let t: TestApp;
  let donor: Agent;
  let admin: Agent;
  let water: { id: string; title: string };
  let roof: { id: string; title: string };
  const visitor = () => request(t.app.getHttpServer());

  beforeAll(async () => {
    t = await startTestApp({ env: { ORGANIZATION_NAME: 'Faith Collective Foundation', ORGANIZATION_EIN: '12-3456789' } });
    const owner = (await signUp(t)).agent;
    admin = await signInAsAdmin(t);
    water = await liveCampaign(owner, admin, { title: 'Clean Water for Kibera' });
    roof = await liveCampaign(owner, admin, { title: 'Roof, "Phase 2", Chapel' });
    donor = (await signUp(t, { firstName: 'Dorcas', lastName: 'Joppa', email: 'dorcas.joppa@example.org' })).agent;

    const give = async (campaignId: string, amount: number, tip: number) => {
      const intent = await donor.post('/api/donations/create-payment-intent').send({ campaignId, amount: amount + tip, tip }).expect(200);
      await visitor().post('/api/payments/sandbox/confirm').send({ clientSecret: intent.body.clientSecret, cardNumber: '4242424242424242' }).expect(200);
      return (await visitor().post('/api/donations/complete').send({ paymentIntentId: intent.body.paymentIntentId, campaignId }).expect(200)).body.id as string;
    };
    await give(water.id, 50, 5);
    await give(roof.id, 120.5, 0);
    const refunded = await give(water.id, 30, 0);
    await admin.post(`/api/donations/${refunded}/refund`).expect(200);
    // A paid month of a business-network membership: listed apart, not a contribution.
    await donor.post('/api/business-profiles').send({ companyName: 'Joppa Tailoring', industry: 'Retail', description: 'Garments for widows and the poor.', location: 'Nashville, TN, USA' }).expect(201);
    const sub = await donor.post('/api/create-subscription').send({ tierID: PROFESSIONAL }).expect(200);
    await visitor().post('/api/payments/sandbox/confirm').send({ clientSecret: sub.body.clientSecret, cardNumber: '4242424242424242' }).expect(200);
    await t.app.get(OutboxRelay).drain();
  });
  afterAll(() => t?.close());

  it('the PDF lists every gift of the year with its tip, marks the refunded one, totals net of it, lists the membership apart, and names the organisation, its 501(c)(3) statement and EIN', async () => {
    const res = await donor.get(`/api/user/giving-statement?year=${YEAR}`).buffer(true).parse(binary);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="giving-statement-${YEAR}.pdf"`);
    const text = (await pdfText(res.body as Buffer)).replace(/\s+/g, ' ');
    expect(text).toContain('Faith Collective Foundation');
    expect(text).toContain(`Year-end giving statement ${YEAR}`);
    expect(text).toContain('Dorcas Joppa (dorcas.joppa@example.org)');
    expect(text).toContain('Dates in: Central Time (America/Chicago)'); // one date per gift everywhere, its zone named
    expect(text).toContain('Clean Water for Kibera');
    expect(text).toContain('Roof, "Phase 2", Chapel');
    expect(text).toContain('$50.00');
    expect(text).toContain('$5.00');
    expect(text).toContain('$120.50');
    expect(text).toMatch(/Clean Water for Kibera \$30\.00 \$0\.00 Refunded \w{3} \d{1,2}, \d{4}/);
    expect(text).toMatch(/Gifts to campaigns\s+\$170\.50/);
    expect(text).toMatch(/Tips to Faith Collective Foundation\s+\$5\.00/);
    expect(text).toMatch(/Refunded to you \(not counted\)\s+\$30\.00/);
    expect(text).toMatch(new RegExp(`Total contributions ${YEAR}\\s+\\$175\\.50`));
    expect(text).toContain('Business network membership (monthly)');
    expect(text).toMatch(/Total membership payments\s+\$29\.00/);
    expect(text).toContain('Faith Collective Foundation is a tax-exempt organization under Section 501(c)(3) of the Internal Revenue Code (EIN 12-3456789).');
    expect(text.replace(/\s+/g, ' ')).toContain('Business network membership payments buy a service and are listed separately; they are not charitable contributions.');
  });

  it('format=csv: one row per gift and membership payment, oldest first, formulas defused', async () => {
    const res = await donor.get(`/api/user/giving-statement?year=${YEAR}&format=csv`).expect(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="giving-statement-${YEAR}.csv"`);
    const lines = res.text.trim().split('\r\n');
    expect(lines[0]).toBe('Date,Type,Description,Gift,Tip,Amount,Status,Reference');
    const rows = lines.slice(1).map((line) => line.replace(/,[^,]*$/, '')); // without the reference
    const day = /^\d{4}-\d{2}-\d{2},/;
    expect(rows.every((r) => day.test(r))).toBe(true);
    expect(rows.map((r) => r.replace(day, ''))).toEqual([
      'gift,Clean Water for Kibera,50.00,5.00,55.00,completed',
      'gift,"Roof, ""Phase 2"", Chapel",120.50,0.00,120.50,completed',
      'gift,Clean Water for Kibera,30.00,0.00,30.00,refunded',
      'membership,Business network membership (monthly),,,29.00,paid',
    ]);
  });

  it('a year without gifts says so; a bad year is 400; signed out is 401; others never see your gifts', async () => {
    const empty = await donor.get(`/api/user/giving-statement?year=${YEAR - 1}`).buffer(true).parse(binary).expect(200);
    const text = await pdfText(empty.body as Buffer);
    expect(text).toContain(`No gifts were recorded in ${YEAR - 1}.`);
    expect(text).toMatch(/Total contributions \d{4}\s+\$0\.00/);

    const bad = await donor.get('/api/user/giving-statement?year=abc');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Please choose a year, such as 2026.');
    const future = await donor.get(`/api/user/giving-statement?year=${YEAR + 1}`);
    expect(future.status).toBe(400);
    expect(future.body.message).toBe(`Please choose a year from 2000 to ${YEAR}.`);
    await donor.get(`/api/user/giving-statement?year=${YEAR}&format=xls`).expect(400);
    await visitor().get(`/api/user/giving-statement?year=${YEAR}`).expect(401);

    const stranger = (await signUp(t)).agent;
    const theirs = await stranger.get(`/api/user/giving-statement?year=${YEAR}&format=csv`).expect(200);
    expect(theirs.text.trim().split('\r\n')).toHaveLength(1);
  });
});
