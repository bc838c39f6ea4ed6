import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { liveCampaign } from '../../support/campaigns.js';
import { signInAsAdmin, signUp, type Agent } from '../../support/http.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

describe('campaign updates', () => {
  let t: TestApp;
  let owner: Agent;
  let stranger: Agent;
  let admin: Agent;
  let campaign: { id: string; slug: string };
  const visitor = () => request(t.app.getHttpServer());

  beforeAll(async () => {
    t = await startTestApp();
    owner = (await signUp(t)).agent;
    stranger = (await signUp(t)).agent;
    admin = await signInAsAdmin(t);
    campaign = await liveCampaign(owner, admin);
  });
  afterAll(() => t?.close());

  it('the organiser posts updates with an optional image; everyone reads them newest first', async () => {
    const first = await owner.post(`/api/campaigns/${campaign.id}/updates`).send({ title: 'Brakes ordered', body: 'The parts arrive on Tuesday.' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ campaignId: campaign.id, title: 'Brakes ordered', body: 'The parts arrive on Tuesday.', image: null });
    const second = await owner.post(`/api/campaigns/${campaign.id}/updates`).send({ title: '  The bus is back!  ', body: 'Seniors rode to worship on Sunday.', image: 'https://images.example.org/bus.jpg' });
    expect(second.status).toBe(201);

    const list = await visitor().get(`/api/campaigns/${campaign.id}/updates`).expect(200);
    expect(list.body.map((u: { title: string; image: string | null }) => [u.title, u.image])).toEqual([
      ['The bus is back!', 'https://images.example.org/bus.jpg'],
      ['Brakes ordered', null],
    ]);
    expect(Date.parse(list.body[0].createdAt)).toBeGreaterThanOrEqual(Date.parse(list.body[1].createdAt));
  });

  it('only the organiser may post (403 for others, even an admin; 401 signed out); bad fields are named', async () => {
    const refused = await stranger.post(`/api/campaigns/${campaign.id}/updates`).send({ title: 'Hijack', body: 'Not my campaign.' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe("Only the campaign's organiser can post updates to it.");
    expect((await admin.post(`/api/campaigns/${campaign.id}/updates`).send({ title: 'Admin', body: 'Not theirs.' })).status).toBe(403);
    expect((await visitor().post(`/api/campaigns/${campaign.id}/updates`).send({ title: 'Anon', body: 'Nope.' })).status).toBe(401);
    await owner.post('/api/campaigns/00000000-0000-4000-8000-000000000000/updates').send({ title: 'Lost', body: 'No campaign.' }).expect(404);

    const bad = await owner.post(`/api/campaigns/${campaign.id}/updates`).send({ title: '  ', body: '', image: 'ftp://nope' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({
      title: ['Please give your update a title'],
      body: ['Please write your update'],
      image: ['Please use an uploaded file or a valid https URL'],
    });
  });

  it("a campaign that is not public: its updates are its owner's and admins' to read (404 for others)", async () => {
    const pending = await owner.post('/api/campaigns').send({ title: 'Awaiting review', description: 'A campaign still waiting for its review by moderators.', goal: 100 }).expect(201);
    await owner.post(`/api/campaigns/${pending.body.id}/updates`).send({ title: 'Soon', body: 'We are getting ready.' }).expect(201);
    await visitor().get(`/api/campaigns/${pending.body.id}/updates`).expect(404);
    expect((await owner.get(`/api/campaigns/${pending.body.id}/updates`).expect(200)).body).toHaveLength(1);
    expect((await admin.get(`/api/campaigns/${pending.body.id}/updates`).expect(200)).body).toHaveLength(1);
  });
});
