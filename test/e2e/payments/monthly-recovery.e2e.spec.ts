import { beforeAll, describe, expect, it } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import request from 'supertest';
import { PastDueRetriesSweeper } from '../../../src/modules/payments/adapters/scheduling/past-due-retries.sweeper.js';
import { OutboxRelay } from '../../../src/shared-kernel/infrastructure/outbox/outbox.relay.js';
import { liveCampaign } from '../../support/campaigns.js';
import { eventually } from '../../support/eventually.js';
import { signInAsAdmin, signUp, type Agent } from '../../support/http.js';
import { sharedTestApp } from '../../support/shared-test-app.js';
import type { TestApp } from '../../support/test-app.js';

const CARD = '4242424242424242';
const DECLINING = '4000000000000002';
const DAY = 86_400_000;

/**
 * Issue 38, monthly gifts that recover (payment sandbox): a declined renewal leaves the gift past due, its donor is
 * emailed a signed link to update the card, the sandbox retries on day 3, 5 and 7 and stops the gift after the last
 * failure; an updated card pays the missed month at once, once. Donors change the amount and the day, skip a month,
 * pause and resume.
 */
describe('monthly gifts that recover (payment sandbox)', () => {
  let t: TestApp;
  let owner: Agent;
  let admin: Agent;
  let campaign: { id: string };
  const visitor = () => request(t.app.getHttpServer());
  const db = () => t.app.get(EntityManager).fork();

  beforeAll(async () => {
    t = await sharedTestApp();
    owner = (await signUp(t)).agent;
    admin = await signInAsAdmin(t);
    campaign = await liveCampaign(owner, admin);
  });

  async function startMonthly(agent: Agent | null, body: Record<string, unknown>) {
    const res = await (agent ?? visitor()).post('/api/donations/create-payment-intent').send({ campaignId: campaign.id, recurring: 'monthly', ...body });
    expect(res.status).toBe(200);
    await visitor().post('/api/payments/sandbox/confirm').send({ clientSecret: res.body.clientSecret, cardNumber: CARD }).expect(200);
    const done = await visitor().post('/api/donations/complete').send({ paymentIntentId: res.body.paymentIntentId, campaignId: campaign.id, clientSecret: res.body.clientSecret }).expect(200);
    return { ...(res.body as { subscriptionId: string; recurringGiftId: string }), managePath: done.body.monthlyGift.managePath as string | null };
  }
  const months = async (recurringGiftId: string) =>
    db().execute<{ payment_intent_id: string; gift_cents: string; tip_cents: string }[]>(
      `SELECT payment_intent_id, gift_cents, tip_cents FROM donation WHERE recurring_gift_id = ? AND status = 'completed' ORDER BY completed_at`,
      [recurringGiftId],
    );
  /** The past-due emails queued for a gift (after every event was delivered): their update links. */
  async function pastDueLinks(recurringGiftId: string): Promise<string[]> {
    await t.app.get(OutboxRelay).drain();
    const rows = await db().execute<{ body: unknown }[]>(
      `SELECT body FROM outgoing_message WHERE template = 'recurring-gift-past-due' AND body::text LIKE ? ORDER BY created_at`,
      [`%token=${recurringGiftId}.%`],
    );
    return rows.map((r) => /\/give\/update-payment\?token=[^"\s]+/.exec(JSON.stringify(r.body))![0]);
  }
  const tokenOf = (link: string) => decodeURIComponent(link.split('token=')[1]);

  it('a declined renewal: past due (retry on day 3), one email with a signed link, "Past due" for the organizer; the reconciliation is clean', async () => {
    const member = await signUp(t, { firstName: 'Phoebe', lastName: 'Cenchreae' });
    const started = await startMonthly(member.agent, { amount: 20 });
    const declined = await admin.post(`/api/payments/sandbox/subscriptions/${started.subscriptionId}/renew`).send({ outcome: 'declined' }).expect(200);
    expect(declined.body).toMatchObject({ paid: false, donationId: null });
    await admin.post(`/api/payments/sandbox/subscriptions/${started.subscriptionId}/renew`).send({ outcome: 'maybe' }).expect(400);

    // Its member reads it without a token; a stranger cannot; nobody signed in is asked to sign in.
    const seen = (await member.agent.get(`/api/recurring-gifts/${started.recurringGiftId}`).expect(200)).body;
    expect(seen).toMatchObject({ status: 'past_due', amount: '20.00' });
    expect(Math.abs(Date.parse(seen.nextRetryAt) - (Date.now() + 3 * DAY))).toBeLessThan(60_000);
    expect(seen.updatePaymentPath).toMatch(/^\/give\/update-payment\?token=/);
    expect((await (await signUp(t)).agent.get(`/api/recurring-gifts/${started.recurringGiftId}`)).status).toBe(403);
    expect((await visitor().get(`/api/recurring-gifts/${started.recurringGiftId}`)).status).toBe(401);
    expect((await member.agent.get('/api/user/recurring-gifts').expect(200)).body[0]).toMatchObject({ id: started.recurringGiftId, status: 'past_due' });

    const links = await eventually(() => pastDueLinks(started.recurringGiftId), (l) => l.length > 0);
    expect(links).toHaveLength(1);
    // The link opens the card page; a token altered by one character does not.
    const page = (await visitor().get('/api/recurring-gifts/update-payment').query({ token: tokenOf(links[0]) }).expect(200)).body;
    expect(page).toMatchObject({ gift: { id: started.recurringGiftId, status: 'past_due' }, missedAmount: '20.00', clientSecret: null, mode: 'sandbox' });
    expect((await visitor().get('/api/recurring-gifts/update-payment').query({ token: `${tokenOf(links[0])}x` })).status).toBe(403);

    const donors = (await owner.get(`/api/campaigns/${campaign.id}/donors`).expect(200)).body as { name: string; monthlyGiftStatus: string | null }[];
    expect(donors.find((d) => d.name === 'Phoebe Cenchreae')).toMatchObject({ monthlyGiftStatus: 'past_due' });
    // No money is in flight for a declined month: nothing for the reconciliation to flag.
    expect((await admin.get('/api/admin/ledger/reconciliation').expect(200)).body).toMatchObject({ balanced: true, giftsNotInLedger: 0 });
    // A past-due gift is paid up before it is changed.
    expect((await member.agent.put(`/api/recurring-gifts/${started.recurringGiftId}`).send({ amount: '30.00' })).status).toBe(409);
  });

  it('a declining card is refused; five simultaneous updates with a good card charge the missed month once, and the gift runs again', async () => {
    const started = await startMonthly(null, { amount: 27.5, tip: 2.5, guestInfo: { firstName: 'Tabitha', lastName: 'Joppa', email: 'tabitha.recovery@example.org' } });
    await admin.post(`/api/payments/sandbox/subscriptions/${started.subscriptionId}/renew`).send({ outcome: 'declined' }).expect(200);
    const [link] = await eventually(() => pastDueLinks(started.recurringGiftId), (l) => l.length > 0);
    const token = tokenOf(link);
    const before = await months(started.recurringGiftId);
    expect(before).toHaveLength(1);

    const refused = await visitor().post('/api/recurring-gifts/update-payment').send({ token, cardNumber: DECLINING });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('Your card was declined.');
    expect((await visitor().post('/api/recurring-gifts/update-payment').send({ token })).status).toBe(400);
    expect((await visitor().post('/api/recurring-gifts/update-payment').send({ token: 'nope', cardNumber: CARD })).status).toBe(403);

    const together = await Promise.all(Array.from({ length: 5 }, () => visitor().post('/api/recurring-gifts/update-payment').send({ token, cardNumber: CARD })));
    expect(together.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const after = await months(started.recurringGiftId);
    expect(after).toHaveLength(2);
    expect(after[1]).toMatchObject({ gift_cents: '2500', tip_cents: '250' });
    const manageToken = decodeURIComponent(started.managePath!.split('token=')[1]);
    // Each link's token opens its own page only (they are signed for different purposes).
    expect((await visitor().get('/api/recurring-gifts/update-payment').query({ token: manageToken })).status).toBe(403);
    expect((await visitor().get(`/api/recurring-gifts/${started.recurringGiftId}`).query({ token })).status).toBe(403);
    const gift = (await visitor().get(`/api/recurring-gifts/${started.recurringGiftId}`).query({ token: manageToken }).expect(200)).body;
    expect(gift).toMatchObject({ status: 'active', nextRetryAt: null, updatePaymentPath: expect.stringMatching(/^\/give\/update-payment\?token=/) });
    expect(Date.parse(gift.nextChargeAt)).toBeGreaterThan(Date.now() + 50 * DAY);
    // Again later: the card is updated, nothing more is charged.
    expect((await visitor().post('/api/recurring-gifts/update-payment').send({ token, cardNumber: CARD }).expect(200)).body).toMatchObject({ missedAmount: null, gift: { status: 'active' } });
    expect(await months(started.recurringGiftId)).toHaveLength(2);
    expect((await admin.get('/api/admin/ledger/reconciliation').expect(200)).body).toMatchObject({ balanced: true, giftsNotInLedger: 0 });
  });

  it('the sandbox retries on day 3, 5 and 7; after the last failure the gift stops (payment_failed) and its donor is told; one past-due email', async () => {
    const member = await signUp(t);
    const started = await startMonthly(member.agent, { amount: 11 });
    await admin.post(`/api/payments/sandbox/subscriptions/${started.subscriptionId}/renew`).send({ outcome: 'declined' }).expect(200);
    const firstFailed = (await member.agent.get(`/api/recurring-gifts/${started.recurringGiftId}`).expect(200)).body.pastDueSince as string;
    const retryNow = () => db().execute(`UPDATE sandbox_subscription SET next_retry_at = now() - interval '1 second' WHERE id = ?`, [started.subscriptionId]);
    const sweeper = t.app.get(PastDueRetriesSweeper);
    const gift = async () => (await member.agent.get(`/api/recurring-gifts/${started.recurringGiftId}`).expect(200)).body;

    for (const day of [5, 7]) {
      await retryNow();
      await sweeper.runOnce();
      const now = await eventually(gift, (g) => Math.abs(Date.parse(g.nextRetryAt) - (Date.parse(firstFailed) + day * DAY)) < 60_000);
      expect(now.status).toBe('past_due');
    }
    await retryNow();
    await sweeper.runOnce();
    expect(await eventually(gift, (g) => g.status === 'stopped')).toMatchObject({ stopReason: 'payment_failed', nextRetryAt: null });
    await t.app.get(OutboxRelay).drain();
    const stops = await db().execute<{ reason: string }[]>(
      `SELECT payload->>'reason' AS reason FROM outbox_message WHERE type = 'payments.recurring-gift-stopped.v1' AND payload->>'recurringGiftId' = ?`,
      [started.recurringGiftId],
    );
    expect(stops).toEqual([{ reason: 'payment_failed' }]);
    expect(await pastDueLinks(started.recurringGiftId)).toHaveLength(1);
    expect(await months(started.recurringGiftId)).toHaveLength(1);
    expect((await admin.post(`/api/payments/sandbox/subscriptions/${started.subscriptionId}/renew`)).status).toBe(409);
  });

  it('a member updates the card from their profile: the missed month is paid at once', async () => {
    const member = await signUp(t);
    const started = await startMonthly(member.agent, { amount: 14 });
    await admin.post(`/api/payments/sandbox/subscriptions/${started.subscriptionId}/renew`).send({ outcome: 'declined' }).expect(200);
    // Updating the card from the profile (signed in) pays at once too.
    const updated = await member.agent.post(`/api/recurring-gifts/${started.recurringGiftId}/card`).send({ cardNumber: CARD }).expect(200);
    expect(updated.body.gift).toMatchObject({ status: 'active' });
    expect(await months(started.recurringGiftId)).toHaveLength(2);
  });

  it('changes the amount and the day of the month from the next charge; validated with clear messages; member or guest token', async () => {
    const member = await signUp(t);
    const started = await startMonthly(member.agent, { amount: 22, tip: 2 });
    const id = started.recurringGiftId;
    const bad = async (body: Record<string, unknown>, message: string) => {
      const res = await member.agent.put(`/api/recurring-gifts/${id}`).send(body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    };
    await bad({ amount: '12.345' }, 'Amount must be a number of dollars with at most two decimal places');
    await bad({ amount: '0.50' }, 'The monthly amount must be from $1.00 to $100,000.00');
    await bad({ dayOfMonth: 29 }, 'The day of the month must be a whole number from 1 to 28');
    await bad({ dayOfMonth: 0 }, 'The day of the month must be a whole number from 1 to 28');
    await bad({ dayOfMonth: 'soon' }, 'The day of the month must be a whole number from 1 to 28');
    expect((await visitor().put(`/api/recurring-gifts/${id}`).send({ amount: '25.00' })).status).toBe(401);
    expect((await (await signUp(t)).agent.put(`/api/recurring-gifts/${id}`).send({ amount: '25.00' })).status).toBe(403);

    const changed = (await member.agent.put(`/api/recurring-gifts/${id}`).send({ amount: '30.00', dayOfMonth: 15 }).expect(200)).body;
    expect(changed).toMatchObject({ amount: '30.00', tip: '3.00', total: '33.00', dayOfMonth: 15 });
    expect(new Date(changed.nextChargeAt).getUTCDate()).toBe(15);
    expect(Date.parse(changed.nextChargeAt)).toBeGreaterThan(Date.now());
    const renewed = await admin.post(`/api/payments/sandbox/subscriptions/${started.subscriptionId}/renew`).expect(200);
    const [month] = await db().execute<{ gift_cents: string; tip_cents: string }[]>(`SELECT gift_cents, tip_cents FROM donation WHERE id = ?`, [renewed.body.donationId]);
    expect(month).toEqual({ gift_cents: '3000', tip_cents: '300' });

    // A guest, through the manage link's token in the body.
    const guestGift = await startMonthly(null, { amount: 10, guestInfo: { firstName: 'Lois', lastName: 'Lystra', email: 'lois.change@example.org' } });
    const token = decodeURIComponent(guestGift.managePath!.split('token=')[1]);
    expect((await visitor().put(`/api/recurring-gifts/${guestGift.recurringGiftId}`).send({ token: 'forged', amount: '12.00' })).status).toBe(403);
    expect((await visitor().put(`/api/recurring-gifts/${guestGift.recurringGiftId}`).send({ token, amount: '12.00' }).expect(200)).body).toMatchObject({ amount: '12.00' });
    expect((await visitor().post(`/api/recurring-gifts/${guestGift.recurringGiftId}/skip`).send({})).status).toBe(401);
    expect((await visitor().post(`/api/recurring-gifts/${guestGift.recurringGiftId}/skip`).send({ token }).expect(200)).body.pausedUntil).not.toBeNull();
    expect((await visitor().post(`/api/recurring-gifts/${guestGift.recurringGiftId}/resume`).send({ token }).expect(200)).body.pausedUntil).toBeNull();
    expect((await visitor().post(`/api/recurring-gifts/${guestGift.recurringGiftId}/pause`).send({ token, months: 2 }).expect(200)).body.pausedUntil).not.toBeNull();
  });

  it('skips a month, pauses for up to three and resumes', async () => {
    const member = await signUp(t);
    const started = await startMonthly(member.agent, { amount: 8 });
    const id = started.recurringGiftId;
    const nextOf = async () => Date.parse((await member.agent.get(`/api/recurring-gifts/${id}`).expect(200)).body.nextChargeAt);
    const first = await nextOf();

    const skipped = (await member.agent.post(`/api/recurring-gifts/${id}/skip`).expect(200)).body;
    expect(Date.parse(skipped.pausedUntil)).toBe(Date.parse(skipped.nextChargeAt));
    expect(Date.parse(skipped.nextChargeAt) - first).toBeGreaterThan(27 * DAY);
    expect((await member.agent.post(`/api/recurring-gifts/${id}/pause`).send({ months: 2 })).status).toBe(409);
    expect((await member.agent.post(`/api/recurring-gifts/${id}/resume`).expect(200)).body).toMatchObject({ pausedUntil: null });
    expect(await nextOf()).toBe(first);

    const pause = await member.agent.post(`/api/recurring-gifts/${id}/pause`).send({ months: 4 });
    expect(pause.status).toBe(400);
    expect(pause.body.message).toBe('A monthly gift can be paused for 1 to 3 months');
    const paused = (await member.agent.post(`/api/recurring-gifts/${id}/pause`).send({ months: 3 }).expect(200)).body;
    // While it is paused a renewal charges nothing (Stripe voids a paused subscription's invoices).
    const refused = await admin.post(`/api/payments/sandbox/subscriptions/${started.subscriptionId}/renew`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This monthly gift is paused, so nothing was charged.');
    expect(await months(id)).toHaveLength(1);
    expect(Date.parse(paused.nextChargeAt) - first).toBeGreaterThan(88 * DAY);
    expect((await member.agent.put(`/api/recurring-gifts/${id}`).send({ dayOfMonth: 3 })).status).toBe(409);
    await member.agent.post(`/api/recurring-gifts/${id}/resume`).expect(200);
    expect(await nextOf()).toBe(first);
    expect((await member.agent.post(`/api/recurring-gifts/${id}/resume`)).status).toBe(409);
    await admin.post(`/api/payments/sandbox/subscriptions/${started.subscriptionId}/renew`).expect(200);
    expect(await months(id)).toHaveLength(2);
  });
});
