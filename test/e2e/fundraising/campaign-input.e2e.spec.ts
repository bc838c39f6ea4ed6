import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { liveCampaign } from '../../support/campaigns.js';
import { signInAsAdmin, signUp, type Agent } from '../../support/http.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

const INVALID_CURSOR = 'The paging cursor is not valid. Start again from the first page.';
const valid = {
  title: 'Clean Water for Kibera',
  description: 'Bring clean, safe drinking water to 400 families in Kibera before the dry season.',
  goal: 5000,
};

/** What the edge refuses: every bad field of a form in one answer, and cursors that are not the list's own. */
describe('campaign input at the edge', () => {
  let t: TestApp;
  let owner: Agent;
  let admin: Agent;
  const visitor = () => request(t.app.getHttpServer());

  beforeAll(async () => {
    t = await startTestApp();
    owner = (await signUp(t)).agent;
    admin = await signInAsAdmin(t);
    for (let i = 0; i < 3; i++) await liveCampaign(owner, admin, { title: `Parish Hall Roof Fund ${i}` });
  });
  afterAll(() => t?.close());

  it('answers a create with several bad fields with one 400 naming each field with its spec message', async () => {
    const res = await owner.post('/api/campaigns').send({
      title: 'Wat',
      description: 'Too short',
      goal: 'lots',
      image: 'javascript:alert(1)',
      additionalImages: ['/uploads/a.jpg', 'data:image/png;base64,AAAA'],
      endDate: 'next tuesday',
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'validation_failed', message: 'Title must be at least 5 characters' });
    expect(res.body.errors).toEqual({
      title: ['Title must be at least 5 characters'],
      description: ['Description must be at least 20 characters'],
      goal: ['Goal must be a positive number'],
      image: ['Please use an uploaded file or a valid https URL'],
      additionalImages: ['Please use an uploaded file or a valid https URL'],
      endDate: ['End date must be a valid date'],
    });
  });

  it.each([
    [{ title: 'x'.repeat(121) }, 'title', 'Title must be at most 120 characters'],
    [{ title: 12345 }, 'title', 'Title must be at least 5 characters'],
    [{ title: '   Wat   ' }, 'title', 'Title must be at least 5 characters'],
    [{ goal: '10000000.01' }, 'goal', 'Goal must be at most $10,000,000'],
    [{ goal: 12.345 }, 'goal', 'Goal must be a number of dollars with at most two decimal places'],
    [{ additionalImages: Array.from({ length: 11 }, (_, i) => `/uploads/p${i}.jpg`) }, 'additionalImages', 'You can add at most 10 additional images'],
    [{ video: 'ftp://example.org/v.mp4' }, 'video', 'Please use an uploaded file or a valid https URL'],
  ])('refuses %j on %s with the spec message', async (change, field, message) => {
    const res = await owner.post('/api/campaigns').send({ ...valid, ...change });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(Object.keys(res.body.errors)).toEqual([field]);
  });

  it('accepts blank media fields as none and drops blank gallery rows', async () => {
    const res = await owner.post('/api/campaigns').send({ ...valid, image: '', video: null, additionalImages: ['', '/uploads/one.jpg', ' '] });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ image: null, video: null, additionalImages: ['/uploads/one.jpg'] });
  });

  it('answers an edit with several bad fields with one 400, and changes nothing', async () => {
    const created = (await owner.post('/api/campaigns').send({ ...valid, title: 'Edit Me Later Please' }).expect(201)).body;
    const res = await owner.put(`/api/campaigns/${created.id}`).send({ title: null, goal: 0, isActive: 'yes' });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors)).toEqual(['title', 'goal', 'isActive']);
    expect(res.body.message).toBe('Title must be at least 5 characters');
    const after = await owner.get(`/api/campaigns/${created.id}`).expect(200);
    expect(after.body).toMatchObject({ title: 'Edit Me Later Please', goal: '5000.00', isActive: true });
  });

  it.each([
    ['garbage', 'not-a-cursor!'],
    ['tampered', Buffer.from(JSON.stringify(['yesterday', 'not-an-id'])).toString('base64url')],
    ['foreign (an offset where a keyset belongs)', Buffer.from(JSON.stringify([20])).toString('base64url')],
  ])('refuses a %s cursor on GET /api/campaigns with a 400 that says so', async (_, cursor) => {
    const res = await visitor().get('/api/campaigns').query({ limit: 1, cursor });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'invalid_cursor', message: INVALID_CURSOR, errors: { cursor: [INVALID_CURSOR] } });
  });

  it("refuses the newest-first list's cursor in a ranked search, and the search's in the list", async () => {
    const list = await visitor().get('/api/campaigns').query({ limit: 1 }).expect(200);
    const keyset = list.headers['x-next-cursor'];
    expect(keyset).toBeTruthy();
    const search = await visitor().get('/api/campaigns').query({ limit: 1, search: 'parish' }).expect(200);
    const offset = search.headers['x-next-cursor'];
    expect(offset).toBeTruthy();
    // Each cursor works on its own list...
    expect((await visitor().get('/api/campaigns').query({ limit: 1, cursor: keyset })).status).toBe(200);
    expect((await visitor().get('/api/campaigns').query({ limit: 1, search: 'parish', cursor: offset })).status).toBe(200);
    // ...and is refused on the other.
    expect((await visitor().get('/api/campaigns').query({ limit: 1, search: 'parish', cursor: keyset })).status).toBe(400);
    expect((await visitor().get('/api/campaigns').query({ limit: 1, cursor: offset })).status).toBe(400);
  });

  it.each(['/api/admin/campaigns', '/api/admin/campaigns/pending', '/api/admin/audit'])('refuses a tampered cursor on %s with a 400', async (path) => {
    const res = await admin.get(path).query({ cursor: Buffer.from('["2026-01-01", 3]').toString('base64url') });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('invalid_cursor');
  });

  it('pages the admin lists and the review queue with their own cursors', async () => {
    for (let i = 0; i < 3; i++) await owner.post('/api/campaigns').send({ ...valid, title: `Waiting In The Queue ${i}` }).expect(201);
    const first = await admin.get('/api/admin/campaigns/pending').query({ limit: 2 }).expect(200);
    expect(first.body).toHaveLength(2);
    const second = await admin.get('/api/admin/campaigns/pending').query({ limit: 2, cursor: first.headers['x-next-cursor'] }).expect(200);
    const seen = [...first.body, ...second.body].map((c: { id: string }) => c.id);
    expect(new Set(seen).size).toBe(seen.length);
    expect([...first.body, ...second.body].every((c: { status: string }) => c.status === 'pending')).toBe(true);
    const all = await admin.get('/api/admin/campaigns').query({ limit: 2 }).expect(200);
    const next = await admin.get('/api/admin/campaigns').query({ limit: 2, cursor: all.headers['x-next-cursor'] }).expect(200);
    expect(next.body[0].id).not.toBe(all.body[1].id);
  });
});
