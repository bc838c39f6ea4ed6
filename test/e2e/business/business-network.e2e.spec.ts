import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { OutboxRelay } from '../../../src/shared-kernel/infrastructure/outbox/outbox.relay.js';
import { PNG_1X1 } from '../../support/files.js';
import { signUp, type Agent } from '../../support/http.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

const PROFESSIONAL = '6b1f3d2a-1c1e-4b7a-9a41-0c2f6f3a9b02';
const valid = {
  companyName: 'Grace Web Studio',
  industry: 'Technology',
  description: 'Websites and apps for churches and ministries.',
  location: 'Nashville, TN, USA',
  services: ['Web design', 'Hosting'],
};

describe('business network API', () => {
  let t: TestApp;
  let owner: Agent;
  let other: Agent;
  let profileId: string;
  const visitor = () => request(t.app.getHttpServer());

  beforeAll(async () => {
    t = await startTestApp({ config: { outboxPollMs: 0 } });
    owner = (await signUp(t)).agent;
    other = (await signUp(t)).agent;
  });
  afterAll(() => t?.close());

  it.each([
    [{ companyName: 'G' }, 'Company name must be at least 2 characters'],
    [{ industry: '' }, 'Please select an industry'],
    [{ industry: 'Astrology' }, 'Please select an industry'],
    [{ description: 'Too short' }, 'Description must be at least 10 characters'],
    [{ location: '' }, 'Please enter location in format: City, State, Country'],
    [{ location: 'Nashville, TN' }, 'Location must include City, State, Country (e.g., Los Angeles, CA, USA)'],
    [{ location: 'Nashville, , USA' }, 'Location must include City, State, Country (e.g., Los Angeles, CA, USA)'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address'],
  ])("refuses a bad profile with the spec's message (%#)", async (change, message) => {
    const res = await owner.post('/api/business-profiles').send({ ...valid, ...change });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('creates one profile per member, with a logo, an empty email allowed', async () => {
    const logo = await owner.post('/api/upload/business-logo').attach('logo', PNG_1X1, { filename: 'logo.png', contentType: 'image/png' });
    expect(logo.status).toBe(200);
    expect(logo.body.logoUrl).toMatch(/^\/uploads\/.+\.png$/);
    const res = await owner.post('/api/business-profiles').send({ ...valid, email: '', logo: logo.body.logoUrl });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ companyName: 'Grace Web Studio', email: null, logo: logo.body.logoUrl, services: ['Web design', 'Hosting'], membershipTier: null });
    profileId = res.body.id;
    const twice = await owner.post('/api/business-profiles').send(valid);
    expect(twice.status).toBe(409);
    const mine = await owner.get('/api/user/business-profile').expect(200);
    expect(mine.body.id).toBe(profileId);
    // A member without one: 204, nothing to show and nothing wrong (a 404 was logged as an error by every browser).
    const none = await other.get('/api/user/business-profile').expect(204);
    expect(none.text).toBe('');
    await visitor().get('/api/user/business-profile').expect(401);
    await visitor().post('/api/business-profiles').send(valid).expect(401);
  });

  it('lets only the owner edit', async () => {
    const stranger = await other.put(`/api/business-profiles/${profileId}`).send({ companyName: 'Stolen Name' });
    expect(stranger.status).toBe(403);
    await visitor().put(`/api/business-profiles/${profileId}`).send({ companyName: 'Stolen Name' }).expect(401);
    const edited = await owner.put(`/api/business-profiles/${profileId}`).send({ description: 'Websites, apps and livestreams for churches.' });
    expect(edited.status).toBe(200);
    expect(edited.body.companyName).toBe('Grace Web Studio');
    expect(edited.body.description).toBe('Websites, apps and livestreams for churches.');
  });

  it('the directory searches name, description and services and filters by industry; detail is for members only', async () => {
    await other.post('/api/business-profiles').send({ ...valid, companyName: 'Harvest Table Catering', industry: 'Food & Beverage', description: 'Catering for church fellowships.', services: ['Events'] }).expect(201);
    const bySearch = await visitor().get('/api/business-profiles').query({ search: 'livestream' }).expect(200);
    expect(bySearch.body.map((p: { companyName: string }) => p.companyName)).toEqual(['Grace Web Studio']);
    const byService = await visitor().get('/api/business-profiles').query({ search: 'events' }).expect(200);
    expect(byService.body.map((p: { companyName: string }) => p.companyName)).toEqual(['Harvest Table Catering']);
    const byIndustry = await visitor().get('/api/business-profiles').query({ industry: 'Technology' }).expect(200);
    expect(byIndustry.body.map((p: { companyName: string }) => p.companyName)).toEqual(['Grace Web Studio']);
    expect(byIndustry.body[0].phone).toBeNull();
    await visitor().get(`/api/business-profiles/${profileId}`).expect(401);
    await other.get(`/api/business-profiles/${profileId}`).expect(200);
    await other.get('/api/business-profiles/00000000-0000-4000-8000-000000000000').expect(404);
    const stats = await visitor().get('/api/statistics').expect(200);
    expect(stats.body).toMatchObject({ businessMembers: 2, industries: 2 });
  });

  it('tiers are $9, $29 and $99 a month as decimal strings', async () => {
    const res = await visitor().get('/api/membership-tiers').expect(200);
    expect(res.body.map((t: { name: string; price: string }) => [t.name, t.price])).toEqual([
      ['Basic Membership', '9.00'],
      ['Professional Membership', '29.00'],
      ['Executive Membership', '99.00'],
    ]);
    await visitor().get(`/api/membership-tiers/${PROFESSIONAL}`).expect(200);
    await visitor().get('/api/membership-tiers/nope').expect(404);
  });

  it('a subscription becomes active only when its payment succeeds; then the profile shows the tier; cancel keeps it to the period end', async () => {
    await visitor().post('/api/create-subscription').send({ tierID: PROFESSIONAL }).expect(401);
    const declined = await owner.post('/api/create-subscription').send({ tierID: PROFESSIONAL }).expect(200);
    await visitor().post('/api/payments/sandbox/confirm').send({ clientSecret: declined.body.clientSecret, cardNumber: '4000000000000002' }).expect(200);
    await t.app.get(OutboxRelay).drain();
    expect((await owner.get('/api/user/membership')).body.status).toBe('none');
    expect((await owner.get('/api/user/business-profile')).body.membershipTier).toBeNull();

    const sub = await owner.post('/api/create-subscription').send({ tierID: PROFESSIONAL }).expect(200);
    expect(sub.body.clientSecret).toMatch(/_secret_/);
    const paid = await visitor().post('/api/payments/sandbox/confirm').send({ clientSecret: sub.body.clientSecret, cardNumber: '4242424242424242' });
    expect(paid.body.status).toBe('succeeded');
    await t.app.get(OutboxRelay).drain();
    const membership = await owner.get('/api/user/membership').expect(200);
    expect(membership.body).toMatchObject({ status: 'active', tier: { name: 'Professional Membership', price: '29.00' }, cancelAtPeriodEnd: false });
    const detail = await other.get(`/api/business-profiles/${profileId}`).expect(200);
    expect(detail.body.membershipTier).toEqual({ name: 'Professional Membership' });

    const again = await owner.post('/api/create-subscription').send({ tierID: '6b1f3d2a-1c1e-4b7a-9a41-0c2f6f3a9b03' });
    expect(again.status).toBe(409);
    expect(again.body.message).toContain('You already have the Professional Membership');

    const cancelled = await owner.post('/api/user/membership/cancel').expect(200);
    expect(cancelled.body).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    await t.app.get(OutboxRelay).drain();
    expect((await owner.get('/api/user/membership')).body.cancelAtPeriodEnd).toBe(true);
  });

  it("each tier advertises only what it gives, and the directory's order keeps the tiers' promise", async () => {
    const tiers = (await visitor().get('/api/membership-tiers').expect(200)).body as { id: string; name: string; features: string[] }[];
    const everything = tiers.flatMap((tier) => tier.features).join(' | ');
    // Listings, logos and services are free for every member; newsletters, events and mentoring do not exist.
    expect(everything).not.toMatch(/listing in the directory|logo|newsletter|event|referral|mentoring|spotlight|sponsorship/i);
    expect(tiers.map((tier) => tier.features)).toEqual([
      ['Basic Membership badge on your listing and business profile', 'Listed ahead of free listings in the directory', 'Cancel any time from your profile'],
      ['Everything in Basic', 'Professional Membership badge on your listing and business profile', 'Listed ahead of Basic members in the directory'],
      ['Everything in Professional', 'Executive Membership badge on your listing and business profile', 'Top placement in the directory, ahead of every other tier'],
    ]);

    // Four businesses in one industry: free (newest), Basic, Executive, Professional (oldest). The order is by tier.
    const subscribe = async (agent: Agent, tierID: string) => {
      const sub = await agent.post('/api/create-subscription').send({ tierID }).expect(200);
      await visitor().post('/api/payments/sandbox/confirm').send({ clientSecret: sub.body.clientSecret, cardNumber: '4242424242424242' }).expect(200);
    };
    const [professional, executive, basic, free] = await Promise.all([signUp(t), signUp(t), signUp(t), signUp(t)]);
    const names: [Agent, string, string | null][] = [
      [professional!.agent, 'Shepherd Legal Counsel', tiers[1]!.id],
      [executive!.agent, 'Cornerstone Builders', tiers[2]!.id],
      [basic!.agent, 'Mustard Seed Bookkeeping', tiers[0]!.id],
      [free!.agent, 'Living Water Plumbing', null],
    ];
    for (const [agent, companyName, tierID] of names) {
      await agent.post('/api/business-profiles').send({ ...valid, companyName, industry: 'Legal Services' }).expect(201);
      if (tierID) await subscribe(agent, tierID);
    }
    await t.app.get(OutboxRelay).drain();
    const listed = await visitor().get('/api/business-profiles').query({ industry: 'Legal Services' }).expect(200);
    expect(listed.body.map((p: { companyName: string; membershipTier: { name: string } | null }) => [p.companyName, p.membershipTier?.name ?? null])).toEqual([
      ['Cornerstone Builders', 'Executive Membership'],
      ['Shepherd Legal Counsel', 'Professional Membership'],
      ['Mustard Seed Bookkeeping', 'Basic Membership'],
      ['Living Water Plumbing', null],
    ]);
  });

  it('a founding place needs a business profile: 422 with a clear message, then the claim succeeds', async () => {
    const { agent } = await signUp(t);
    const refused = await agent.post('/api/founding-members/claim');
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('Please create your business profile first: founding places are for businesses of the network.');
    expect((await visitor().get('/api/founding-members')).body.claimed).toBe(0);
    await agent.post('/api/business-profiles').send({ ...valid, companyName: 'Founders Bakery' }).expect(201);
    const claimed = await agent.post('/api/founding-members/claim');
    expect(claimed.status).toBe(200);
    expect(claimed.body).toMatchObject({ claimed: 1, isFoundingMember: true });
  });

  it('founding places: 150 members with a business claim at once, exactly 100 get one, the rest hear the program is complete', async () => {
    const members = await Promise.all(
      Array.from({ length: 150 }, async (_, i) => {
        const member = await signUp(t);
        await member.agent.post('/api/business-profiles').send({ ...valid, companyName: `Member Business ${i}` }).expect(201);
        return member;
      }),
    );
    const claims = await Promise.all(members.map(({ agent }) => agent.post('/api/founding-members/claim')));
    // One place was taken by the test before: 99 are left.
    expect(claims.filter((c) => c.status === 200)).toHaveLength(99);
    const refused = claims.filter((c) => c.status === 409);
    expect(refused).toHaveLength(51);
    expect(refused[0].body.message).toBe('Founding member program complete!');
    const status = await visitor().get('/api/founding-members').expect(200);
    expect(status.body).toEqual({ claimed: 100, cap: 100, remaining: 0, isComplete: true, isFoundingMember: false });
  });
});
