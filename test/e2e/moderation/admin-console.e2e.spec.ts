import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { OutboxRelay } from '../../../src/shared-kernel/infrastructure/outbox/outbox.relay.js';
import { liveCampaign } from '../../support/campaigns.js';
import { signInAsAdmin, signUp, type Agent } from '../../support/http.js';
import { deliverWhereNoRelayRuns, startTestApp, type TestApp } from '../../support/test-app.js';

const ADMIN_CALLS: [string, string][] = [
  ['get', '/api/admin/campaigns'],
  ['get', '/api/admin/campaigns/pending'],
  ['post', '/api/admin/campaigns/00000000-0000-4000-8000-000000000000/approve'],
  ['post', '/api/admin/campaigns/00000000-0000-4000-8000-000000000000/reject'],
  ['delete', '/api/admin/campaigns/00000000-0000-4000-8000-000000000000'],
  ['get', '/api/admin/users'],
  ['get', '/api/admin/transactions'],
  ['get', '/api/admin/sponsorship-applications'],
  ['post', '/api/admin/sponsorship-applications/00000000-0000-4000-8000-000000000000/approve'],
  ['post', '/api/admin/sponsorship-applications/00000000-0000-4000-8000-000000000000/reject'],
  ['get', '/api/admin/dashboard'],
  ['get', '/api/admin/charts'],
  ['put', '/api/admin/users/00000000-0000-4000-8000-000000000000/role'],
  ['get', '/api/admin/users/00000000-0000-4000-8000-000000000000/activity'],
  ['get', '/api/admin/audit'],
];

describe('admin console API', () => {
  let t: TestApp;
  let member: Agent;
  let memberId: string;
  let admin: Agent;
  const visitor = () => request(t.app.getHttpServer());

  beforeAll(async () => {
    t = await startTestApp({ config: { outboxPollMs: 0 } });
    const signed = await signUp(t, { firstName: 'Martha', lastName: 'Bethany' });
    member = signed.agent;
    memberId = signed.user.id;
    admin = await signInAsAdmin(t);
  });
  afterAll(() => t?.close());

  it.each(ADMIN_CALLS)('%s %s: 401 for visitors, 403 for members', async (method, path) => {
    const asVisitor = await (visitor() as unknown as Record<string, (p: string) => request.Test>)[method](path).send({ isAdmin: true });
    expect(asVisitor.status).toBe(401);
    const asMember = await (member as unknown as Record<string, (p: string) => request.Test>)[method](path).send({ isAdmin: true });
    expect(asMember.status).toBe(403);
    expect(asMember.body.message).toBe("You don't have permission to access this page.");
  });

  it('the dashboard figures match the data', async () => {
    const owner = (await signUp(t)).agent;
    const live = await liveCampaign(owner, admin);
    await owner.post('/api/campaigns').send({ title: 'Still Waiting Campaign', description: 'This one has not been reviewed by anyone yet.', goal: 10 }).expect(201);
    for (const amount of [25, 40]) {
      const intent = await visitor().post('/api/donations/create-payment-intent').send({ campaignId: live.id, amount: amount + 5, tip: 5, guestInfo: { firstName: 'A', lastName: 'B', email: 'ab@example.org' } });
      await visitor().post('/api/payments/sandbox/confirm').send({ clientSecret: intent.body.clientSecret, cardNumber: '4242424242424242' }).expect(200);
    }
    await t.app.get(OutboxRelay).drain();
    const res = await admin.get('/api/admin/dashboard').expect(200);
    expect(res.body).toEqual({ pendingCampaigns: 1, totalUsers: 3, totalTransactions: 2, totalRaised: 65, totalTips: 10, pendingApplications: 0 });
    const charts = await admin.get('/api/admin/charts').expect(200);
    expect(charts.body.giftsPerDay).toHaveLength(90);
    expect(charts.body.giftsPerDay.at(-1)).toMatchObject({ count: 2, amount: 65 });
    expect(charts.body.campaignsByStatus).toEqual(expect.arrayContaining([{ status: 'pending', count: 1 }, { status: 'approved', count: 1 }]));
    expect(charts.body.newMembersPerWeek.at(-1).count).toBe(3);
  });

  it('searches users case-insensitively by first name, last name, email or username, paging on the server', async () => {
    for (const q of ['martha', 'BETHANY', 'member_', '@EXAMPLE.org']) {
      const res = await admin.get('/api/admin/users').query({ search: q }).expect(200);
      expect(res.body.map((u: { id: string }) => u.id)).toContain(memberId);
    }
    const page = await admin.get('/api/admin/users').query({ limit: 1 }).expect(200);
    expect(page.body).toHaveLength(1);
    expect(page.headers['x-next-cursor']).toBeTruthy();
  });

  it('role changes: make a member admin (recorded), never remove one\'s own role nor the last admin\'s', async () => {
    const me = (await admin.get('/api/user')).body;
    const own = await admin.put(`/api/admin/users/${me.id}/role`).send({ isAdmin: false });
    expect(own.status).toBe(422);
    expect(own.body.message).toBe('You cannot remove your own administrator role.');

    const promoted = await admin.put(`/api/admin/users/${memberId}/role`).send({ isAdmin: true });
    expect(promoted.status).toBe(200);
    expect(promoted.body.isAdmin).toBe(true);
    await member.get('/api/admin/dashboard').expect(200); // takes effect at once

    // Martha (now an admin) demotes the first admin; then she is the last admin and cannot be demoted by... nobody else is left.
    const demote = await member.put(`/api/admin/users/${me.id}/role`).send({ isAdmin: false });
    expect(demote.status).toBe(200);
    const last = await member.put(`/api/admin/users/${memberId}/role`).send({ isAdmin: false });
    expect(last.status).toBe(422);

    await deliverWhereNoRelayRuns(); // the audit trail is a projection of identity's events
    const audit = await member.get('/api/admin/audit').query({ kind: 'user' }).expect(200);
    expect(audit.body.map((e: { action: string; subjectLabel: string }) => e.action)).toEqual(['user.admin-revoked', 'user.admin-granted']);
    expect(audit.body[1].adminName).toBeTruthy();
  });

  it("a user's activity lists their campaigns, donations and applications", async () => {
    const res = await member.get(`/api/admin/users/${memberId}/activity`).expect(200);
    expect(res.body).toEqual({ campaigns: [], donations: [], applications: [] });
  });
});
