import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { liveCampaign } from '../../support/campaigns.js';
import { signInAsAdmin, signUp, type Agent } from '../../support/http.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

const guest = { firstName: 'Ruth', lastName: 'Moabite', email: 'ruth@example.org' };
const AMOUNT_FORMAT = 'Amount must be a number of dollars with at most two decimal places';
const TIP_FORMAT = 'Tip must be a number of dollars with at most two decimal places';
const GOAL_FORMAT = 'Goal must be a number of dollars with at most two decimal places';

/** Issue 12: "5,00" was charged as $500.00. No money format is guessed at, anywhere dollars arrive. */
describe('money formats: only a JSON number or a plain decimal string, at most two places', () => {
  let t: TestApp;
  let owner: Agent;
  let admin: Agent;
  let campaign: { id: string };
  const visitor = () => request(t.app.getHttpServer());
  const give = (body: Record<string, unknown>) =>
    visitor().post('/api/donations/create-payment-intent').send({ campaignId: campaign.id, guestInfo: guest, ...body });

  beforeAll(async () => {
    t = await startTestApp({ config: { outboxPollMs: 0 } });
    admin = await signInAsAdmin(t);
    owner = (await signUp(t)).agent;
    campaign = await liveCampaign(owner, admin);
  });
  afterAll(() => t?.close());

  it.each(['5,00', '1,250.00', '$5', ' 7 ', '0000000012', '012', '-5', '5.', '.5', '1e3', 'ten', 0.999, 12.345, '12.345'])(
    'refuses the amount %p with the format message (never charges a guess)',
    async (amount) => {
      const res = await give({ amount });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ message: AMOUNT_FORMAT, errors: { amount: [AMOUNT_FORMAT] } });
    },
  );

  it.each(['5,00', '$1', ' 1 ', '01', 0.125])('refuses the tip %p with the format message', async (tip) => {
    const res = await give({ amount: 20, tip });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: TIP_FORMAT, errors: { tip: [TIP_FORMAT] } });
  });

  it('accepts a JSON number and a plain decimal string, and says "greater than $0" only for amounts that are not above zero', async () => {
    expect((await give({ amount: 5 })).status).toBe(200);
    expect((await give({ amount: '5.00', tip: '0.50' })).status).toBe(200);
    expect((await give({ amount: '0' })).body.message).toBe('Please enter a donation amount greater than $0');
    expect((await give({ amount: -5 })).body.message).toBe('Please enter a donation amount greater than $0');
    expect((await give({})).body.message).toBe('Please enter a donation amount greater than $0');
  });

  it('a campaign goal is refused in the same ambiguous formats, with its own words', async () => {
    const base = { title: 'Roof for the Food Bank', description: 'A new roof so the food bank stays dry through the winter months.' };
    for (const goal of ['5,00', '$5000', ' 500 ', '0500', 12.345]) {
      const res = await owner.post('/api/campaigns').send({ ...base, goal });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ message: GOAL_FORMAT, errors: { goal: [GOAL_FORMAT] } });
    }
    const zero = await owner.post('/api/campaigns').send({ ...base, goal: 0 });
    expect(zero.body.message).toBe('Goal must be a positive number');
    const fine = await owner.post('/api/campaigns').send({ ...base, goal: '5000.50' });
    expect(fine.status).toBe(201);
    const edit = await owner.put(`/api/campaigns/${fine.body.id}`).send({ goal: '5,00' });
    expect(edit.status).toBe(400);
    expect(edit.body.errors).toMatchObject({ goal: [GOAL_FORMAT] });
  });
});
