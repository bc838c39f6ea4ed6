import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import request from 'supertest';
import { signInAsAdmin, signUp, type Agent } from '../../support/http.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

/** PUT /api/admin/users/{id}/role (identity's) and the member search identity serves the admin console. */
describe('administrator role and member search', () => {
  let t: TestApp;
  let admin: Agent;
  let adminId: string;

  beforeAll(async () => {
    t = await startTestApp({ config: { outboxPollMs: 0 } });
    admin = await signInAsAdmin(t);
    adminId = (await admin.get('/api/user').expect(200)).body.id;
  });
  afterAll(() => t?.close());

  it('only administrators may change a role: 401 signed out, 403 for members', async () => {
    const path = `/api/admin/users/${adminId}/role`;
    await request(t.app.getHttpServer()).put(path).send({ isAdmin: false }).expect(401);
    const { agent } = await signUp(t);
    const asMember = await agent.put(path).send({ isAdmin: true });
    expect(asMember.status).toBe(403);
    expect(asMember.body.message).toBe("You don't have permission to access this page.");
  });

  it('grants and removes the role at once; never one\'s own', async () => {
    const own = await admin.put(`/api/admin/users/${adminId}/role`).send({ isAdmin: false });
    expect(own.status).toBe(422);
    expect(own.body.message).toBe('You cannot remove your own administrator role.');

    const { agent: lydia, user } = await signUp(t, { firstName: 'Lydia' });
    const granted = await admin.put(`/api/admin/users/${user.id}/role`).send({ isAdmin: true });
    expect(granted.status).toBe(200);
    expect(granted.body).toEqual({ id: user.id, username: user.username, isAdmin: true });
    expect((await lydia.get('/api/user')).body.isAdmin).toBe(true);

    const revoked = await admin.put(`/api/admin/users/${user.id}/role`).send({ isAdmin: false });
    expect(revoked.status).toBe(200);
    expect(revoked.body.isAdmin).toBe(false);
    await lydia.get('/api/admin/dashboard').expect(403);

    // Each change is announced to the other contexts through the outbox (moderation's audit trail).
    const db = new pg.Client({ connectionString: t.databaseUrl });
    await db.connect();
    try {
      const { rows } = await db.query(
        `SELECT type, payload FROM outbox_message WHERE type LIKE 'identity.%' AND payload->>'userId' = $1 ORDER BY occurred_at, payload->>'isAdmin' DESC`,
        [user.id],
      );
      expect(rows.map((r) => r.type)).toEqual([
        'identity.user-registered.v1',
        'identity.email-verification-requested.v1',
        'identity.member-role-changed.v1',
        'identity.member-role-changed.v1',
      ]);
      expect(rows[0].payload).toMatchObject({ userId: user.id, username: user.username, firstName: 'Lydia' });
      expect(rows.slice(2).map((r) => r.payload)).toEqual([
        { userId: user.id, username: user.username, isAdmin: true, changedBy: adminId, changedAt: expect.any(String) },
        { userId: user.id, username: user.username, isAdmin: false, changedBy: adminId, changedAt: expect.any(String) },
      ]);
    } finally {
      await db.end();
    }
  });

  it('checks the request: isAdmin must be a boolean; an unknown member is 404', async () => {
    const bad = await admin.put(`/api/admin/users/${adminId}/role`).send({ isAdmin: 'yes' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ isAdmin: ['isAdmin must be true or false'] });
    const unknown = await admin.put('/api/admin/users/00000000-0000-4000-8000-000000000000/role').send({ isAdmin: true });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('User not found');
  });

  it('the member search pages with the shared cursor; a tampered cursor is a 400', async () => {
    const first = await admin.get('/api/admin/users').query({ limit: 1 }).expect(200);
    expect(first.body).toHaveLength(1);
    const cursor = first.headers['x-next-cursor'];
    expect(cursor).toBeTruthy();
    const second = await admin.get('/api/admin/users').query({ limit: 1, cursor }).expect(200);
    expect(second.body[0].id).not.toBe(first.body[0].id);
    const tampered = await admin.get('/api/admin/users').query({ cursor: `${cursor}x` });
    expect(tampered.status).toBe(400);
    expect(tampered.body.code).toBe('invalid_cursor');
    const foreign = await admin.get('/api/admin/users').query({ cursor: Buffer.from('["nope"]').toString('base64url') });
    expect(foreign.status).toBe(400);
  });

  it("a member's profile save racing an administrator's revoke never writes the role back (20 rounds)", async () => {
    const db = new pg.Client({ connectionString: t.databaseUrl });
    await db.connect();
    try {
      const { agent: member, user } = await signUp(t, { firstName: 'Priscilla' });
      for (let round = 0; round < 20; round++) {
        await admin.put(`/api/admin/users/${user.id}/role`).send({ isAdmin: true }).expect(200);
        const [saved, revoked] = await Promise.all([
          member.put('/api/user/profile').send({ bio: `Round ${round}` }),
          admin.put(`/api/admin/users/${user.id}/role`).send({ isAdmin: false }),
        ]);
        expect([saved.status, revoked.status]).toEqual([200, 200]);
        const row = (await db.query('SELECT is_admin, bio FROM app_user WHERE id = $1', [user.id])).rows[0];
        expect(row).toEqual({ is_admin: false, bio: `Round ${round}` });
      }
    } finally {
      await db.end();
    }
  });

  it('two administrators removing each other at once, 15 rounds: one wins each time, the platform always keeps an administrator', async () => {
    // Runs last: it leaves one administrator. Each round the survivor and a new administrator (the only two) demote each other.
    const db = new pg.Client({ connectionString: t.databaseUrl });
    await db.connect();
    const admins = async () => Number((await db.query('SELECT count(*) AS n FROM app_user WHERE is_admin')).rows[0].n);
    try {
      let survivor = admin;
      for (let round = 0; round < 15; round++) {
        const b = await signInAsAdmin(t);
        expect(await admins()).toBe(2);
        const aId = (await survivor.get('/api/user')).body.id;
        const bId = (await b.get('/api/user')).body.id;
        const [ab, ba] = await Promise.all([
          survivor.put(`/api/admin/users/${bId}/role`).send({ isAdmin: false }),
          b.put(`/api/admin/users/${aId}/role`).send({ isAdmin: false }),
        ]);
        const statuses = [ab.status, ba.status].sort();
        expect(statuses[0]).toBe(200);
        expect([403, 422]).toContain(statuses[1]);
        const loser = ab.status === 200 ? ba : ab;
        if (loser.status === 422) expect(loser.body.message).toBe('The platform needs at least one administrator.');
        expect(await admins()).toBe(1);
        const stillAdmin = await Promise.all([survivor, b].map(async (agent) => (await agent.get('/api/user')).body.isAdmin));
        expect(stillAdmin.filter(Boolean)).toHaveLength(1);
        survivor = stillAdmin[0] ? survivor : b;
      }
    } finally {
      await db.end();
    }
  });
});
