import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MikroORM } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import request from 'supertest';
import { processingFeeCents } from '../../../src/modules/payments/domain/processing-fee.js';
import { OutboxRelay } from '../../../src/shared-kernel/infrastructure/outbox/outbox.relay.js';
import { liveCampaign } from '../../support/campaigns.js';
import { signInAsAdmin, signUp, type Agent } from '../../support/http.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

const guest = { firstName: 'Ruth', lastName: 'Moabite', email: 'ruth@example.org' };

describe('the ledger: every completed gift is written as balanced double-entry lines', () => {
  let t: TestApp;
  let owner: Agent;
  let stranger: Agent;
  let admin: Agent;
  let campaign: { id: string };
  const visitor = () => request(t.app.getHttpServer());
  const lines = (donationId: string) =>
    (t.app.get(MikroORM).em.fork() as EntityManager).execute<{ kind: string; account: string; campaign_id: string | null; amount_cents: string }[]>(
      `SELECT kind, account, campaign_id, amount_cents FROM ledger_entry WHERE donation_id = ? ORDER BY id`,
      [donationId],
    );

  beforeAll(async () => {
    t = await startTestApp({ config: { outboxPollMs: 20 } });
    owner = (await signUp(t)).agent;
    stranger = (await signUp(t, { firstName: 'Simon', lastName: 'Magus' })).agent;
    admin = await signInAsAdmin(t);
    campaign = await liveCampaign(owner, admin);
  });
  afterAll(() => t?.close());

  async function give(amount: number, tip: number, email = guest.email) {
    const intent = await visitor().post('/api/donations/create-payment-intent').send({ campaignId: campaign.id, amount, tip, guestInfo: { ...guest, email } });
    expect(intent.status).toBe(200);
    await visitor().post('/api/payments/sandbox/confirm').send({ clientSecret: intent.body.clientSecret, cardNumber: '4242424242424242' }).expect(200);
    const done = await visitor().post('/api/donations/complete').send({ paymentIntentId: intent.body.paymentIntentId, campaignId: campaign.id });
    expect(done.status).toBe(200);
    return done.body as { id: string };
  }

  it('a $50 gift with a $7.50 tip: the campaign is credited $50, the platform $7.50, and the platform bears the fee', async () => {
    const done = await give(57.5, 7.5);
    const fee = processingFeeCents(5750);
    expect(fee).toBe(197); // 2.9% of $57.50 = $1.6675 → $1.67, + $0.30
    expect(await lines(done.id)).toEqual([
      { kind: 'gift', account: 'provider_balance', campaign_id: null, amount_cents: '5000' },
      { kind: 'gift', account: 'campaign_funds', campaign_id: campaign.id, amount_cents: '-5000' },
      { kind: 'tip', account: 'provider_balance', campaign_id: null, amount_cents: '750' },
      { kind: 'tip', account: 'platform_tips', campaign_id: null, amount_cents: '-750' },
      { kind: 'fee', account: 'processing_fees', campaign_id: null, amount_cents: '197' },
      { kind: 'fee', account: 'provider_balance', campaign_id: null, amount_cents: '-197' },
    ]);
  });

  it('the funds panel: the owner and admins see what the ledger holds; others are refused', async () => {
    const funds = await owner.get(`/api/campaigns/${campaign.id}/funds`).expect(200);
    expect(funds.body).toMatchObject({ raised: '50.00', refunded: '0.00', paidOut: '0.00', available: '50.00', pending: '0.00', feeBornBy: 'platform' });
    expect(funds.body.feePolicy).toMatch(/campaign receives 100% of every gift/);
    await admin.get(`/api/campaigns/${campaign.id}/funds`).expect(200);
    const refused = await stranger.get(`/api/campaigns/${campaign.id}/funds`);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/organizer or an administrator/);
    await visitor().get(`/api/campaigns/${campaign.id}/funds`).expect(401);
    await owner.get(`/api/campaigns/00000000-0000-4000-8000-000000000000/funds`).expect(404);
  });

  it('40 concurrent gifts: each recorded once in the ledger, the books balance and match the campaign total', async () => {
    const amounts = Array.from({ length: 40 }, (_, i) => 1 + (i % 7));
    const done = await Promise.all(amounts.map((amount, i) => give(amount + 1, 1, `c${i}@example.org`)));
    for (const d of done.slice(0, 3)) expect(await lines(d.id)).toHaveLength(6);
    const raised = 50 + amounts.reduce((a, b) => a + b, 0);
    await t.app.get(OutboxRelay).drain();
    const page = await visitor().get(`/api/campaigns/${campaign.id}`).expect(200);
    const funds = await owner.get(`/api/campaigns/${campaign.id}/funds`).expect(200);
    expect(page.body.currentAmount).toBe(`${raised}.00`);
    expect(funds.body).toMatchObject({ raised: `${raised}.00`, available: `${raised}.00` });

    const recon = await admin.get('/api/admin/ledger/reconciliation').expect(200);
    expect(recon.body).toMatchObject({ balanced: true, total: '0.00', unbalancedTransactions: [], giftsNotInLedger: 0 });
    expect(recon.body.ledgerGifts).toBe(recon.body.completedGifts);
    expect(recon.body.ledgerTips).toBe(recon.body.completedTips);
    await owner.get('/api/admin/ledger/reconciliation').expect(403);
  }, 90_000);
});
