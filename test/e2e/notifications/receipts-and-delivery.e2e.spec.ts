import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { OutgoingMessageBodyMigration20261205000100 } from '../../../src/modules/notifications/adapters/persistence/migrations/20261205000100-outgoing-message-body.migration.js';
import { UsEnglishNamesMigration20261206000100 } from '../../../src/modules/notifications/adapters/persistence/migrations/20261206000100-us-english-names.migration.js';
import { MailDispatchScheduler } from '../../../src/modules/notifications/adapters/scheduling/mail-dispatch.scheduler.js';
import { CONCURRENT_SENDS } from '../../../src/modules/notifications/application/mailer.port.js';
import { UnrecordedPaymentsSweeper } from '../../../src/modules/payments/adapters/scheduling/unrecorded-payments.sweeper.js';
import type { IntegrationEventMap } from '../../../src/shared-kernel/application/integration-events.js';
import { TransactionRunner } from '../../../src/shared-kernel/infrastructure/database/transaction-runner.js';
import { OutboxPublisher } from '../../../src/shared-kernel/infrastructure/outbox/outbox.publisher.js';
import { OutboxRelay } from '../../../src/shared-kernel/infrastructure/outbox/outbox.relay.js';
import { liveCampaign } from '../../support/campaigns.js';
import { signInAsAdmin, signUp, type Agent } from '../../support/http.js';
import { startSmtpStandIn, type SmtpStandIn } from '../../support/smtp-stand-in.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { eventually } from '../../support/eventually.js';

const CARD = '4242424242424242';
const FOOTER = '100 Fellowship Way, Nashville, TN 37203 · (615) 555-0142 · hello@faithcollective.example';

/** Receipts and the organiser's notice through a real SMTP conversation, and what happens when the mail server is down. */
describe('email receipts over SMTP', () => {
  let t: TestApp;
  let smtp: SmtpStandIn;
  let admin: Agent;
  let owner: { agent: Agent; user: { id: string; username: string } };
  let ownerEmail: string;
  let campaign: { id: string; slug: string; title: string };
  const visitor = () => request(t.app.getHttpServer());
  const em = () => t.app.get(EntityManager).fork();

  beforeAll(async () => {
    // Every sign-up is welcomed by mail; these tests are about other messages.
    smtp = (await startSmtpStandIn()).ignore(/^Welcome to Faith Collective/);
    t = await startTestApp({
      env: { SMTP_URL: smtp.url, MAIL_FROM: 'Faith Collective <hello@faithcollective.example>', MAIL_POLL_MS: '100', MAIL_RETRY_BASE_MS: '200', MAIL_RETRY_MAX_MS: '400', PUBLIC_URL: 'http://give.faithcollective.example' },
    });
    admin = await signInAsAdmin(t);
    ownerEmail = `owner_${Date.now()}@example.org`;
    owner = await signUp(t, { firstName: 'Lydia', email: ownerEmail });
    campaign = await liveCampaign(owner.agent, admin, { title: 'Roof for Grace Chapel' });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  async function startGuestGift(email: string, amount = 28.75, tip = 3.75) {
    const intent = await visitor()
      .post('/api/donations/create-payment-intent')
      .send({ campaignId: campaign.id, amount, tip, guestInfo: { firstName: 'Chloe', lastName: 'Corinth', email } })
      .expect(200);
    await visitor().post('/api/payments/sandbox/confirm').send({ clientSecret: intent.body.clientSecret, cardNumber: CARD }).expect(200);
    return intent.body as { paymentIntentId: string };
  }
  const complete = (paymentIntentId: string) => visitor().post('/api/donations/complete').send({ paymentIntentId, campaignId: campaign.id });

  /** How many gifts these notices to the organiser tell of: one for "New gift to …", N for "N new gifts to …" (a burst told in one). */
  const giftsTold = (messages: { subject: string }[]) =>
    messages.filter((m) => /^(New gift|\d+ new gifts) to /.test(m.subject)).reduce((n, m) => n + Number(/^(\d+) new gifts/.exec(m.subject)?.[1] ?? 1), 0);
  async function untilOrganizerTold(count: number): Promise<void> {
    for (const until = Date.now() + 15_000; giftsTold(smtp.to(ownerEmail)) < count; ) {
      if (Date.now() > until) throw new Error(`The organiser was told of ${giftsTold(smtp.to(ownerEmail))} gifts, not ${count}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  type Logged = { id: string; state: string; attempts: number; lastError: string; template: string; nextAttemptAt: string | null };
  const logOf = async (recipient: string) => (await admin.get('/api/admin/emails').query({ recipient }).expect(200)).body as Logged[];
  /** The recipient's mail once none is left to send (each is logged when it is made, before it is sent). */
  const mailDone = (recipient: string) => eventually(() => logOf(recipient), (log) => log.length > 0 && log.every((m) => m.state !== 'queued' && m.state !== 'retrying'));

  async function settle(): Promise<void> {
    await t.app.get(OutboxRelay).drain();
    await t.app.get(MailDispatchScheduler).drain();
  }

  it('a guest gift produces exactly one receipt to the guest, however often its completion is delivered', async () => {
    const guest = `chloe_${Date.now()}@example.org`;
    const { paymentIntentId } = await startGuestGift(guest);
    const results = await Promise.all([complete(paymentIntentId), complete(paymentIntentId), complete(paymentIntentId)]);
    for (const r of results) expect(r.status).toBe(200);
    const donationId = results[0].body.id as string;
    // The sweep finds nothing left to record; the completion event is then announced again as a new outbox message.
    await t.app.get(UnrecordedPaymentsSweeper).runOnce();
    const [completed] = await em().execute<{ payload: IntegrationEventMap['payments.donation-completed.v1'] }[]>(
      `SELECT payload FROM outbox_message WHERE type = 'payments.donation-completed.v1' AND payload->>'donationId' = ?`,
      [donationId],
    );
    expect(completed.payload).toMatchObject({ guest: { firstName: 'Chloe', lastName: 'Corinth', email: guest }, isAnonymous: false, recurringGiftId: null });
    await t.inContext(() => t.app.get(TransactionRunner).run(async () => t.app.get(OutboxPublisher).publish('payments.donation-completed.v1', completed.payload)));
    await settle();

    const [receipt] = await smtp.waitFor(guest);
    await settle();
    // Whatever was made for the guest is logged when made: nothing left to send, and one receipt sent.
    await mailDone(guest);
    expect(smtp.to(guest)).toHaveLength(1);
    expect(receipt.subject).toBe('Your receipt: $28.75 to Roof for Grace Chapel');
    expect(receipt.from).toBe('hello@faithcollective.example');
    expect(receipt.parsed.from?.value[0]).toMatchObject({ name: 'Faith Collective', address: 'hello@faithcollective.example' });
    for (const body of [receipt.text, receipt.html]) {
      expect(body).toContain('Faith Collective');
      expect(body).toContain('Roof for Grace Chapel');
      expect(body).toContain('$25.00');
      expect(body).toContain('$3.75');
      expect(body).toContain('$28.75');
      expect(body).toContain(paymentIntentId);
      expect(body).toContain('No goods or services were provided in exchange for these contributions.');
      expect(body).toContain('501(c)(3)');
      // A gift's receipt says nothing of membership payments (issue 35: it confused donors); the statement does.
      expect(body).not.toMatch(/membership/i);
      expect(body).toContain(`http://give.faithcollective.example/donate/${campaign.slug}`);
      expect(body).toContain(FOOTER);
    }
    expect(receipt.text).toMatch(/Date:\s+\w+ \d{1,2}, 20\d\d/);
    expect(receipt.text).toContain('Dear Chloe,');

    // The organiser hears of the gift once, with the donor's name.
    const notices = (await smtp.waitFor(ownerEmail)).filter((m) => m.subject.startsWith('New gift'));
    expect(notices).toHaveLength(1);
    expect(notices[0].subject).toBe('New gift to Roof for Grace Chapel: $25.00');
    expect(notices[0].text).toContain('Chloe Corinth gave $25.00 to "Roof for Grace Chapel"');
    expect(notices[0].text).toContain('http://give.faithcollective.example/manage-campaigns');
  });

  it("a member's receipt goes to their account's address; an anonymous gift is not named to the organiser", async () => {
    const member = await signUp(t, { firstName: 'Tychicus', email: `tychicus_${Date.now()}@example.org` });
    const me = (await member.agent.get('/api/user').expect(200)).body as { email: string };
    const intent = await member.agent.post('/api/donations/create-payment-intent').send({ campaignId: campaign.id, amount: 40, isAnonymous: true }).expect(200);
    await visitor().post('/api/payments/sandbox/confirm').send({ clientSecret: intent.body.clientSecret, cardNumber: CARD }).expect(200);
    await complete(intent.body.paymentIntentId).expect(200);
    await settle();
    const [receipt] = await smtp.waitFor(me.email);
    expect(receipt.subject).toBe('Your receipt: $40.00 to Roof for Grace Chapel');
    expect(receipt.text).toContain('Dear Tychicus,');
    const notice = (await smtp.waitFor(ownerEmail, 2)).filter((m) => m.subject === 'New gift to Roof for Grace Chapel: $40.00');
    expect(notice).toHaveLength(1);
    expect(notice[0].text).toContain('An anonymous donor gave $40.00');
    expect(notice[0].text).not.toContain('Tychicus');
  });

  it('a burst of gifts: every receipt and notice goes out once, over a few kept connections, and one refusing mailbox holds back only its own receipt', async () => {
    const stamp = Date.now();
    const connectionsBefore = smtp.connections;
    const guests = Array.from({ length: 25 }, (_, i) => `burst_${stamp}_${i}@example.org`);
    const refused = guests[7];
    smtp.refuseAddress(refused);
    const toldBefore = giftsTold(smtp.to(ownerEmail));
    for (const guest of guests) {
      const { paymentIntentId } = await startGuestGift(guest, 12, 0);
      await complete(paymentIntentId).expect(200);
    }
    await settle();
    for (const guest of guests.filter((g) => g !== refused)) {
      await smtp.waitFor(guest);
      expect(smtp.to(guest)).toHaveLength(1);
    }
    // Every gift told to the organiser (gifts that arrived together, in one notice).
    await untilOrganizerTold(toldBefore + guests.length);
    // Up to 49 messages (receipts, and the organiser's notices) and the refused one's retries over the mailer's pool (4 connections), not a connection each.
    expect(smtp.connections - connectionsBefore).toBeLessThanOrEqual(CONCURRENT_SENDS);
    const [held] = (await admin.get('/api/admin/emails').query({ recipient: refused }).expect(200)).body as { state: string; attempts: number; lastError: string }[];
    expect(held).toMatchObject({ state: 'retrying' });
    expect(held.attempts).toBeGreaterThanOrEqual(1);
    expect(held.lastError).toContain('451');
    expect(smtp.to(refused)).toHaveLength(0);
    const [sentOne] = (await admin.get('/api/admin/emails').query({ recipient: guests[8] }).expect(200)).body as { state: string; attempts: number; lastError: string | null }[];
    expect(sentOne).toMatchObject({ state: 'sent', attempts: 1, lastError: null });

    smtp.accept();
    await smtp.waitFor(refused);
    await mailDone(refused);
    expect(smtp.to(refused)).toHaveLength(1);
    expect(giftsTold(smtp.to(ownerEmail))).toBe(toldBefore + guests.length);
    for (const guest of guests) expect(smtp.to(guest)).toHaveLength(1);
  });

  it('while the mail server refuses or is down, the receipt waits (retrying, with its error shown to admins); it is delivered once when the server is back', async () => {
    const guest = `phoebe_${Date.now()}@example.org`;
    smtp.refuse();
    const { paymentIntentId } = await startGuestGift(guest, 10, 0);
    await complete(paymentIntentId).expect(200);
    await settle();
    // Several failed attempts with backoff.
    let [logged] = await eventually(() => logOf(guest), ([entry]) => (entry?.attempts ?? 0) >= 2);
    expect(logged).toMatchObject({ state: 'retrying', template: 'donation-receipt' });
    expect(logged.attempts).toBeGreaterThanOrEqual(2);
    expect(logged.lastError).toContain('451');
    expect(smtp.to(guest)).toHaveLength(0);

    // Down altogether (connection refused).
    const port = smtp.port;
    await smtp.stop();
    smtp.accept();
    [logged] = await eventually(() => logOf(guest), ([entry]) => /ECONNREFUSED|connect/i.test(entry?.lastError ?? ''));
    expect(logged.state).toBe('retrying');
    expect(logged.lastError).toMatch(/ECONNREFUSED|connect/i);

    await smtp.start(port);
    await smtp.waitFor(guest);
    [logged] = await mailDone(guest);
    expect(smtp.to(guest)).toHaveLength(1);
    expect(logged).toMatchObject({ state: 'sent', lastError: null, nextAttemptAt: null });
    expect(logged.attempts).toBeGreaterThanOrEqual(4);
    // The Message-ID is the queued message's own: a resend would be recognisably the same message.
    expect(smtp.to(guest)[0].messageId).toBe(`<${(logged as unknown as { id: string }).id}@faithcollective.example>`);
  });
  it('a message queued before the outbox kept descriptions (its HTML and text stored) is sent as it was rendered, after its migration', async () => {
    const to = `legacy_${Date.now()}@example.org`;
    // The table as it was, with one receipt still owed (due later, so no dispatcher takes it before the migration).
    await em().execute(`ALTER TABLE outgoing_message ADD COLUMN body_text text NULL, ADD COLUMN body_html text NULL, ADD COLUMN list_unsubscribe_url text NULL`);
    await em().execute(
      `INSERT INTO outgoing_message (id, dedupe_key, template, source_event_type, source_event_id, recipient_email, recipient_user_id,
         subject, body_text, body_html, state, attempts, next_attempt_at, created_at)
       VALUES (gen_random_uuid(), ?, 'donation-receipt', 'payments.donation-completed.v1', gen_random_uuid(), ?, NULL,
         'Your receipt: $10.00 to Old Roof', 'Dear Ada, thank you (the text kept before).', '<p>Dear Ada, thank you (the HTML kept before).</p>',
         'queued', 0, now() + interval '1 hour', now())`,
      [`donation-receipt:legacy-${to}`, to],
    );
    const orm = t.app.get(MikroORM);
    const migration = new OutgoingMessageBodyMigration20261205000100(orm.em.getDriver(), orm.config);
    migration.up();
    // The body column is there already: the rest of the migration runs.
    for (const sql of migration.getQueries().slice(1)) await em().execute(String(sql));
    const columns = await em().execute<{ column_name: string }[]>(`SELECT column_name FROM information_schema.columns WHERE table_name = 'outgoing_message' AND column_name LIKE 'body%'`);
    expect(columns.map((c) => c.column_name)).toEqual(['body']);

    await em().execute(`UPDATE outgoing_message SET next_attempt_at = now() WHERE recipient_email = ?`, [to]);
    await settle();
    const [mail, ...more] = smtp.to(to);
    expect(more).toHaveLength(0);
    expect(mail.subject).toBe('Your receipt: $10.00 to Old Roof');
    expect(mail.text.trim()).toBe('Dear Ada, thank you (the text kept before).');
    expect(mail.html).toContain('<p>Dear Ada, thank you (the HTML kept before).</p>');
  });

  it("an organizer's gift notice queued under the old template key is sent and listed under the new one after its migration", async () => {
    const to = `old_key_${Date.now()}@example.org`;
    const donationId = randomUUID();
    const eventId = randomUUID();
    // Queued before the rename (due later, so no dispatcher takes it before the migration), its event's processed key with it.
    await em().execute(
      `INSERT INTO outgoing_message (id, dedupe_key, template, source_event_type, source_event_id, recipient_email, recipient_user_id,
         subject, body, state, attempts, next_attempt_at, created_at)
       VALUES (gen_random_uuid(), ?, 'organiser-gift', 'payments.donation-completed.v1', ?, ?, NULL, 'New gift to Old Roof: $25.00',
         ?, 'queued', 0, now() + interval '1 hour', now())`,
      [`organiser-gift:${donationId}`, eventId, to, JSON.stringify({ rendered: { subject: 'New gift to Old Roof: $25.00', text: 'Dear Lydia, a gift (kept before).', html: '<p>Dear Lydia, a gift (kept before).</p>', oneClickUnsubscribeUrl: null } })],
    );
    await em().execute(`INSERT INTO processed_message (consumer, message_id) VALUES ('notifications.organiser-gift', ?)`, [eventId]);
    const orm = t.app.get(MikroORM);
    const migration = new UsEnglishNamesMigration20261206000100(orm.em.getDriver(), orm.config);
    migration.up();
    // The table was renamed when this database was made: the rest of the migration runs.
    for (const sql of migration.getQueries().slice(2)) await em().execute(String(sql));

    const [stored] = await em().execute<{ template: string; dedupe_key: string }[]>(`SELECT template, dedupe_key FROM outgoing_message WHERE recipient_email = ?`, [to]);
    expect(stored).toEqual({ template: 'organizer-gift', dedupe_key: `organizer-gift:${donationId}` });
    const keys = await em().execute<{ consumer: string }[]>(`SELECT consumer FROM processed_message WHERE message_id = ?`, [eventId]);
    expect(keys).toEqual([{ consumer: 'notifications.organizer-gift' }]);

    await em().execute(`UPDATE outgoing_message SET next_attempt_at = now() WHERE recipient_email = ?`, [to]);
    await settle();
    const [mail] = await smtp.waitFor(to);
    expect(mail.subject).toBe('New gift to Old Roof: $25.00');
    expect(mail.text.trim()).toBe('Dear Lydia, a gift (kept before).');
    const [logged] = await mailDone(to);
    expect(logged).toMatchObject({ template: 'organizer-gift', state: 'sent' });
    expect(smtp.to(to)).toHaveLength(1);
  });
});
