import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { CampaignUpdateAudience } from '../../../src/modules/payments/index.js';
import { liveCampaign } from '../../support/campaigns.js';
import { signInAsAdmin, signUp, type Agent } from '../../support/http.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

/** Who a campaign's update emails go to, and the one unsubscribe link per campaign (for the notifications context). */
describe('campaign update recipients and unsubscribing', () => {
  let t: TestApp;
  let admin: Agent;
  let campaign: { id: string };
  let other: { id: string };
  const visitor = () => request(t.app.getHttpServer());

  beforeAll(async () => {
    t = await startTestApp();
    const owner = (await signUp(t)).agent;
    admin = await signInAsAdmin(t);
    campaign = await liveCampaign(owner, admin);
    other = await liveCampaign(owner, admin);
  });
  afterAll(() => t?.close());

  async function give(agent: Agent | null, campaignId: string, body: Record<string, unknown>): Promise<string> {
    const intent = await (agent ?? visitor()).post('/api/donations/create-payment-intent').send({ campaignId, amount: 10, ...body }).expect(200);
    await visitor().post('/api/payments/sandbox/confirm').send({ clientSecret: intent.body.clientSecret, cardNumber: '4242424242424242' }).expect(200);
    return (await visitor().post('/api/donations/complete').send({ paymentIntentId: intent.body.paymentIntentId, campaignId }).expect(200)).body.id;
  }
  const recipients = (id: string) => t.inContext(() => t.app.get(CampaignUpdateAudience).recipientsOf(id));

  it("every donor once per address (members and guests, anonymous too; guests' addresses as stored, lower-cased), not refunded ones; an unsubscribe stops that campaign's updates only", async () => {
    const member = await signUp(t, { firstName: 'Tychicus', email: 'tychicus@example.org' });
    await give(member.agent, campaign.id, {});
    await give(member.agent, campaign.id, { isAnonymous: true });
    await give(null, campaign.id, { guestInfo: { firstName: 'Chloe', lastName: 'Corinth', email: 'Chloe@Example.org' } });
    await give(null, campaign.id, { guestInfo: { firstName: 'Chloe', lastName: 'Corinth', email: 'chloe@example.org' } });
    const refunded = await give(null, campaign.id, { guestInfo: { firstName: 'Demas', lastName: 'Gone', email: 'demas@example.org' } });
    await admin.post(`/api/donations/${refunded}/refund`).expect(200);
    await give(null, other.id, { guestInfo: { firstName: 'Chloe', lastName: 'Corinth', email: 'chloe@example.org' } });

    const list = await recipients(campaign.id);
    expect(list.map((r) => [r.email, r.firstName]).sort()).toEqual([
      ['chloe@example.org', 'Chloe'],
      ['tychicus@example.org', 'Tychicus'],
    ]);
    const chloe = list.find((r) => r.email === 'chloe@example.org')!;

    const forged = await visitor().post(`/api/campaigns/${campaign.id}/updates/unsubscribe`).send({ email: 'chloe@example.org', token: `${chloe.unsubscribeToken}x` });
    expect(forged.status).toBe(403);
    expect(forged.body.message).toBe('This unsubscribe link is not valid. Please use the link in the email.');
    // Another campaign's token does not work here.
    const elsewhere = (await recipients(other.id))[0];
    expect((await visitor().post(`/api/campaigns/${campaign.id}/updates/unsubscribe`).send({ email: 'chloe@example.org', token: elsewhere.unsubscribeToken })).status).toBe(403);

    const done = await visitor().post(`/api/campaigns/${campaign.id}/updates/unsubscribe`).send({ email: 'chloe@example.org', token: chloe.unsubscribeToken });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ unsubscribed: true, message: 'You will get no more updates about this campaign.' });
    await visitor().post(`/api/campaigns/${campaign.id}/updates/unsubscribe`).send({ email: 'CHLOE@example.org', token: chloe.unsubscribeToken }).expect(200);
    expect((await recipients(campaign.id)).map((r) => r.email)).toEqual(['tychicus@example.org']);
    expect((await recipients(other.id)).map((r) => r.email)).toEqual(['chloe@example.org']);
  });
});
