import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import request from 'supertest';
import { CampaignUpdateMailing, nextDigestTime } from '../../../src/modules/notifications/application/campaign-update-mailing.service.js';
import { layOut, siteLayout } from '../../../src/modules/notifications/application/mail-layout.templates.js';
import type { MessageBody } from '../../../src/modules/notifications/domain/message-body.js';
import { OutboxRelay } from '../../../src/shared-kernel/infrastructure/outbox/outbox.relay.js';
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
  const em = () => t.app.get(EntityManager).fork();
  let seq = 0;
  const unique = (name: string) => `${name}_${Date.now().toString(36)}${seq++}@example.org`;

  /** A completed guest gift to the campaign (its donor gets the campaign's update emails). */
  async function give(campaignId: string, email: string): Promise<void> {
    const intent = await visitor()
      .post('/api/donations/create-payment-intent')
      .send({ campaignId, amount: 10, guestInfo: { firstName: 'Chloe', lastName: 'Corinth', email } })
      .expect(200);
    await visitor().post('/api/payments/sandbox/confirm').send({ clientSecret: intent.body.clientSecret, cardNumber: '4242424242424242' }).expect(200);
    await visitor().post('/api/donations/complete').send({ paymentIntentId: intent.body.paymentIntentId, campaignId }).expect(200);
  }
  /** The update emails queued for an address (after every event has been delivered), oldest first. */
  async function updateMails(address: string): Promise<{ template: string; subject: string; body_text: string }[]> {
    await t.app.get(OutboxRelay).drain();
    const rows = await em().execute<{ template: string; subject: string; body: MessageBody }[]>(
      `SELECT template, subject, body FROM outgoing_message
        WHERE template IN ('campaign-update', 'campaign-update-digest') AND lower(recipient_email) = lower(?) ORDER BY created_at, id`,
      [address],
    );
    // As the dispatcher sends it: the kept description laid out.
    return rows.map(({ template, subject, body }) => ({ template, subject, body_text: layOut(body, siteLayout('http://localhost:3000')).text }));
  }
  const post = (campaignId: string, title: string, body = 'News from the campaign.') =>
    owner.post(`/api/campaigns/${campaignId}/updates`).send({ title, body });
  const publicTitles = async (campaignId: string) =>
    (await visitor().get(`/api/campaigns/${campaignId}/updates`).expect(200)).body.map((u: { title: string }) => u.title);
  const pendingIds = async () => (await admin.get('/api/admin/campaign-updates?status=pending').expect(200)).body.map((u: { id: string }) => u.id);

  beforeAll(async () => {
    t = await startTestApp();
    owner = (await signUp(t)).agent;
    stranger = (await signUp(t)).agent;
    admin = await signInAsAdmin(t);
    campaign = await liveCampaign(owner, admin);
  });
  afterAll(() => t?.close());

  it('the organiser posts updates with an optional image; once approved, everyone reads them newest first', async () => {
    const first = await owner.post(`/api/campaigns/${campaign.id}/updates`).send({ title: 'Brakes ordered', body: 'The parts arrive on Tuesday.' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ campaignId: campaign.id, title: 'Brakes ordered', body: 'The parts arrive on Tuesday.', image: null, status: 'pending', rejectionReason: null });
    const second = await owner.post(`/api/campaigns/${campaign.id}/updates`).send({ title: '  The bus is back!  ', body: 'Seniors rode to worship on Sunday.', image: 'https://images.example.org/bus.jpg' });
    expect(second.status).toBe(201);
    expect(await publicTitles(campaign.id)).toEqual([]); // waiting for review
    await admin.post(`/api/admin/campaign-updates/${first.body.id}/approve`).expect(200);
    await admin.post(`/api/admin/campaign-updates/${second.body.id}/approve`).expect(200);

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
    expect(refused.body.message).toBe("Only the campaign's organizer can post updates to it.");
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
    expect((await owner.get(`/api/campaigns/${pending.body.id}/updates`).expect(200)).body).toMatchObject([{ title: 'Soon', status: 'pending' }]);
    expect((await admin.get(`/api/campaigns/${pending.body.id}/updates`).expect(200)).body).toHaveLength(1);
  });

  it('a new update is pending: not public, mailed to nobody, listed for moderators as "Update to <campaign>"; approval makes it public and mails each donor once', async () => {
    const live = await liveCampaign(owner, admin, { title: 'Choir Robes For Easter' });
    const donor = unique('phoebe');
    await give(live.id, donor);
    await give(live.id, donor);
    const posted = (await post(live.id, 'Robes ordered', 'Forty robes arrive in March.\n\nThank you!').expect(201)).body;
    expect(posted.status).toBe('pending');

    expect(await publicTitles(live.id)).toEqual([]);
    expect(await updateMails(donor)).toEqual([]);
    const queue = await admin.get('/api/admin/campaign-updates?status=pending').expect(200);
    expect(queue.body.find((u: { id: string }) => u.id === posted.id)).toEqual({
      id: posted.id,
      campaignId: live.id,
      title: 'Robes ordered',
      body: 'Forty robes arrive in March.\n\nThank you!',
      postedAt: posted.createdAt,
    });
    const [reviewCase] = await em().execute<{ label: string; status: string }[]>(`SELECT label, status FROM review_case WHERE subject_id = ?`, [posted.id]);
    expect(reviewCase).toEqual({ label: 'Update to Choir Robes For Easter', status: 'pending' });

    const approved = await admin.post(`/api/admin/campaign-updates/${posted.id}/approve`).expect(200);
    expect(approved.body).toMatchObject({ id: posted.id, status: 'approved' });
    expect(await publicTitles(live.id)).toEqual(['Robes ordered']);
    expect(await pendingIds()).not.toContain(posted.id);
    const mails = await updateMails(donor);
    expect(mails.map((m) => [m.template, m.subject])).toEqual([['campaign-update', 'Choir Robes For Easter: Robes ordered']]);
    expect(mails[0].body_text).toContain('Forty robes arrive in March.');
    // Decided once: a second decision is refused and mails nobody again.
    const again = await admin.post(`/api/admin/campaign-updates/${posted.id}/approve`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This update was already approved.');
    expect(await updateMails(donor)).toHaveLength(1);
    const trail = await admin.get('/api/admin/audit').query({ kind: 'campaign.update-approved' }).expect(200);
    expect(trail.body.find((e: { subjectId: string }) => e.subjectId === posted.id)).toMatchObject({
      action: 'campaign.update-approved',
      subjectType: 'campaign_update',
      subjectLabel: 'Update to Choir Robes For Easter',
    });
  });

  it('a rejection needs a reason; the rejected update is never public nor mailed, and its organizer sees it with the reason', async () => {
    const live = await liveCampaign(owner, admin, { title: 'Parking Lot Paving' });
    const donor = unique('demas');
    await give(live.id, donor);
    const posted = (await post(live.id, 'Send gift cards now', 'Reply with your card numbers.').expect(201)).body;

    for (const body of [{}, { reason: '   ' }]) {
      const missing = await admin.post(`/api/admin/campaign-updates/${posted.id}/reject`).send(body);
      expect(missing.status).toBe(400);
      expect(missing.body.errors).toEqual({ reason: ['Please give a reason for rejecting this update (the organizer sees it).'] });
    }
    expect((await admin.post(`/api/admin/campaign-updates/${posted.id}/reject`).send({ reason: 'x'.repeat(1001) })).status).toBe(400);
    await visitor().post(`/api/admin/campaign-updates/${posted.id}/reject`).send({ reason: 'Spam' }).expect(401);
    await stranger.post(`/api/admin/campaign-updates/${posted.id}/reject`).send({ reason: 'Spam' }).expect(403);
    await owner.post(`/api/admin/campaign-updates/${posted.id}/approve`).expect(403);
    await visitor().get('/api/admin/campaign-updates?status=pending').expect(401);
    await stranger.get('/api/admin/campaign-updates?status=pending').expect(403);
    await admin.post('/api/admin/campaign-updates/00000000-0000-4000-8000-000000000000/approve').expect(404);

    const rejected = await admin.post(`/api/admin/campaign-updates/${posted.id}/reject`).send({ reason: '  Asks donors for card numbers.  ' }).expect(200);
    expect(rejected.body).toMatchObject({ id: posted.id, status: 'rejected' });
    expect((await admin.post(`/api/admin/campaign-updates/${posted.id}/approve`)).status).toBe(409);
    expect(await publicTitles(live.id)).toEqual([]);
    expect(await pendingIds()).not.toContain(posted.id);
    expect(await updateMails(donor)).toEqual([]);
    expect((await owner.get(`/api/campaigns/${live.id}/updates`).expect(200)).body).toMatchObject([
      { id: posted.id, status: 'rejected', rejectionReason: 'Asks donors for card numbers.' },
    ]);
    const trail = await admin.get('/api/admin/audit').query({ kind: 'campaign' }).expect(200);
    expect(trail.body.find((e: { subjectId: string }) => e.subjectId === posted.id)).toMatchObject({ action: 'campaign.update-rejected', subjectLabel: 'Update to Parking Lot Paving' });

    // A campaign taken down (archived: it holds gifts) never mails its donors again: its waiting update may only be rejected.
    const waiting = (await post(live.id, 'One more thing').expect(201)).body;
    expect((await owner.delete(`/api/campaigns/${live.id}`).expect(200)).body.outcome).toBe('archived');
    const refused = await admin.post(`/api/admin/campaign-updates/${waiting.id}/approve`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This campaign was taken down: its updates can no longer be approved, only rejected.');
    await admin.post(`/api/admin/campaign-updates/${waiting.id}/reject`).send({ reason: 'The campaign was taken down.' }).expect(200);
    expect(await updateMails(donor)).toEqual([]);
  });

  it('a campaign posts at most 3 updates in 24 hours: of 30 posted at once, 3 are taken and the rest are 429', async () => {
    const live = await liveCampaign(owner, admin);
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => post(live.id, `Flood ${i}`)));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(3);
    const refused = answers.filter((a) => a.status !== 201);
    expect(new Set(refused.map((a) => a.status))).toEqual(new Set([429]));
    expect(refused[0].body.message).toMatch(/^A campaign can post at most 3 updates in 24 hours\. Please wait (24 hours|\d+ (hours|minutes?)) and try again\.$/);
    expect(refused[0].body.code).toBe('too_many_campaign_updates');
    const [{ count }] = await em().execute<{ count: string }[]>(`SELECT count(*) FROM campaign_update WHERE campaign_id = ?`, [live.id]);
    expect(Number(count)).toBe(3);
    // Another campaign of the same organizer has its own three.
    const other = await liveCampaign(owner, admin);
    await post(other.id, 'Elsewhere').expect(201);
  });

  it('a donor gets one update email per campaign a day: updates approved later that day wait and go out together the next morning', async () => {
    const live = await liveCampaign(owner, admin, { title: 'House Church Roof' });
    const donor = unique('onesimus');
    await give(live.id, donor);
    const ids: string[] = [];
    for (const title of ['Tiles ordered', 'Roofer booked', 'Roof done']) ids.push((await post(live.id, title).expect(201)).body.id);
    for (const id of ids) await admin.post(`/api/admin/campaign-updates/${id}/approve`).expect(200);

    // All three are public at once; the first is mailed now, the other two wait.
    expect(await publicTitles(live.id)).toEqual(['Roof done', 'Roofer booked', 'Tiles ordered']);
    expect((await updateMails(donor)).map((m) => m.subject)).toEqual(['House Church Roof: Tiles ordered']);
    const mailing = t.app.get(CampaignUpdateMailing);
    const morning = nextDigestTime(new Date());
    await t.inContext(() => mailing.sendDue(new Date(morning.getTime() - 60_000)));
    expect(await updateMails(donor)).toHaveLength(1);

    await t.inContext(() => mailing.sendDue(morning));
    // Sent once, even when the job runs again (or on another instance).
    await t.inContext(() => mailing.sendDue(new Date(morning.getTime() + 60_000)));
    const mails = await updateMails(donor);
    expect(mails.map((m) => [m.template, m.subject])).toEqual([
      ['campaign-update', 'House Church Roof: Tiles ordered'],
      ['campaign-update-digest', 'House Church Roof: 2 new updates'],
    ]);
    expect(mails[1].body_text.indexOf('1. Roofer booked')).toBeGreaterThan(-1);
    expect(mails[1].body_text.indexOf('2. Roof done')).toBeGreaterThan(mails[1].body_text.indexOf('1. Roofer booked'));
    const [{ waiting }] = await em().execute<{ waiting: string }[]>(`SELECT count(*) AS waiting FROM campaign_update_waiting WHERE campaign_id = ?`, [live.id]);
    expect(Number(waiting)).toBe(0);
  });
});
