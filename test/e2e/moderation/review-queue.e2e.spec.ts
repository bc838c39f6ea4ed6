import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import request from 'supertest';
import { CampaignLastRejectionMigration20261203100200 } from '../../../src/modules/fundraising/adapters/persistence/migrations/20261203100200-campaign-last-rejection.migration.js';
import { AuditDecisionReasonMigration20261203100100 } from '../../../src/modules/moderation/adapters/persistence/migrations/20261203100100-audit-decision-reason.migration.js';
import { ReviewCasesMigration20261124000900 } from '../../../src/modules/moderation/adapters/persistence/migrations/20261124000900-review-cases.migration.js';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../src/shared-kernel/application/unit-of-work.js';
import { MailDispatchScheduler } from '../../../src/modules/notifications/adapters/scheduling/mail-dispatch.scheduler.js';
import { OutboxPublisher } from '../../../src/shared-kernel/infrastructure/outbox/outbox.publisher.js';
import { OutboxRelay } from '../../../src/shared-kernel/infrastructure/outbox/outbox.relay.js';
import { liveCampaign } from '../../support/campaigns.js';
import { signInAsAdmin, signUp, type Agent } from '../../support/http.js';
import { startSmtpStandIn, type SmtpStandIn } from '../../support/smtp-stand-in.js';
import { deliverWhereNoRelayRuns, startTestApp, type TestApp } from '../../support/test-app.js';

const campaign = (title: string) => ({
  title,
  description: 'A parish project that needs the whole community to pitch in this season.',
  goal: 1200,
});
const application = {
  name: 'Hope in Motion',
  email: 'hope@example.org',
  platforms: [{ platform: 'youtube', profileUrl: 'https://www.youtube.com/@hopeinmotion' }],
  content: 'Short films about churches serving their cities.',
  message: 'We want to tell more stories of congregations serving their neighbours.',
};

interface CaseRow {
  subject_type: string;
  subject_id: string;
  submitted_by: string;
  label: string;
  status: string;
  decided_by: string | null;
}

/** Moderation's review queue: fed by submissions, closed by deletions, rebuilt for existing data by its migration. */
describe('review queue', () => {
  let t: TestApp;
  let smtp: SmtpStandIn;
  const ownerEmail = `phoebe_${Date.now().toString(36)}@example.org`;
  let owner: Agent;
  let ownerId: string;
  let admin: Agent;
  let adminId: string;
  const em = () => t.app.get(EntityManager).fork();
  const caseOf = async (subjectId: string) =>
    (await em().execute<CaseRow[]>(`SELECT * FROM review_case WHERE subject_id = ?`, [subjectId]))[0];
  const audit = (subjectId: string) =>
    em().execute<{ action: string; subject_label: string; admin_id: string }[]>(
      `SELECT action, subject_label, admin_id FROM moderation_decision WHERE subject_id = ? ORDER BY decided_at, action`,
      [subjectId],
    );

  beforeAll(async () => {
    // The organizer's emails are read from a real SMTP conversation (sign-ups' welcomes are not about moderation).
    smtp = (await startSmtpStandIn()).ignore(/^Welcome to Faith Collective/);
    t = await startTestApp({ env: { SMTP_URL: smtp.url, MAIL_POLL_MS: '100', PUBLIC_URL: 'http://give.faithcollective.example' } });
    const signed = await signUp(t, { firstName: 'Phoebe', email: ownerEmail });
    owner = signed.agent;
    ownerId = signed.user.id;
    admin = await signInAsAdmin(t);
    adminId = (await admin.get('/api/user')).body.id;
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });
  /** Decisions delivered to fundraising and notifications, and the mail they queued sent. */
  const settle = async () => {
    await t.app.get(OutboxRelay).drain();
    await t.app.get(MailDispatchScheduler).drain();
  };
  const mailTo = async (subject: string) => {
    await settle();
    const found = smtp.to(ownerEmail).filter((m) => m.subject === subject);
    expect(found).toHaveLength(1);
    return found[0];
  };
  const auditEntry = async (subjectId: string, kind: string) =>
    ((await admin.get('/api/admin/audit').query({ kind }).expect(200)).body as { subjectId: string; reason: string | null; subjectLabel: string }[]).find(
      (e) => e.subjectId === subjectId,
    );
  const myCampaign = async (id: string) =>
    ((await owner.get('/api/user/campaigns').expect(200)).body as { id: string; lastRejection: unknown; pendingRevision: unknown }[]).find((c) => c.id === id);

  it('opens a pending case for a new campaign and a new application', async () => {
    const created = (await owner.post('/api/campaigns').send(campaign('Choir Robes For Easter')).expect(201)).body;
    expect(await caseOf(created.id)).toMatchObject({ subject_type: 'campaign', submitted_by: ownerId, label: 'Choir Robes For Easter', status: 'pending' });
    const applied = (await owner.post('/api/sponsorship-applications').send(application).expect(201)).body;
    expect(await caseOf(applied.id)).toMatchObject({ subject_type: 'sponsorship_application', submitted_by: ownerId, label: 'Hope in Motion', status: 'pending' });
  });

  it('records each decision under the campaign’s current title, and lets a moderator change their mind', async () => {
    const created = (await owner.post('/api/campaigns').send(campaign('Youth Group Camp Fund')).expect(201)).body;
    await owner.put(`/api/campaigns/${created.id}`).send({ title: 'Youth Group Summer Camp' }).expect(200);
    expect((await admin.post(`/api/admin/campaigns/${created.id}/approve`).expect(200)).body.status).toBe('approved');
    expect((await admin.post(`/api/admin/campaigns/${created.id}/reject`).send({ reason: 'The camp dates are missing.' }).expect(200)).body.status).toBe('rejected');
    expect(await caseOf(created.id)).toMatchObject({ status: 'rejected', decided_by: adminId });
    expect(await audit(created.id)).toEqual([
      { action: 'campaign.approved', subject_label: 'Youth Group Summer Camp', admin_id: adminId },
      { action: 'campaign.rejected', subject_label: 'Youth Group Summer Camp', admin_id: adminId },
    ]);
    const pending = await admin.get('/api/admin/campaigns/pending').expect(200);
    expect(pending.body.map((c: { id: string }) => c.id)).not.toContain(created.id);
  });

  it('rejects a campaign only with a reason: stored, in the audit trail, shown to its owner and emailed to them', async () => {
    const created = (await owner.post('/api/campaigns').send(campaign('Roof Over The Fellowship Hall')).expect(201)).body;
    const message = 'Please give a reason for rejecting this campaign (the organizer sees it).';
    for (const body of [undefined, {}, { reason: '' }, { reason: '   \n ' }, { reason: 42 }]) {
      const refused = await admin.post(`/api/admin/campaigns/${created.id}/reject`).send(body);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ message, errors: { reason: [message] } });
    }
    const tooLong = await admin.post(`/api/admin/campaigns/${created.id}/reject`).send({ reason: 'x'.repeat(1001) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toBe('reason must be at most 1,000 characters');
    // Nothing was decided, nothing recorded, nobody told.
    expect(await caseOf(created.id)).toMatchObject({ status: 'pending', decided_by: null });
    expect(await audit(created.id)).toEqual([]);

    const rejected = await admin.post(`/api/admin/campaigns/${created.id}/reject`).send({ reason: '  Please add photos of the roof and a contractor quote.  ' }).expect(200);
    const reason = 'Please add photos of the roof and a contractor quote.';
    expect(rejected.body).toMatchObject({ status: 'rejected', lastRejection: { of: 'campaign', reason } });
    expect((await em().execute<{ reason: string }[]>(`SELECT reason FROM review_case WHERE subject_id = ?`, [created.id]))[0].reason).toBe(reason);
    expect(await auditEntry(created.id, 'campaign.rejected')).toMatchObject({ reason, subjectLabel: 'Roof Over The Fellowship Hall' });
    expect(await myCampaign(created.id)).toMatchObject({ lastRejection: { of: 'campaign', reason } });

    const mail = await mailTo('Your campaign was not approved: Roof Over The Fellowship Hall');
    expect(mail.text).toContain('Dear Phoebe,');
    expect(mail.text).toContain(`> ${reason}`);
    expect(mail.html).toContain(reason);
    // The public never sees why (nor the campaign).
    await request(t.app.getHttpServer()).get(`/api/campaigns/${created.id}`).expect(404);
  });

  it("decides an owner's edit of a live campaign: a rejection needs a reason, and each decision is emailed to the owner", async () => {
    const live = await liveCampaign(owner, admin, { title: 'Hymnals For The Chapel' });
    await settle(); // its "is live" email, not about the edit
    await owner.put(`/api/campaigns/${live.id}`).send({ title: 'Hymnals And Hand Bells For The Chapel' }).expect(200);
    await deliverWhereNoRelayRuns();

    const bare = await admin.post(`/api/admin/campaigns/${live.id}/reject`).send({});
    expect(bare.status).toBe(400);
    expect(bare.body.message).toBe('Please give a reason for rejecting this campaign (the organizer sees it).');
    expect((await myCampaign(live.id))?.pendingRevision).not.toBeNull();

    const reason = 'Hand bells are not part of this appeal; post them as a campaign of their own.';
    const rejected = await admin.post(`/api/admin/campaigns/${live.id}/reject`).send({ reason }).expect(200);
    expect(rejected.body).toMatchObject({ status: 'approved', title: 'Hymnals For The Chapel', pendingRevision: null, lastRejection: { of: 'edit', reason } });
    expect(await auditEntry(live.id, 'campaign.edit-rejected')).toMatchObject({ reason, subjectLabel: 'Edit of Hymnals And Hand Bells For The Chapel' });
    expect(await myCampaign(live.id)).toMatchObject({ lastRejection: { of: 'edit', reason } });
    const no = await mailTo('Your changes were not approved: Hymnals For The Chapel');
    expect(no.text).toContain('Dear Phoebe,');
    expect(no.text).toContain(`> ${reason}`);
    expect(no.text).toContain('http://give.faithcollective.example/manage-campaigns');

    // A new edit is reviewed on its own (the old rejection is behind the owner); approved, the owner is told too.
    await owner.put(`/api/campaigns/${live.id}`).send({ title: 'New Hymnals For The Chapel' }).expect(200);
    await deliverWhereNoRelayRuns();
    expect(await myCampaign(live.id)).toMatchObject({ lastRejection: null });
    await admin.post(`/api/admin/campaigns/${live.id}/approve`).expect(200);
    const yes = await mailTo('Your changes are live: New Hymnals For The Chapel');
    expect(yes.text).toContain('Dear Phoebe,');
    expect(yes.text).toContain(`http://give.faithcollective.example/donate/${live.slug}`);
    expect(await auditEntry(live.id, 'campaign.edit-approved')).toMatchObject({ reason: null });
  });

  it('its migrations give rejections from before reasons were kept the reason their review case holds', async () => {
    const created = (await owner.post('/api/campaigns').send(campaign('Rejected Before Reasons Were Kept')).expect(201)).body;
    await admin.post(`/api/admin/campaigns/${created.id}/reject`).send({ reason: 'The goal does not match the description.' }).expect(200);
    await deliverWhereNoRelayRuns();
    await em().execute(`UPDATE moderation_decision SET reason = NULL WHERE subject_id = ?`, [created.id]);
    await em().execute(`UPDATE campaign SET last_rejection = NULL WHERE id = ?`, [created.id]);
    const orm = t.app.get(MikroORM);
    for (const Backfill of [AuditDecisionReasonMigration20261203100100, CampaignLastRejectionMigration20261203100200]) {
      const migration = new Backfill(orm.em.getDriver(), orm.config);
      migration.up();
      // The column is there already: only the backfill runs again.
      for (const sql of migration.getQueries().slice(1)) await em().execute(String(sql));
    }
    expect(await auditEntry(created.id, 'campaign.rejected')).toMatchObject({ reason: 'The goal does not match the description.' });
    expect(await myCampaign(created.id)).toMatchObject({ lastRejection: { of: 'campaign', reason: 'The goal does not match the description.' } });
  });

  it('takes a campaign its owner deleted out of the queue; a removed campaign takes no more decisions', async () => {
    const deleted = (await owner.post('/api/campaigns').send(campaign('Campaign Deleted By Owner')).expect(201)).body;
    await owner.delete(`/api/campaigns/${deleted.id}`).expect(204);
    expect((await caseOf(deleted.id)).status).toBe('removed');
    expect((await admin.get('/api/admin/campaigns/pending')).body.map((c: { id: string }) => c.id)).not.toContain(deleted.id);
    const approve = await admin.post(`/api/admin/campaigns/${deleted.id}/approve`);
    expect(approve.status).toBe(404);
    expect(approve.body.message).toBe('Campaign not found');

    const removed = (await owner.post('/api/campaigns').send(campaign('Campaign Removed By Admin')).expect(201)).body;
    await admin.delete(`/api/admin/campaigns/${removed.id}`).expect(204);
    expect((await caseOf(removed.id)).status).toBe('removed');
    await admin.delete(`/api/admin/campaigns/${removed.id}`).expect(404);
    expect((await audit(removed.id)).map((a) => a.action)).toEqual(['campaign.deleted']);
    expect(await audit(deleted.id)).toEqual([]); // an owner's own deletion is not a moderator's decision
  });

  it('answers 404 for an application it has never heard of and 409 for a second decision', async () => {
    await admin.post('/api/admin/sponsorship-applications/00000000-0000-4000-8000-000000000000/approve').expect(404);
    const applied = (await owner.post('/api/sponsorship-applications').send({ ...application, name: 'Second Applicant', platforms: [{ platform: 'youtube', profileUrl: 'https://www.youtube.com/@secondapplicant' }] }).expect(201)).body;
    await admin.post(`/api/admin/sponsorship-applications/${applied.id}/reject`).expect(200);
    const again = await admin.post(`/api/admin/sponsorship-applications/${applied.id}/approve`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This application was already rejected.');
    expect((await audit(applied.id)).map((a) => a.action)).toEqual(['sponsorship.rejected']);
  });

  it('decides an application once when two moderators answer at the same moment', async () => {
    const other = await signInAsAdmin(t);
    for (let round = 0; round < 3; round++) {
      const applied = (await owner.post('/api/sponsorship-applications').send({ ...application, name: `Race ${round}`, platforms: [{ platform: 'youtube', profileUrl: `https://www.youtube.com/@race${round}` }] }).expect(201)).body;
      const answers = await Promise.all([
        admin.post(`/api/admin/sponsorship-applications/${applied.id}/approve`),
        other.post(`/api/admin/sponsorship-applications/${applied.id}/reject`),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      expect(await audit(applied.id)).toHaveLength(1);
    }
  });

  it('a campaign deleted before its submission reached the queue never opens a case nobody can decide', async () => {
    const campaignId = '9f0c2a9e-1b7d-4c3a-8e2f-5d6a7b8c9d0e';
    const publish = <T extends 'fundraising.campaign-deleted.v1' | 'fundraising.campaign-submitted.v1'>(
      type: T,
      payload: Parameters<OutboxPublisher['publish']>[1],
    ) => t.inContext(() => t.app.get<UnitOfWork>(UNIT_OF_WORK).run(async () => t.app.get(OutboxPublisher).publish(type, payload)));
    // The deletion is delivered first (the submission's delivery failed and waits for a retry).
    await publish('fundraising.campaign-deleted.v1', { campaignId, title: 'Gone Before Review', deletedBy: ownerId, byModerator: false });
    await deliverWhereNoRelayRuns();
    await publish('fundraising.campaign-submitted.v1', { campaignId, ownerId, title: 'Gone Before Review', submittedAt: new Date().toISOString() });
    await deliverWhereNoRelayRuns();
    expect(await caseOf(campaignId)).toMatchObject({ status: 'removed' });
    const pending = await admin.get('/api/admin/campaigns/pending').expect(200);
    expect(pending.body.map((c: { id: string }) => c.id)).not.toContain(campaignId);
  });

  it("records identity's role changes in the audit trail, once each", async () => {
    const member = await signUp(t, { firstName: 'Tabitha' });
    const publishRoleChange = (isAdmin: boolean) =>
      t.inContext(() =>
        t.app.get<UnitOfWork>(UNIT_OF_WORK).run(async () => {
          // What identity's unit of work writes to the outbox for a role change.
          t.app.get(OutboxPublisher).publish('identity.member-role-changed.v1', {
            userId: member.user.id,
            username: member.user.username,
            isAdmin,
            changedBy: adminId,
            changedAt: new Date().toISOString(),
          });
        }),
      );
    await admin.put(`/api/admin/users/${member.user.id}/role`).send({ isAdmin: true }).expect(200);
    await publishRoleChange(false); // a change published as identity's unit of work does
    await deliverWhereNoRelayRuns();
    const trail = await admin.get('/api/admin/audit').query({ kind: 'user' }).expect(200);
    const mine = trail.body.filter((e: { subjectId: string }) => e.subjectId === member.user.id);
    expect(mine.map((e: { action: string }) => e.action)).toEqual(['user.admin-revoked', 'user.admin-granted']);
    expect(mine.every((e: { subjectLabel: string }) => e.subjectLabel === member.user.username)).toBe(true);
  });

  it('its migration gives every existing campaign and application a case, decided ones with their decision', async () => {
    const orm = t.app.get(MikroORM);
    // Data from before the queue existed: campaigns pending and rejected (above) and approved; an
    // application decided in creator-hub's own table.
    const approved = (await owner.post('/api/campaigns').send(campaign('Approved Before The Queue')).expect(201)).body;
    await admin.post(`/api/admin/campaigns/${approved.id}/approve`).expect(200);
    const [decided] = await em().execute<{ id: string }[]>(
      `UPDATE sponsorship_application SET status = 'approved', reviewed_by = ?, reviewed_at = now()
        WHERE id = (SELECT id FROM sponsorship_application ORDER BY created_at LIMIT 1) RETURNING id`,
      [adminId],
    );
    await em().execute(`DROP TABLE review_case`);
    const migration = new ReviewCasesMigration20261124000900(orm.em.getDriver(), orm.config);
    migration.up();
    for (const sql of migration.getQueries()) await em().execute(String(sql));

    const cases = await em().execute<CaseRow[]>(
      `SELECT subject_type, subject_id, submitted_by, label, status, decided_by FROM review_case ORDER BY subject_type, subject_id`,
    );
    const sources = await em().execute<CaseRow[]>(
      `SELECT 'campaign' AS subject_type, id AS subject_id, owner_id AS submitted_by, title AS label, status, reviewed_by AS decided_by FROM campaign
       UNION ALL
       SELECT 'sponsorship_application', id, applicant_id, name, status, reviewed_by FROM sponsorship_application
       ORDER BY subject_type, subject_id`,
    );
    expect(cases).toEqual(sources);
    expect(new Set(cases.filter((c) => c.subject_type === 'campaign').map((c) => c.status))).toEqual(new Set(['pending', 'approved', 'rejected']));
    expect(cases.find((c) => c.subject_id === decided.id)).toMatchObject({ status: 'approved', decided_by: adminId });
    // The rebuilt queue decides as before: a decided application is not decided twice.
    await admin.post(`/api/admin/sponsorship-applications/${decided.id}/reject`).expect(409);
  });
});
