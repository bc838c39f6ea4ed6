import { beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { EntityManager } from '@mikro-orm/postgresql';
import { eventually } from '../../support/eventually.js';
import { signInAsAdmin, signUp, type Agent } from '../../support/http.js';
import { sharedTestApp } from '../../support/shared-test-app.js';
import { deliverWhereNoRelayRuns, type TestApp } from '../../support/test-app.js';

/** Issue 37, first slice: organizations, their verification by administrators, their team and their funds. */
describe('organizations', () => {
  let t: TestApp;
  let admin: Agent;
  let anonymous: Agent;

  beforeAll(async () => {
    t = await sharedTestApp();
    admin = await signInAsAdmin(t);
    anonymous = request.agent(t.app.getHttpServer());
  });

  let seq = 0;
  const church = (overrides: Record<string, unknown> = {}) => ({
    name: `Grace Chapel ${Date.now().toString(36)}${++seq}`,
    kind: 'church',
    ein: '12-3456789',
    city: 'Nashville',
    state: 'TN',
    website: 'https://gracechapel.example.org',
    ...overrides,
  });

  /** A member registers an organization; returns its id and the registering member (its first admin). */
  async function registered(overrides: Record<string, unknown> = {}) {
    const owner = await signUp(t);
    const res = await owner.agent.post('/api/organizations').send(church(overrides)).expect(201);
    return { id: res.body.id as string, slug: res.body.slug as string, owner };
  }

  async function verified(overrides: Record<string, unknown> = {}) {
    const org = await registered(overrides);
    await admin.post(`/api/admin/organizations/${org.id}/verify`).expect(200);
    return org;
  }

  describe('registration', () => {
    it('answers 201 with its id, a slug from the name and status pending; the same name again gets "-2"', async () => {
      const name = `Grace Chapel ${Date.now().toString(36)}`;
      const base = name.toLowerCase().replace(/ /g, '-');
      const member = await signUp(t);
      const first = await member.agent.post('/api/organizations').send(church({ name })).expect(201);
      expect(first.body).toEqual({ id: expect.any(String), slug: base, status: 'pending' });
      const second = await member.agent.post('/api/organizations').send(church({ name })).expect(201);
      expect(second.body.slug).toBe(`${base}-2`);
      const third = await member.agent.post('/api/organizations').send(church({ name })).expect(201);
      expect(third.body.slug).toBe(`${base}-3`);
    });

    it('gives organizations of one name registered at the same moment distinct slugs', async () => {
      const name = `Hope Church ${Date.now().toString(36)}`;
      const base = name.toLowerCase().replace(/ /g, '-');
      const { agent } = await signUp(t);
      const answers = await Promise.all(Array.from({ length: 5 }, () => agent.post('/api/organizations').send(church({ name }))));
      expect(answers.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
      expect(answers.map((r) => r.body.slug).sort()).toEqual([base, `${base}-2`, `${base}-3`, `${base}-4`, `${base}-5`]);
    });

    it('names every bad field in one 400', async () => {
      const { agent } = await signUp(t);
      const res = await agent
        .post('/api/organizations')
        .send({ name: 'G', kind: 'club', ein: '123456789', city: '', state: 'ZZ', website: 'javascript:alert(1)' })
        .expect(400);
      expect(Object.keys(res.body.errors).sort()).toEqual(['city', 'ein', 'kind', 'name', 'state', 'website']);
      expect(res.body.errors.ein).toEqual(['Enter the EIN as NN-NNNNNNN.']);
      expect(res.body.message).toBe(res.body.errors.name[0]);
    });

    it('accepts an organization without a website, and refuses a name over 100 characters', async () => {
      const { agent } = await signUp(t);
      const { website: _, ...withoutWebsite } = church();
      await agent.post('/api/organizations').send(withoutWebsite).expect(201);
      const res = await agent.post('/api/organizations').send(church({ name: 'x'.repeat(101) })).expect(400);
      expect(Object.keys(res.body.errors)).toEqual(['name']);
    });

    it('answers 401 to a visitor who is not signed in', async () => {
      await anonymous.post('/api/organizations').send(church()).expect(401);
    });

    it('makes the registering member its first admin, listed under GET /api/user/organizations', async () => {
      const { id, slug, owner } = await registered();
      const mine = await owner.agent.get('/api/user/organizations').expect(200);
      expect(mine.body).toEqual([{ id, slug, name: expect.stringMatching(/^Grace Chapel/), status: 'pending', role: 'admin' }]);
      const team = await owner.agent.get(`/api/organizations/${id}/team`).expect(200);
      expect(team.body).toEqual([{ userId: owner.user.id, username: owner.user.username, role: 'admin' }]);
      await anonymous.get('/api/user/organizations').expect(401);
    });
  });

  describe('visibility and verification', () => {
    it('hides a pending organization from the public and other members, shows it to its team and administrators', async () => {
      const { id, slug, owner } = await registered();
      const stranger = await signUp(t);
      await anonymous.get(`/api/organizations/${slug}`).expect(404);
      await anonymous.get(`/api/organizations/${id}`).expect(404);
      await stranger.agent.get(`/api/organizations/${slug}`).expect(404);
      const own = await owner.agent.get(`/api/organizations/${slug}`).expect(200);
      expect(own.body).toEqual({
        id,
        slug,
        name: expect.any(String),
        kind: 'church',
        city: 'Nashville',
        state: 'TN',
        website: 'https://gracechapel.example.org',
        logoUrl: null,
        status: 'pending',
        funds: [],
        campaigns: [],
      });
      await admin.get(`/api/organizations/${id}`).expect(200);
    });

    it('lists pending organizations for administrators, verifies one: public with a General Fund, and audited', async () => {
      const { id, slug } = await registered({ name: `Hope Fellowship ${Date.now().toString(36)}` });
      const pending = await admin.get('/api/admin/organizations?status=pending&limit=100').expect(200);
      const listed = pending.body.find((o: { id: string }) => o.id === id);
      expect(listed).toMatchObject({ id, slug, kind: 'church', ein: '12-3456789', city: 'Nashville', state: 'TN', status: 'pending' });

      expect((await admin.post(`/api/admin/organizations/${id}/verify`).expect(200)).body).toEqual({ status: 'verified' });
      const page = await anonymous.get(`/api/organizations/${slug}`).expect(200);
      expect(page.body.status).toBe('verified');
      expect(page.body.funds).toEqual([{ id: expect.any(String), name: 'General Fund', description: null }]);

      const stillPending = await admin.get('/api/admin/organizations?status=pending&limit=100').expect(200);
      expect(stillPending.body.map((o: { id: string }) => o.id)).not.toContain(id);
      const verifiedList = await admin.get('/api/admin/organizations?status=verified&limit=100').expect(200);
      expect(verifiedList.body.map((o: { id: string }) => o.id)).toContain(id);

      const audit = await admin.get('/api/admin/audit?kind=organization').expect(200);
      expect(audit.body.find((e: { subjectId: string }) => e.subjectId === id)).toMatchObject({
        action: 'organization.verified',
        subjectType: 'organization',
        subjectLabel: expect.stringMatching(/^Hope Fellowship/),
        reason: null,
      });
    });

    it('rejects with a reason (required), keeps it hidden from the public, and audits the reason', async () => {
      const { id, slug, owner } = await registered();
      const noReason = await admin.post(`/api/admin/organizations/${id}/reject`).send({}).expect(400);
      expect(noReason.body.errors).toHaveProperty('reason');
      expect((await admin.post(`/api/admin/organizations/${id}/reject`).send({ reason: 'The EIN does not match.' }).expect(200)).body).toEqual({
        status: 'rejected',
      });
      await anonymous.get(`/api/organizations/${slug}`).expect(404);
      expect((await owner.agent.get(`/api/organizations/${slug}`).expect(200)).body).toMatchObject({ status: 'rejected', funds: [] });
      const audit = await admin.get('/api/admin/audit?kind=organization.rejected').expect(200);
      expect(audit.body.find((e: { subjectId: string }) => e.subjectId === id)).toMatchObject({ reason: 'The EIN does not match.' });
    });

    it('answers 409 to a second decision, 404 to an unknown organization, 400 to a malformed id', async () => {
      const { id } = await registered();
      await admin.post(`/api/admin/organizations/${id}/verify`).expect(200);
      const again = await admin.post(`/api/admin/organizations/${id}/verify`).expect(409);
      expect(again.body.message).toBe('This organization was already verified.');
      await admin.post(`/api/admin/organizations/${id}/reject`).send({ reason: 'Too late' }).expect(409);
      await admin.post('/api/admin/organizations/9a1e2d3c-4b5a-4c6d-8e7f-001122334455/verify').expect(404);
      await admin.post('/api/admin/organizations/not-an-id/verify').expect(400);
    });

    it('keeps the console to administrators: 403 for members, 401 signed out', async () => {
      const { id, owner } = await registered();
      await owner.agent.get('/api/admin/organizations').expect(403);
      await owner.agent.post(`/api/admin/organizations/${id}/verify`).expect(403);
      await owner.agent.post(`/api/admin/organizations/${id}/reject`).send({ reason: 'mine' }).expect(403);
      await anonymous.get('/api/admin/organizations').expect(401);
      await anonymous.post(`/api/admin/organizations/${id}/verify`).expect(401);
      expect((await owner.agent.get(`/api/organizations/${id}`).expect(200)).body.status).toBe('pending');
    });
  });

  describe('team', () => {
    it('lets an admin add members by username or email; 404 for no account, 409 for a member already on it', async () => {
      const { id, owner } = await registered();
      const treasurer = await signUp(t);
      const counter = await signUp(t);
      const added = await owner.agent.post(`/api/organizations/${id}/team`).send({ usernameOrEmail: treasurer.user.username, role: 'treasurer' }).expect(201);
      expect(added.body).toEqual({ userId: treasurer.user.id, username: treasurer.user.username, role: 'treasurer', invitedEmail: null });
      await owner.agent
        .post(`/api/organizations/${id}/team`)
        .send({ usernameOrEmail: `${counter.user.username}@example.org`, role: 'counter' })
        .expect(201);
      const missing = await owner.agent.post(`/api/organizations/${id}/team`).send({ usernameOrEmail: 'nobody_here_at_all', role: 'counter' }).expect(404);
      expect(missing.body.message).toBe('No member with that username or email');
      await owner.agent.post(`/api/organizations/${id}/team`).send({ usernameOrEmail: treasurer.user.username, role: 'admin' }).expect(409);
      const bad = await owner.agent.post(`/api/organizations/${id}/team`).send({ usernameOrEmail: treasurer.user.username, role: 'pastor' }).expect(400);
      expect(Object.keys(bad.body.errors)).toEqual(['role']);

      const team = await treasurer.agent.get(`/api/organizations/${id}/team`).expect(200);
      expect(team.body).toEqual([
        { userId: owner.user.id, username: owner.user.username, role: 'admin' },
        { userId: treasurer.user.id, username: treasurer.user.username, role: 'treasurer' },
        { userId: counter.user.id, username: counter.user.username, role: 'counter' },
      ]);
      expect((await counter.agent.get('/api/user/organizations').expect(200)).body).toEqual([expect.objectContaining({ id, role: 'counter' })]);
    });

    it('keeps the team to itself and its management to its admins: 403 for others, 401 signed out', async () => {
      const { id, owner } = await registered();
      const treasurer = await signUp(t);
      const stranger = await signUp(t);
      await owner.agent.post(`/api/organizations/${id}/team`).send({ usernameOrEmail: treasurer.user.username, role: 'treasurer' }).expect(201);
      await stranger.agent.get(`/api/organizations/${id}/team`).expect(403);
      await anonymous.get(`/api/organizations/${id}/team`).expect(401);
      await treasurer.agent.post(`/api/organizations/${id}/team`).send({ usernameOrEmail: stranger.user.username, role: 'counter' }).expect(403);
      await stranger.agent.post(`/api/organizations/${id}/team`).send({ usernameOrEmail: stranger.user.username, role: 'admin' }).expect(403);
      await treasurer.agent.put(`/api/organizations/${id}/team/${treasurer.user.id}`).send({ role: 'admin' }).expect(403);
      await treasurer.agent.delete(`/api/organizations/${id}/team/${owner.user.id}`).expect(403);
      // A member who is not on the team learns nothing about accounts from the 404 either.
      await stranger.agent.post(`/api/organizations/${id}/team`).send({ usernameOrEmail: 'nobody_here_at_all', role: 'admin' }).expect(403);
      await owner.agent.get('/api/organizations/9a1e2d3c-4b5a-4c6d-8e7f-001122334455/team').expect(404);
    });

    it('changes roles and keeps the last admin: 409 to demote, remove or leave; a member may leave', async () => {
      const { id, owner } = await registered();
      const second = await signUp(t);
      const counter = await signUp(t);
      await owner.agent.post(`/api/organizations/${id}/team`).send({ usernameOrEmail: second.user.username, role: 'treasurer' }).expect(201);
      await owner.agent.post(`/api/organizations/${id}/team`).send({ usernameOrEmail: counter.user.username, role: 'counter' }).expect(201);

      const lastDemoted = await owner.agent.put(`/api/organizations/${id}/team/${owner.user.id}`).send({ role: 'treasurer' }).expect(409);
      expect(lastDemoted.body.message).toMatch(/at least one admin/);
      await owner.agent.delete(`/api/organizations/${id}/team/${owner.user.id}`).expect(409);

      const changed = await owner.agent.put(`/api/organizations/${id}/team/${second.user.id}`).send({ role: 'admin' }).expect(200);
      expect(changed.body).toContainEqual({ userId: second.user.id, username: second.user.username, role: 'admin' });
      // Two admins now: the first may leave; the second is then the last.
      await owner.agent.delete(`/api/organizations/${id}/team/${owner.user.id}`).expect(204);
      await second.agent.delete(`/api/organizations/${id}/team/${second.user.id}`).expect(409);
      // A counter leaves on their own.
      await counter.agent.delete(`/api/organizations/${id}/team/${counter.user.id}`).expect(204);
      expect((await counter.agent.get('/api/user/organizations').expect(200)).body).toEqual([]);
      const team = await second.agent.get(`/api/organizations/${id}/team`).expect(200);
      expect(team.body).toEqual([{ userId: second.user.id, username: second.user.username, role: 'admin' }]);
      await owner.agent.get(`/api/organizations/${id}/team`).expect(403);
      await second.agent.put(`/api/organizations/${id}/team/${counter.user.id}`).send({ role: 'admin' }).expect(404);
    });
  });

  describe('funds', () => {
    it('lets an admin or treasurer create funds (409 for a name taken, whatever its case), not a counter (403)', async () => {
      const { id, slug, owner } = await verified();
      const treasurer = await signUp(t);
      const counter = await signUp(t);
      await owner.agent.post(`/api/organizations/${id}/team`).send({ usernameOrEmail: treasurer.user.username, role: 'treasurer' }).expect(201);
      await owner.agent.post(`/api/organizations/${id}/team`).send({ usernameOrEmail: counter.user.username, role: 'counter' }).expect(201);

      const missions = await owner.agent.post(`/api/organizations/${id}/funds`).send({ name: 'Missions', description: 'Abroad and at home' }).expect(201);
      expect(missions.body).toEqual({ id: expect.any(String), name: 'Missions' });
      await treasurer.agent.post(`/api/organizations/${id}/funds`).send({ name: 'Building' }).expect(201);
      const taken = await treasurer.agent.post(`/api/organizations/${id}/funds`).send({ name: 'missions' }).expect(409);
      expect(taken.body.message).toBe('This organization already has a fund with that name.');
      await counter.agent.post(`/api/organizations/${id}/funds`).send({ name: 'Youth' }).expect(403);
      await (await signUp(t)).agent.post(`/api/organizations/${id}/funds`).send({ name: 'Youth' }).expect(403);
      await anonymous.post(`/api/organizations/${id}/funds`).send({ name: 'Youth' }).expect(401);
      await owner.agent.post(`/api/organizations/${id}/funds`).send({ name: '' }).expect(400);

      const page = await anonymous.get(`/api/organizations/${slug}`).expect(200);
      expect(page.body.funds).toEqual([
        { id: expect.any(String), name: 'General Fund', description: null },
        { id: missions.body.id, name: 'Missions', description: 'Abroad and at home' },
        { id: expect.any(String), name: 'Building', description: null },
      ]);
    });

    it('archives a fund (not listed, its name free again, 404 the second time) and keeps the last one (409)', async () => {
      const { id, slug, owner } = await verified();
      const counter = await signUp(t);
      await owner.agent.post(`/api/organizations/${id}/team`).send({ usernameOrEmail: counter.user.username, role: 'counter' }).expect(201);
      const [general] = (await anonymous.get(`/api/organizations/${slug}`).expect(200)).body.funds;
      const building = (await owner.agent.post(`/api/organizations/${id}/funds`).send({ name: 'Building' }).expect(201)).body;

      await counter.agent.delete(`/api/organizations/${id}/funds/${building.id}`).expect(403);
      await owner.agent.delete(`/api/organizations/${id}/funds/${building.id}`).expect(204);
      await owner.agent.delete(`/api/organizations/${id}/funds/${building.id}`).expect(404);
      expect((await anonymous.get(`/api/organizations/${slug}`).expect(200)).body.funds).toEqual([general]);

      const last = await owner.agent.delete(`/api/organizations/${id}/funds/${general.id}`).expect(409);
      expect(last.body.message).toMatch(/at least one fund/);
      await owner.agent.post(`/api/organizations/${id}/funds`).send({ name: 'building' }).expect(201);
      await owner.agent.delete(`/api/organizations/${id}/funds/9a1e2d3c-4b5a-4c6d-8e7f-001122334455`).expect(404);
    });

    it('reorders the active funds (every one exactly once, else 400)', async () => {
      const { id, slug, owner } = await verified();
      const counter = await signUp(t);
      await owner.agent.post(`/api/organizations/${id}/team`).send({ usernameOrEmail: counter.user.username, role: 'counter' }).expect(201);
      const [general] = (await anonymous.get(`/api/organizations/${slug}`).expect(200)).body.funds;
      const missions = (await owner.agent.post(`/api/organizations/${id}/funds`).send({ name: 'Missions' }).expect(201)).body;
      const building = (await owner.agent.post(`/api/organizations/${id}/funds`).send({ name: 'Building' }).expect(201)).body;
      const archived = (await owner.agent.post(`/api/organizations/${id}/funds`).send({ name: 'Old roof' }).expect(201)).body;
      await owner.agent.delete(`/api/organizations/${id}/funds/${archived.id}`).expect(204);

      const order = [building.id, general.id, missions.id];
      const res = await owner.agent.put(`/api/organizations/${id}/funds/order`).send({ fundIds: order }).expect(200);
      expect(res.body.map((f: { id: string }) => f.id)).toEqual(order);
      expect((await anonymous.get(`/api/organizations/${slug}`).expect(200)).body.funds.map((f: { name: string }) => f.name)).toEqual([
        'Building',
        'General Fund',
        'Missions',
      ]);

      for (const fundIds of [[building.id, general.id], [building.id, general.id, missions.id, missions.id], [building.id, general.id, archived.id], 'nope']) {
        const bad = await owner.agent.put(`/api/organizations/${id}/funds/order`).send({ fundIds }).expect(400);
        expect(bad.body.errors).toHaveProperty('fundIds');
      }
      await counter.agent.put(`/api/organizations/${id}/funds/order`).send({ fundIds: order }).expect(403);
    });

    it('lets a pending organization prepare its funds; verification then gives no General Fund', async () => {
      const { id, slug, owner } = await registered();
      await owner.agent.post(`/api/organizations/${id}/funds`).send({ name: 'Tithes and Offerings' }).expect(201);
      await admin.post(`/api/admin/organizations/${id}/verify`).expect(200);
      expect((await anonymous.get(`/api/organizations/${slug}`).expect(200)).body.funds.map((f: { name: string }) => f.name)).toEqual([
        'Tithes and Offerings',
      ]);
    });
  });

  describe('email invitations', () => {
    it("invite an email without an account: the email's link lets them join with the role once signed in, once; other admins' data stays theirs", async () => {
      const org = await verified();
      const email = `Phoebe.${Date.now()}@Example.org`;
      const invited = await org.owner.agent.post(`/api/organizations/${org.id}/team`).send({ usernameOrEmail: email, role: 'treasurer' }).expect(201);
      expect(invited.body).toEqual({ userId: null, username: null, role: 'treasurer', invitedEmail: email.toLowerCase() });
      const pending = (await org.owner.agent.get(`/api/organizations/${org.id}/invitations`).expect(200)).body;
      expect(pending).toEqual([expect.objectContaining({ email: email.toLowerCase(), role: 'treasurer' })]);
      expect(JSON.stringify(pending)).not.toMatch(/token|secret/i);

      // The email, with the link (the only place its secret is).
      const em = t.app.get(EntityManager).fork();
      const [mail] = await eventually(
        () => em.execute<{ subject: string; body: unknown }[]>(`SELECT subject, body FROM outgoing_message WHERE template = 'organization-invitation' AND recipient_email = ?`, [email.toLowerCase()]),
        (rows) => rows.length === 1,
      );
      expect(mail.subject).toMatch(/invited you to the team of Grace Chapel/);
      const token = /join\?invitation=([\w-]+)/.exec(JSON.stringify(mail.body))?.[1];
      expect(token).toBeDefined();

      // A member of the team who is not an admin cannot see or make invitations.
      const counter = await signUp(t);
      await org.owner.agent.post(`/api/organizations/${org.id}/team`).send({ usernameOrEmail: counter.user.username, role: 'counter' }).expect(201);
      await counter.agent.get(`/api/organizations/${org.id}/invitations`).expect(403);
      await counter.agent.post(`/api/organizations/${org.id}/team`).send({ usernameOrEmail: 'someone.else@example.org', role: 'counter' }).expect(403);

      // Whoever holds the link signs up (with any address) and joins; the link then works no more.
      const phoebe = await signUp(t);
      await anonymous.post(`/api/organizations/${org.id}/invitations/accept`).send({ token }).expect(401);
      await phoebe.agent.post(`/api/organizations/${org.id}/invitations/accept`).send({ token: 'x'.repeat(43) }).expect(404);
      expect((await phoebe.agent.post(`/api/organizations/${org.id}/invitations/accept`).send({ token }).expect(200)).body).toEqual({ role: 'treasurer' });
      const again = await (await signUp(t)).agent.post(`/api/organizations/${org.id}/invitations/accept`).send({ token }).expect(404);
      expect(again.body.message).toMatch(/not valid any more/);
      const team = (await phoebe.agent.get(`/api/organizations/${org.id}/team`).expect(200)).body as { userId: string; role: string }[];
      expect(team.find((m) => m.userId === phoebe.user.id)?.role).toBe('treasurer');
      expect((await org.owner.agent.get(`/api/organizations/${org.id}/invitations`).expect(200)).body).toEqual([]);
      // Another organization's id with this link finds nothing.
      const other = await verified();
      await phoebe.agent.post(`/api/organizations/${other.id}/invitations/accept`).send({ token }).expect(404);
    });
  });

  describe('a member who closes their account', () => {
    it('leaves every team; an organization left without an admin gets its longest-serving member as admin', async () => {
      const org = await verified();
      const { agent: treasurerAgent, user: treasurer } = await signUp(t);
      const { user: counter } = await signUp(t);
      await org.owner.agent.post(`/api/organizations/${org.id}/team`).send({ usernameOrEmail: treasurer.username, role: 'treasurer' }).expect(201);
      await org.owner.agent.post(`/api/organizations/${org.id}/team`).send({ usernameOrEmail: counter.username, role: 'counter' }).expect(201);
      await org.owner.agent.delete('/api/user').send({ password: 'a good long password' }).expect(204);
      await deliverWhereNoRelayRuns();
      const team = await eventually(
        async () => (await treasurerAgent.get(`/api/organizations/${org.id}/team`).expect(200)).body as { userId: string; role: string }[],
        (members) => members.length === 2,
      );
      expect(team.map((m) => [m.userId, m.role]).sort()).toEqual(
        [
          [treasurer.id, 'admin'],
          [counter.id, 'counter'],
        ].sort(),
      );
    });
  });

  it("tells the console while the platform's own EIN is still the placeholder (receipts of campaign gifts print it)", async () => {
    const dashboard = (await admin.get('/api/admin/dashboard').expect(200)).body;
    expect(dashboard.charity).toEqual({ name: 'Faith Collective', ein: '00-0000000', einIsPlaceholder: true });
  });
});
