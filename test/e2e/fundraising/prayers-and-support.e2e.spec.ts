import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { liveCampaign } from '../../support/campaigns.js';
import { signInAsAdmin, signUp, type Agent } from '../../support/http.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

describe("words of support and \"I'm praying\"", () => {
  let t: TestApp;
  let owner: Agent;
  let member: Agent;
  let admin: Agent;
  let campaign: { id: string; slug: string };
  const visitor = () => request(t.app.getHttpServer());

  beforeAll(async () => {
    t = await startTestApp();
    owner = (await signUp(t)).agent;
    member = (await signUp(t, { firstName: 'Priscilla', lastName: 'Tentmaker' })).agent;
    admin = await signInAsAdmin(t);
    campaign = await liveCampaign(owner, admin);
  });
  afterAll(() => t?.close());

  async function give(agent: Agent | null, body: Record<string, unknown>): Promise<string> {
    const caller = agent ?? visitor();
    const intent = await caller.post('/api/donations/create-payment-intent').send({ campaignId: campaign.id, tip: 0, ...body }).expect(200);
    await visitor().post('/api/payments/sandbox/confirm').send({ clientSecret: intent.body.clientSecret, cardNumber: '4242424242424242' }).expect(200);
    const done = await visitor().post('/api/donations/complete').send({ paymentIntentId: intent.body.paymentIntentId, campaignId: campaign.id }).expect(200);
    return done.body.id as string;
  }

  it('a member taps "I\'m praying": the count goes up once, a second tap takes it back; visitors see the count and cannot pray', async () => {
    expect((await visitor().get(`/api/campaigns/${campaign.id}/prayers`).expect(200)).body).toEqual({ count: 0, praying: false });
    expect((await member.post(`/api/campaigns/${campaign.id}/prayers`).expect(200)).body).toEqual({ count: 1, praying: true });
    expect((await owner.post(`/api/campaigns/${campaign.id}/prayers`).expect(200)).body).toEqual({ count: 2, praying: true });
    expect((await member.get(`/api/campaigns/${campaign.id}/prayers`).expect(200)).body).toEqual({ count: 2, praying: true });
    expect((await visitor().get(`/api/campaigns/${campaign.id}/prayers`).expect(200)).body).toEqual({ count: 2, praying: false });
    expect((await member.post(`/api/campaigns/${campaign.id}/prayers`).expect(200)).body).toEqual({ count: 1, praying: false });

    const signedOut = await visitor().post(`/api/campaigns/${campaign.id}/prayers`);
    expect(signedOut.status).toBe(401);
    await member.post('/api/campaigns/00000000-0000-4000-8000-000000000000/prayers').expect(404);
    await member.post('/api/campaigns/not-an-id/prayers').expect(404);
  });

  it('ten taps at once by one member leave them either praying or not, never counted twice', async () => {
    const other = await signUp(t);
    const before = (await visitor().get(`/api/campaigns/${campaign.id}/prayers`).expect(200)).body.count as number;
    const answers = await Promise.all(Array.from({ length: 10 }, () => other.agent.post(`/api/campaigns/${campaign.id}/prayers`)));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const after = (await other.agent.get(`/api/campaigns/${campaign.id}/prayers`).expect(200)).body;
    expect(after.count - before).toBe(after.praying ? 1 : 0);
  });

  it('a pending campaign cannot be prayed for by others (404), only seen by its owner', async () => {
    const pending = await owner.post('/api/campaigns').send({ title: 'Not yet approved', description: 'A campaign still waiting for its review by moderators.', goal: 100 }).expect(201);
    await member.post(`/api/campaigns/${pending.body.id}/prayers`).expect(404);
    expect((await owner.get(`/api/campaigns/${pending.body.id}/prayers`).expect(200)).body).toEqual({ count: 0, praying: false });
  });

  it('words of support: messages left with gifts, newest first, anonymous without a name; the organiser hides one and it leaves the page', async () => {
    await give(null, { amount: 20, guestInfo: { firstName: 'Ruth', lastName: 'Moabite', email: 'ruth@example.org' }, message: 'Where you go I will go.' });
    const hiddenLater = await give(member, { amount: 15, message: 'Praying for the whole church family.' });
    await give(null, { amount: 10, guestInfo: { firstName: 'Nic', lastName: 'Odemus', email: 'nic@example.org' }, isAnonymous: true, message: 'Quietly with you.' });
    await give(null, { amount: 5, guestInfo: { firstName: 'No', lastName: 'Words', email: 'none@example.org' } });

    const words = (await visitor().get(`/api/campaigns/${campaign.id}/words-of-support`).expect(200)).body;
    expect(words.map((w: { name: string | null; message: string; hidden: boolean }) => [w.name, w.message, w.hidden])).toEqual([
      [null, 'Quietly with you.', false],
      ['Priscilla Tentmaker', 'Praying for the whole church family.', false],
      ['Ruth Moabite', 'Where you go I will go.', false],
    ]);

    // Only the organiser or an admin hides.
    expect((await member.post(`/api/campaigns/${campaign.id}/words-of-support/${hiddenLater}/hide`)).status).toBe(403);
    expect((await visitor().post(`/api/campaigns/${campaign.id}/words-of-support/${hiddenLater}/hide`)).status).toBe(401);
    await owner.post(`/api/campaigns/${campaign.id}/words-of-support/00000000-0000-4000-8000-000000000000/hide`).expect(404);
    const hidden = await owner.post(`/api/campaigns/${campaign.id}/words-of-support/${hiddenLater}/hide`).expect(200);
    expect(hidden.body).toMatchObject({ id: hiddenLater, hidden: true });

    const publicNow = (await visitor().get(`/api/campaigns/${campaign.id}/words-of-support`).expect(200)).body;
    expect(publicNow.map((w: { message: string }) => w.message)).toEqual(['Quietly with you.', 'Where you go I will go.']);
    const recent = (await visitor().get(`/api/campaigns/${campaign.id}/donations`).expect(200)).body;
    expect(recent.find((d: { id: string }) => d.id === hiddenLater).message).toBeNull();
    // The organiser still sees it, marked, and can show it again.
    const ownerView = (await owner.get(`/api/campaigns/${campaign.id}/words-of-support`).expect(200)).body;
    expect(ownerView.find((w: { id: string }) => w.id === hiddenLater)).toMatchObject({ hidden: true });
    await owner.post(`/api/campaigns/${campaign.id}/words-of-support/${hiddenLater}/unhide`).expect(200);
    expect((await visitor().get(`/api/campaigns/${campaign.id}/words-of-support`).expect(200)).body).toHaveLength(3);
  });
});
