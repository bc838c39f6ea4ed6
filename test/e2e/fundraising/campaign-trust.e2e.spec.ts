import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import request from 'supertest';
import { OutboxRelay } from '../../../src/shared-kernel/infrastructure/outbox/outbox.relay.js';
import { liveCampaign } from '../../support/campaigns.js';
import { signInAsAdmin, signUp, type Agent } from '../../support/http.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

const guest = { firstName: 'Ruth', lastName: 'Moabite', email: 'ruth@example.org' };
const ARCHIVED = {
  outcome: 'archived',
  message:
    'This campaign has received donations, so it was archived instead of deleted: it is no longer public and takes no more donations, and its donation records are kept.',
};
const CLOSED = 'This campaign has been closed and archived. It no longer accepts donations.';

/** Issue 12: gifts never lose their campaign, and a moderated page never changes without a moderator. */
describe('campaign trust', () => {
  let t: TestApp;
  let owner: Agent;
  let admin: Agent;
  const visitor = () => request(t.app.getHttpServer());
  const ids = (res: request.Response) => (res.body as { id: string }[]).map((c) => c.id);

  beforeAll(async () => {
    t = await startTestApp();
    owner = (await signUp(t, { firstName: 'Grace' })).agent;
    admin = await signInAsAdmin(t);
  });
  afterAll(() => t?.close());

  async function intent(campaignId: string, amount = 25) {
    const res = await visitor().post('/api/donations/create-payment-intent').send({ campaignId, amount, guestInfo: guest });
    expect(res.status).toBe(200);
    return res.body as { clientSecret: string; paymentIntentId: string };
  }
  async function pay(campaignId: string, amount = 25) {
    const started = await intent(campaignId, amount);
    await visitor().post('/api/payments/sandbox/confirm').send({ clientSecret: started.clientSecret, cardNumber: '4242424242424242' }).expect(200);
    await visitor().post('/api/donations/complete').send({ paymentIntentId: started.paymentIntentId, campaignId }).expect(200);
    await t.app.get(OutboxRelay).drain();
  }
  async function totals() {
    const stats = (await visitor().get('/api/statistics').expect(200)).body as { donationsRaised: number };
    const dashboard = (await admin.get('/api/admin/dashboard').expect(200)).body as { totalRaised: number };
    return { publicRaised: stats.donationsRaised, adminRaised: dashboard.totalRaised };
  }

  describe('a campaign holding gifts is archived, never deleted', () => {
    it('by its owner: DELETE answers that it was archived; hidden, closed to gifts, books kept, totals agree', async () => {
      const campaign = await liveCampaign(owner, admin);
      await pay(campaign.id, 40);
      const before = await totals();

      const res = await owner.delete(`/api/campaigns/${campaign.id}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual(ARCHIVED);

      const page = await visitor().get(`/api/campaigns/${campaign.slug}`);
      expect(page.status).toBe(404);
      expect(page.body.message).toBe(CLOSED);
      expect(ids(await visitor().get('/api/campaigns').query({ limit: 100 }))).not.toContain(campaign.id);
      expect(ids(await visitor().get('/api/campaigns').query({ search: campaign.title }))).not.toContain(campaign.id);

      const own = await owner.get(`/api/campaigns/${campaign.id}`).expect(200);
      expect(own.body).toMatchObject({ currentAmount: '40.00', donorCount: 1 });
      expect(own.body.archivedAt).toEqual(expect.any(String));
      const mine = (await owner.get('/api/user/campaigns').expect(200)).body as { id: string; archivedAt: string | null }[];
      expect(mine.find((c) => c.id === campaign.id)?.archivedAt).toEqual(expect.any(String));

      const refused = await visitor().post('/api/donations/create-payment-intent').send({ campaignId: campaign.id, amount: 25, guestInfo: guest });
      expect(refused.status).toBe(422);
      expect(refused.body.message).toBe(CLOSED);

      const after = await totals();
      expect(after).toEqual(before);
      expect(after.publicRaised).toBe(after.adminRaised);
      const list = await visitor().get(`/api/campaigns/${campaign.id}/donations`).expect(200);
      expect(list.body).toHaveLength(1);

      // Archived stays archived: a second delete says so again; no edit or switch brings it back.
      expect((await owner.delete(`/api/campaigns/${campaign.id}`)).body).toEqual(ARCHIVED);
      expect((await owner.put(`/api/campaigns/${campaign.id}`).send({ isActive: true })).status).toBe(422);
    });

    it("by a moderator: the admin's delete archives it, the review case is closed, the audit trail has the decision", async () => {
      const campaign = await liveCampaign(owner, admin);
      await pay(campaign.id);
      const res = await admin.delete(`/api/admin/campaigns/${campaign.id}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual(ARCHIVED);
      await visitor().get(`/api/campaigns/${campaign.id}`).expect(404);
      const seen = await admin.get(`/api/campaigns/${campaign.id}`).expect(200);
      expect(seen.body).toMatchObject({ donorCount: 1, archivedAt: expect.any(String) });
      const em = t.app.get(EntityManager).fork();
      const [reviewCase] = await em.execute<{ status: string }[]>(`SELECT status FROM review_case WHERE subject_id = ?`, [campaign.id]);
      expect(reviewCase.status).toBe('removed');
      await admin.post(`/api/admin/campaigns/${campaign.id}/approve`).expect(404);
      const { publicRaised, adminRaised } = await totals();
      expect(publicRaised).toBe(adminRaised);
    });

    it('an owner archiving withdraws a pending review', async () => {
      const campaign = await liveCampaign(owner, admin);
      await pay(campaign.id);
      await owner.put(`/api/campaigns/${campaign.id}`).send({ title: 'Edited Before Archiving' }).expect(200);
      await owner.delete(`/api/campaigns/${campaign.id}`).expect(200);
      const pending = await admin.get('/api/admin/campaigns/pending').expect(200);
      expect(ids(pending)).not.toContain(campaign.id);
    });

    it('a campaign without gifts is still deleted for good (204)', async () => {
      const campaign = await liveCampaign(owner, admin);
      await owner.delete(`/api/campaigns/${campaign.id}`).expect(204);
      await owner.get(`/api/campaigns/${campaign.id}`).expect(404);
      const other = await liveCampaign(owner, admin);
      await admin.delete(`/api/admin/campaigns/${other.id}`).expect(204);
      await admin.get(`/api/campaigns/${other.id}`).expect(404);
    });

    it('a campaign whose first gift is only started (not yet paid) is archived, not deleted: the gift, once paid, is credited to it', async () => {
      const campaign = await liveCampaign(owner, admin);
      const started = await intent(campaign.id, 12);
      await owner.delete(`/api/campaigns/${campaign.id}`).expect(200);
      await visitor().post('/api/payments/sandbox/confirm').send({ clientSecret: started.clientSecret, cardNumber: '4242424242424242' }).expect(200);
      await visitor().post('/api/donations/complete').send({ paymentIntentId: started.paymentIntentId, campaignId: campaign.id }).expect(200);
      await t.app.get(OutboxRelay).drain();
      const now = await owner.get(`/api/campaigns/${campaign.id}`).expect(200);
      expect(now.body).toMatchObject({ currentAmount: '12.00', donorCount: 1, archivedAt: expect.any(String) });
      const { publicRaised, adminRaised } = await totals();
      expect(publicRaised).toBe(adminRaised);
    });

    it('a payment started before the campaign was archived is recorded and credited (the money was taken)', async () => {
      const campaign = await liveCampaign(owner, admin);
      await pay(campaign.id, 10);
      const late = await intent(campaign.id, 30);
      await owner.delete(`/api/campaigns/${campaign.id}`).expect(200);
      await visitor().post('/api/payments/sandbox/confirm').send({ clientSecret: late.clientSecret, cardNumber: '4242424242424242' }).expect(200);
      const done = await visitor().post('/api/donations/complete').send({ paymentIntentId: late.paymentIntentId, campaignId: campaign.id });
      expect(done.status).toBe(200);
      expect(done.body).toMatchObject({ campaignTitle: campaign.title, amount: '30.00' });
      await t.app.get(OutboxRelay).drain();
      const now = await owner.get(`/api/campaigns/${campaign.id}`).expect(200);
      expect(now.body).toMatchObject({ currentAmount: '40.00', donorCount: 2 });
      const { publicRaised, adminRaised } = await totals();
      expect(publicRaised).toBe(adminRaised);
    });
  });

  describe('an edit of an approved campaign waits for review', () => {
    it('the approved content stays public; owner and admins see the pending revision; the queue lists it as an edit', async () => {
      const campaign = await liveCampaign(owner, admin, { title: 'Parish Food Bank Shelves' });
      const edited = await owner.put(`/api/campaigns/${campaign.id}`).send({
        title: 'URGENT wire money to my own account',
        description: 'Send the money straight to my personal account, not through this site.',
        goal: 900000,
        image: 'https://example.org/scam.jpg',
      });
      expect(edited.status).toBe(200);
      expect(edited.body).toMatchObject({
        title: 'Parish Food Bank Shelves',
        goal: '3000.00',
        image: null,
        status: 'approved',
        pendingRevision: { title: 'URGENT wire money to my own account', goal: '900000.00', image: 'https://example.org/scam.jpg' },
      });

      const page = await visitor().get(`/api/campaigns/${campaign.slug}`).expect(200);
      expect(page.body).toMatchObject({ title: 'Parish Food Bank Shelves', goal: '3000.00', pendingRevision: null });
      expect(JSON.stringify(page.body)).not.toContain('URGENT');
      const listed = await visitor().get('/api/campaigns').query({ limit: 100 }).expect(200);
      expect(JSON.stringify(listed.body)).not.toContain('URGENT');
      expect(ids(await visitor().get('/api/campaigns').query({ search: 'URGENT wire' }))).not.toContain(campaign.id);

      const pending = await admin.get('/api/admin/campaigns/pending').expect(200);
      const queued = (pending.body as { id: string; pendingRevision: { title: string } | null }[]).find((c) => c.id === campaign.id);
      expect(queued?.pendingRevision?.title).toBe('URGENT wire money to my own account');

      const rejected = await admin.post(`/api/admin/campaigns/${campaign.id}/reject`).send({ reason: 'The new title asks for money to a private account.' }).expect(200);
      expect(rejected.body).toMatchObject({ status: 'approved', title: 'Parish Food Bank Shelves', pendingRevision: null });
      expect((await visitor().get(`/api/campaigns/${campaign.slug}`).expect(200)).body.title).toBe('Parish Food Bank Shelves');
      expect(ids(await admin.get('/api/admin/campaigns/pending'))).not.toContain(campaign.id);

      const em = t.app.get(EntityManager).fork();
      const audit = await em.execute<{ action: string; subject_label: string }[]>(
        `SELECT action, subject_label FROM moderation_decision WHERE subject_id = ? ORDER BY decided_at`,
        [campaign.id],
      );
      expect(audit.at(-1)).toEqual({ action: 'campaign.edit-rejected', subject_label: 'Edit of URGENT wire money to my own account' });
    });

    it("an admin's approval makes the edit public", async () => {
      const campaign = await liveCampaign(owner, admin, { title: 'Youth Retreat Scholarships' });
      await owner.put(`/api/campaigns/${campaign.id}`).send({ title: 'Youth Retreat Scholarships 2027' }).expect(200);
      await owner.put(`/api/campaigns/${campaign.id}`).send({ goal: 4500 }).expect(200);
      const approved = await admin.post(`/api/admin/campaigns/${campaign.id}/approve`).expect(200);
      expect(approved.body).toMatchObject({ status: 'approved', title: 'Youth Retreat Scholarships 2027', goal: '4500.00', pendingRevision: null });
      const page = await visitor().get(`/api/campaigns/${campaign.slug}`).expect(200);
      expect(page.body).toMatchObject({ title: 'Youth Retreat Scholarships 2027', goal: '4500.00' });
      expect(ids(await visitor().get('/api/campaigns').query({ search: '2027 scholarships' }))).toContain(campaign.id);
    });

    it('switching on and off applies at once; edits of a pending campaign apply directly', async () => {
      const campaign = await liveCampaign(owner, admin);
      const off = await owner.put(`/api/campaigns/${campaign.id}`).send({ isActive: false }).expect(200);
      expect(off.body).toMatchObject({ isActive: false, pendingRevision: null });
      expect((await visitor().get(`/api/campaigns/${campaign.id}`).expect(200)).body.isActive).toBe(false);
      await owner.put(`/api/campaigns/${campaign.id}`).send({ isActive: true }).expect(200);
      expect((await visitor().get(`/api/campaigns/${campaign.id}`).expect(200)).body.isActive).toBe(true);

      const draft = (await owner.post('/api/campaigns').send({ title: 'Draft Under Review', description: 'A campaign nobody has reviewed yet, still pending.', goal: 100 }).expect(201)).body;
      const changed = await owner.put(`/api/campaigns/${draft.id}`).send({ title: 'Draft Under Review Again' }).expect(200);
      expect(changed.body).toMatchObject({ title: 'Draft Under Review Again', status: 'pending', pendingRevision: null });
    });
  });
});
