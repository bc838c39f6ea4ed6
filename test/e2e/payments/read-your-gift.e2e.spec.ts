import { afterAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { liveCampaign } from '../../support/campaigns.js';
import { signInAsAdmin, signUp } from '../../support/http.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

const guest = { firstName: 'Ruth', lastName: 'Moabite', email: 'ruth@example.org' };

describe('reading your own gift', () => {
  let t: TestApp;
  afterAll(() => t?.close());

  it('the campaign shows a completed gift as soon as the completion call answers', async () => {
    // The poller would only look again in a minute: the credit must come from delivering the
    // unit of work's own events right after it commits.
    t = await startTestApp({ config: { outboxPollMs: 60_000 } });
    const owner = (await signUp(t)).agent;
    const admin = await signInAsAdmin(t);
    const campaign = await liveCampaign(owner, admin);
    await new Promise((r) => setTimeout(r, 200)); // the poller's first pass at start-up is over
    const http = request(t.app.getHttpServer());
    const intent = await http.post('/api/donations/create-payment-intent').send({ campaignId: campaign.id, amount: 25, guestInfo: guest });
    await request(t.app.getHttpServer()).post('/api/payments/sandbox/confirm').send({ clientSecret: intent.body.clientSecret, cardNumber: '4242424242424242' }).expect(200);
    const now = await request(t.app.getHttpServer()).get(`/api/campaigns/${campaign.id}`).expect(200);
    expect(now.body).toMatchObject({ currentAmount: '25.00', donorCount: 1 });
  });
});
