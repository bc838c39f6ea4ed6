import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import request from 'supertest';
import { signInAsAdmin, signUp, type Agent } from '../../support/http.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { eventually } from '../../support/eventually.js';
import { liveCampaign } from '../../support/campaigns.js';

const valid = {
  title: 'Clean Water for Kibera',
  description: 'Bring clean, safe drinking water to 400 families in Kibera before the dry season.',
  goal: 5000,
};

describe('campaigns API', () => {
  let t: TestApp;
  let owner: Agent;
  let other: Agent;
  let admin: Agent;
  const visitor = () => request(t.app.getHttpServer());

  beforeAll(async () => {
    t = await startTestApp();
    owner = (await signUp(t, { firstName: 'Grace' })).agent;
    other = (await signUp(t)).agent;
    admin = await signInAsAdmin(t);
  });
  afterAll(() => t?.close());

  async function create(agent: Agent, body: Record<string, unknown> = {}) {
    const res = await agent.post('/api/campaigns').send({ ...valid, ...body });
    expect(res.status).toBe(201);
    return res.body as { id: string; slug: string; status: string; title: string };
  }

  it.each([
    [{ title: 'Wat' }, 'Title must be at least 5 characters'],
    [{ title: undefined }, 'Title must be at least 5 characters'],
    [{ description: 'Too short to help' }, 'Description must be at least 20 characters'],
    [{ goal: 0 }, 'Goal must be a positive number'],
    [{ goal: -25 }, 'Goal must be a positive number'],
    [{ goal: 'lots' }, 'Goal must be a positive number'],
    [{ goal: undefined }, 'Goal must be a positive number'],
    [{ endDate: '2001-01-01T00:00:00Z' }, 'End date must be in the future'],
    [{ endDate: 'next tuesday' }, 'End date must be a valid date'],
    [{ image: 'javascript:alert(1)' }, 'Please use an uploaded file or a valid https URL'],
  ])("refuses a bad campaign with the spec's message (%#)", async (change, message) => {
    const res = await owner.post('/api/campaigns').send({ ...valid, ...change });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('requires sign-in to create', async () => {
    const res = await visitor().post('/api/campaigns').send(valid);
    expect(res.status).toBe(401);
  });

  it('creates a pending campaign with a readable slug, a goal given as a string, and ignores fields a client may not set', async () => {
    const res = await owner
      .post('/api/campaigns')
      .send({ ...valid, title: 'Youth Choir Trip to Memphis', goal: '2500.50', status: 'approved', currentAmount: 1e6, donorCount: 99 });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      slug: 'youth-choir-trip-to-memphis',
      status: 'pending',
      goal: '2500.50',
      currentAmount: '0.00',
      donorCount: 0,
      isActive: true,
      user: { firstName: 'Grace' },
    });
  });

  it('gives a second campaign with the same title its own slug, never shaped like an id', async () => {
    const first = await create(owner, { title: 'Food Pantry Restock' });
    const second = await create(owner, { title: 'Food Pantry Restock' });
    expect(first.slug).toBe('food-pantry-restock');
    expect(second.slug).toMatch(/^food-pantry-restock-[0-9a-f]{6}$/);
  });

  it('hides a pending campaign from everyone but its owner and admins, then shows it once approved', async () => {
    const campaign = await create(owner, { title: 'Roof Repair for St. Mark' });
    await visitor().get(`/api/campaigns/${campaign.slug}`).expect(404);
    await visitor().get(`/api/campaigns/${campaign.id}`).expect(404);
    await other.get(`/api/campaigns/${campaign.slug}`).expect(404);
    await owner.get(`/api/campaigns/${campaign.slug}`).expect(200);
    await admin.get(`/api/campaigns/${campaign.id}`).expect(200);
    const listed = await visitor().get('/api/campaigns').expect(200);
    expect(listed.body.map((c: { id: string }) => c.id)).not.toContain(campaign.id);

    await other.post(`/api/admin/campaigns/${campaign.id}/approve`).expect(403);
    await visitor().post(`/api/admin/campaigns/${campaign.id}/approve`).expect(401);
    const approved = await admin.post(`/api/admin/campaigns/${campaign.id}/approve`).expect(200);
    expect(approved.body.status).toBe('approved');

    const page = await visitor().get(`/api/campaigns/${campaign.slug}`).expect(200);
    expect(page.body.title).toBe('Roof Repair for St. Mark');
    const found = await visitor().get('/api/campaigns').query({ search: 'ROOF repair' }).expect(200);
    expect(found.body[0].id).toBe(campaign.id);
  });

  it('searches titles and descriptions case-insensitively, by word prefix, ranking title matches first', async () => {
    const inTitle = await create(owner, { title: 'Orphanage Library in Nairobi', description: 'Shelves, books and reading lamps for sixty children.' });
    const inDescription = await create(owner, { title: 'Books for Children', description: 'A small library for the orphanage children in Nairobi.' });
    for (const c of [inTitle, inDescription]) await admin.post(`/api/admin/campaigns/${c.id}/approve`).expect(200);
    const res = await visitor().get('/api/campaigns').query({ search: 'orphanage librar' }).expect(200);
    expect(res.body.map((c: { id: string }) => c.id)).toEqual([inTitle.id, inDescription.id]);
    const none = await visitor().get('/api/campaigns').query({ search: 'zebra submarine' }).expect(200);
    expect(none.body).toEqual([]);
  });

  it('lists title matches newest first, then word matches newest first, and pages through both tiers once each', async () => {
    const oldTitle = await create(owner, { title: 'Saxophone Lessons for Teens', description: 'Weekly lessons for twenty teenagers in our parish hall.' });
    const oldWords = await create(owner, { title: 'Band Room Repairs', description: 'New doors and racks for the saxophones and the drums.' });
    const newTitle = await create(owner, { title: 'Saxophones for the Youth Band', description: 'Two instruments for the youth band of St. Luke.' });
    const newWords = await create(owner, { title: 'Music Camp Scholarships', description: 'A week of music camp, with saxophone and piano classes.' });
    for (const c of [oldTitle, oldWords, newTitle, newWords]) await admin.post(`/api/admin/campaigns/${c.id}/approve`).expect(200);
    const ids = (res: request.Response) => res.body.map((c: { id: string }) => c.id);

    // "saxophon" is a prefix of words in every description; only two titles contain it.
    const all = await visitor().get('/api/campaigns').query({ search: 'Saxophon' }).expect(200);
    expect(ids(all)).toEqual([newTitle.id, oldTitle.id, newWords.id, oldWords.id]);
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await visitor().get('/api/campaigns').query({ search: 'Saxophon', limit: 1, ...(cursor ? { cursor } : {}) }).expect(200);
      seen.push(...ids(page));
      cursor = page.headers['x-next-cursor'];
    } while (cursor);
    expect(seen).toEqual(ids(all));

    // The typed text inside a title matches even where it is no word's beginning; a word no campaign holds matches nothing else.
    expect(ids(await visitor().get('/api/campaigns').query({ search: 'xophones for the yo' }).expect(200))).toEqual([newTitle.id]);
    expect(ids(await visitor().get('/api/campaigns').query({ search: 'saxophon qwzx' }).expect(200))).toEqual([]);
    // Every word as a prefix of a (stemmed) word, in the title or the description.
    expect(ids(await visitor().get('/api/campaigns').query({ search: 'lesson teen' }).expect(200))).toEqual([oldTitle.id]);
  });

  it('pages with limit and cursor while the body stays an array', async () => {
    const all = await visitor().get('/api/campaigns').query({ limit: 100 }).expect(200);
    expect(all.body.length).toBeGreaterThanOrEqual(3);
    const first = await visitor().get('/api/campaigns').query({ limit: 2 }).expect(200);
    expect(first.body).toHaveLength(2);
    const cursor = first.headers['x-next-cursor'];
    expect(cursor).toBeTruthy();
    const second = await visitor().get('/api/campaigns').query({ limit: 2, cursor }).expect(200);
    expect(second.body[0].id).toBe(all.body[2].id);
    await visitor().get('/api/campaigns').query({ limit: 0 }).expect(400);
  });

  it('lists the campaigns a device saved, by id: those everyone may see, in the order asked; no others', async () => {
    const first = await liveCampaign(owner, admin);
    const second = await liveCampaign(owner, admin);
    const paused = await liveCampaign(owner, admin);
    await owner.put(`/api/campaigns/${paused.id}`).send({ isActive: false }).expect(200);
    const pending = await create(owner);
    const unknown = '00000000-0000-4000-8000-000000000000';
    const ids = [second.id, pending.id, unknown, first.id, paused.id].join(',');
    // For everyone, owners included: a saved list shows what the public sees (a paused page too, marked inactive).
    for (const agent of [visitor(), owner]) {
      const res = await agent.get('/api/campaigns').query({ ids }).expect(200);
      expect(res.body.map((c: { id: string }) => c.id)).toEqual([second.id, first.id, paused.id]);
      expect(res.body[2].isActive).toBe(false);
      expect(res.headers['x-next-cursor']).toBeUndefined();
    }
    await visitor().get('/api/campaigns').query({ ids: '' }).expect(200).expect((res) => expect(res.body).toEqual([]));
    const bad = await visitor().get('/api/campaigns').query({ ids: `${first.id},not-an-id` });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('ids must be campaign ids separated by commas (at most 100)');
    const many = Array.from({ length: 101 }, () => first.id).join(',');
    await visitor().get('/api/campaigns').query({ ids: many }).expect(400);
  });

  it('lets only the owner edit and toggle; another member gets 403 and nothing changes', async () => {
    const campaign = await create(owner, { title: 'Community Garden Beds' });
    await admin.post(`/api/admin/campaigns/${campaign.id}/approve`).expect(200);

    const stranger = await other.put(`/api/campaigns/${campaign.id}`).send({ title: 'Hijacked Campaign Title' });
    expect(stranger.status).toBe(403);
    await other.delete(`/api/campaigns/${campaign.id}`).expect(403);
    await visitor().put(`/api/campaigns/${campaign.id}`).send({ title: 'Hijacked Campaign Title' }).expect(401);
    await visitor().delete(`/api/campaigns/${campaign.id}`).expect(401);

    const bad = await owner.put(`/api/campaigns/${campaign.id}`).send({ description: 'too short' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Description must be at least 20 characters');

    // An approved campaign's content edit waits for review (issue 12): it comes back as the pending revision.
    const edited = await owner.put(`/api/campaigns/${campaign.id}`).send({ title: 'Community Garden Raised Beds', goal: '750', status: 'approved', currentAmount: 5 });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ title: 'Community Garden Beds', currentAmount: '0.00', slug: campaign.slug });
    expect(edited.body.pendingRevision).toMatchObject({ title: 'Community Garden Raised Beds', goal: '750.00' });

    const off = await owner.put(`/api/campaigns/${campaign.id}`).send({ isActive: false });
    expect(off.body.isActive).toBe(false);
    // Paused: its page, updates and gifts stay visible to everyone (issue 35); only giving is off, and says why.
    const paused = await visitor().get(`/api/campaigns/${campaign.slug}`).expect(200);
    expect(paused.body).toMatchObject({ id: campaign.id, isActive: false, status: 'approved' });
    await visitor().get(`/api/campaigns/${campaign.id}/updates`).expect(200);
    await visitor().get(`/api/campaigns/${campaign.id}/donations`).expect(200);
    const gift = await visitor()
      .post('/api/donations/create-payment-intent')
      .send({ campaignId: campaign.id, amount: 25, guestInfo: { firstName: 'Lydia', lastName: 'Purple', email: 'lydia@example.org' } });
    expect(gift.status).toBe(422);
    expect(gift.body).toMatchObject({
      code: 'campaign_paused',
      message: 'This campaign has been paused by its organizer and is not accepting donations right now. Please check back later.',
    });
    const listed = await visitor().get('/api/campaigns').expect(200);
    expect(JSON.stringify(listed.body)).not.toContain(campaign.id);
    const mine = await owner.get('/api/user/campaigns').expect(200);
    expect(mine.body.find((c: { id: string }) => c.id === campaign.id)?.isActive).toBe(false);
    await visitor().get('/api/user/campaigns').expect(401);
  });

  it('owner deletes permanently; an admin may delete any campaign and the decision is recorded', async () => {
    const mine = await create(owner, { title: 'Temporary Campaign Draft' });
    await owner.delete(`/api/campaigns/${mine.id}`).expect(204);
    await owner.get(`/api/campaigns/${mine.id}`).expect(404);

    const theirs = await create(other, { title: 'Campaign Breaking The Rules' });
    await admin.delete(`/api/admin/campaigns/${theirs.id}`).expect(204);
    await other.get(`/api/campaigns/${theirs.id}`).expect(404);

    const rejected = await create(other, { title: 'Campaign To Be Rejected' });
    const res = await admin.post(`/api/admin/campaigns/${rejected.id}/reject`).send({ reason: 'Please say who the funds are for.' }).expect(200);
    expect(res.body.status).toBe('rejected');
    await other.get(`/api/campaigns/${rejected.id}`).expect(200);
    await visitor().get(`/api/campaigns/${rejected.id}`).expect(404);

    const em = t.app.get(EntityManager).fork();
    const decisions = await em.execute<{ action: string; subject_id: string; admin_id: string }[]>(
      `SELECT action, subject_id, admin_id FROM moderation_decision WHERE subject_id IN (?, ?) ORDER BY decided_at`,
      [theirs.id, rejected.id],
    );
    expect(decisions.map((d) => d.action)).toEqual(['campaign.deleted', 'campaign.rejected']);
    expect(decisions[0].admin_id).toBeTruthy();
  });

  it('admin queues: pending list, all with true status; members 403, visitors 401; unknown ids 404 not 500', async () => {
    const waiting = await create(owner, { title: 'Waiting For Review Now' });
    const pending = await admin.get('/api/admin/campaigns/pending').expect(200);
    expect(pending.body.map((c: { id: string }) => c.id)).toContain(waiting.id);
    // Waiting for a decision: new campaigns, and edits of approved ones (issue 12).
    expect(pending.body.every((c: { status: string; pendingRevision: unknown }) => c.status === 'pending' || c.pendingRevision !== null)).toBe(true);
    const all = await admin.get('/api/admin/campaigns').expect(200);
    expect(new Set(all.body.map((c: { status: string }) => c.status))).toEqual(new Set(['pending', 'approved', 'rejected']));
    await other.get('/api/admin/campaigns/pending').expect(403);
    await visitor().get('/api/admin/campaigns').expect(401);
    await admin.post('/api/admin/campaigns/not-a-uuid/approve').expect(404);
    await admin.post('/api/admin/campaigns/00000000-0000-4000-8000-000000000000/reject').send({ reason: 'No such campaign' }).expect(404);
    await owner.put('/api/campaigns/not-a-uuid').send({ title: 'Whatever Title' }).expect(404);
  });

  it('marks a campaign past its end date as ended', async () => {
    const campaign = await create(owner, { title: 'Ends Soon Campaign', endDate: new Date(Date.now() + 1500).toISOString() });
    expect(campaign).toMatchObject({ status: 'pending' });
    expect((await owner.get(`/api/campaigns/${campaign.id}`).expect(200)).body.hasEnded).toBe(false);
    // Once its end date has passed (the server's clock, asked again until then), it says it has ended.
    const ended = await eventually(() => owner.get(`/api/campaigns/${campaign.id}`).expect(200), (res) => res.body.hasEnded === true, 5_000);
    expect(ended.body.hasEnded).toBe(true);
  });

  it('statistics count members and money raised', async () => {
    const res = await visitor().get('/api/statistics').expect(200);
    expect(res.body).toEqual({ communityMembers: 3, donationsRaised: 0, businessMembers: 0, industries: 0 });
  });
});
