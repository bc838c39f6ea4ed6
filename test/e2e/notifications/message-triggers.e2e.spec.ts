import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import request from 'supertest';
import { RecordMembershipPayment } from '../../../src/modules/payments/application/record-membership-payment.use-case.js';
import { MailDispatchScheduler } from '../../../src/modules/notifications/adapters/scheduling/mail-dispatch.scheduler.js';
import { CampaignUpdateMailing, nextDigestTime } from '../../../src/modules/notifications/application/campaign-update-mailing.service.js';
import { OutboxRelay } from '../../../src/shared-kernel/infrastructure/outbox/outbox.relay.js';
import { NotificationsEventConsumers } from '../../../src/modules/notifications/application/notifications.event-consumers.js';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../src/shared-kernel/application/unit-of-work.js';
import type { IntegrationEvent } from '../../../src/shared-kernel/application/integration-events.js';
import { randomUUID } from 'node:crypto';
import { liveCampaign } from '../../support/campaigns.js';
import { signInAsAdmin, signUp, type Agent } from '../../support/http.js';
import { startSmtpStandIn, type ReceivedMail, type SmtpStandIn } from '../../support/smtp-stand-in.js';
import { eventually } from '../../support/eventually.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

const CARD = '4242424242424242';
const BASE = 'http://give.faithcollective.example';
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each message's trigger, through the real event paths, read from a real SMTP conversation. */
describe('what each event sends', () => {
  let t: TestApp;
  let smtp: SmtpStandIn;
  let admin: Agent;
  let seq = 0;
  const visitor = () => request(t.app.getHttpServer());
  const unique = (name: string) => `${name}_${Date.now().toString(36)}${seq++}@example.org`;

  beforeAll(async () => {
    // Every sign-up is welcomed by mail; these tests are about other messages.
    smtp = (await startSmtpStandIn()).ignore(/^Welcome to Faith Collective/);
    t = await startTestApp({ env: { SMTP_URL: smtp.url, MAIL_POLL_MS: '100', PUBLIC_URL: BASE } });
    admin = await signInAsAdmin(t);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  async function settle(): Promise<void> {
    await t.app.get(OutboxRelay).drain();
    await t.app.get(MailDispatchScheduler).drain();
  }
  async function organiser(firstName = 'Lydia') {
    const email = unique(firstName.toLowerCase());
    const member = await signUp(t, { firstName, email });
    return { ...member, email };
  }
  async function give(campaignId: string, guestEmail: string, amount = 20): Promise<{ donationId: string; paymentIntentId: string }> {
    const intent = await visitor()
      .post('/api/donations/create-payment-intent')
      .send({ campaignId, amount, guestInfo: { firstName: 'Chloe', lastName: 'Corinth', email: guestEmail } })
      .expect(200);
    await visitor().post('/api/payments/sandbox/confirm').send({ clientSecret: intent.body.clientSecret, cardNumber: CARD }).expect(200);
    const done = await visitor().post('/api/donations/complete').send({ paymentIntentId: intent.body.paymentIntentId, campaignId }).expect(200);
    return { donationId: done.body.id, paymentIntentId: intent.body.paymentIntentId };
  }
  const subjects = (address: string) => smtp.to(address).map((m) => m.subject);

  it("the organiser hears the decision on their campaign: approved with its link, rejected with the moderator's reason", async () => {
    const owner = await organiser();
    const live = await liveCampaign(owner.agent, admin, { title: 'Food Pantry Shelves' });
    const [approved] = await smtp.waitFor(owner.email);
    expect(approved.subject).toBe('Your campaign is live: Food Pantry Shelves');
    expect(approved.text).toContain('Dear Lydia,');
    expect(approved.text).toContain(`${BASE}/donate/${live.slug}`);
    expectBranded(approved.html);

    const created = (await owner.agent.post('/api/campaigns').send({ title: 'Parking Lot Paving', description: 'Fresh asphalt for the church parking lot before winter.', goal: 9000 }).expect(201)).body;
    const tooLong = await admin.post(`/api/admin/campaigns/${created.id}/reject`).send({ reason: 'x'.repeat(1001) });
    expect(tooLong.status).toBe(400);
    await admin.post(`/api/admin/campaigns/${created.id}/reject`).send({ reason: 'Please add a budget and photos of the lot.' }).expect(200);
    await settle();
    const rejected = (await smtp.waitFor(owner.email, 2)).find((m) => m.subject.startsWith('Your campaign was not approved'))!;
    expect(rejected.subject).toBe('Your campaign was not approved: Parking Lot Paving');
    expect(rejected.text).toContain('> Please add a budget and photos of the lot.');
    expect(rejected.html).toContain('Please add a budget and photos of the lot.');
    expect(rejected.text).toContain(`${BASE}/manage-campaigns`);

    // A rejection always says why (issue 35): one without a reason is refused, and nothing is sent.
    const other = (await owner.agent.post('/api/campaigns').send({ title: 'Choir Robes', description: 'New robes for the youth choir before the Christmas concert.', goal: 1500 }).expect(201)).body;
    const bare = await admin.post(`/api/admin/campaigns/${other.id}/reject`);
    expect(bare.status).toBe(400);
    await settle();
    expect(subjects(owner.email)).not.toContain('Your campaign was not approved: Choir Robes');
  });

  /** The brand as a reader sees it in the delivered HTML: the site's navy and gold, the mark from the site, no indigo. */
  function expectBranded(html: string): void {
    expect(html).toContain('#1f3c6e');
    expect(html).toContain('#c9a34a');
    expect(html.toLowerCase()).not.toContain('#3730a3');
    expect(html).toContain(`<img src="${BASE}/email/brand-mark.png"`);
  }

  /** The message to this address with this subject, once it arrived (the welcome included, which `smtp.to` leaves out). */
  async function received(address: string, subject: string): Promise<ReceivedMail> {
    for (const until = Date.now() + 10_000; Date.now() < until; await new Promise((r) => setTimeout(r, 50))) {
      const mail = smtp.messages.find((m) => m.to.includes(address) && m.subject === subject);
      if (mail) return mail;
    }
    throw new Error(`No "${subject}" to ${address}`);
  }

  it('issue 35: account mail greets the member by first name (the username only when they gave none), in the brand, with a plain-text part', async () => {
    const username = `ruth_audit_${seq++}`;
    const email = unique('ruth');
    await signUp(t, { username, firstName: 'Ruth', email });
    await visitor().post('/api/password-reset').send({ email }).expect(202);
    await settle();
    const welcome = await received(email, 'Welcome to Faith Collective: please confirm your email address');
    expect(welcome.text).toContain('\nWelcome, Ruth!\n');
    expect(welcome.html).toContain('Welcome, Ruth!');
    expect(welcome.html).not.toContain(`Welcome, ${username}`);
    expect(welcome.text).toContain(`You sign in as ${username}.`);
    expect(welcome.text).toMatch(new RegExp(`Confirm my email address: ${escapeRegExp(BASE)}/verify-email\\?token=\\S+`));
    expectBranded(welcome.html);
    const reset = await received(email, 'Reset your Faith Collective password');
    expect(reset.text).toContain('\nDear Ruth,\n');
    expect(reset.text).toMatch(new RegExp(`Choose a new password: ${escapeRegExp(BASE)}/reset-password\\?token=\\S+`));
    expectBranded(reset.html);

    // A member who gave no first name is greeted by the username they chose.
    const bare = `no_first_name_${seq++}`;
    const bareEmail = unique('bare');
    await signUp(t, { username: bare, firstName: '', email: bareEmail });
    await settle();
    expect((await received(bareEmail, 'Welcome to Faith Collective: please confirm your email address')).text).toContain(`\nWelcome, ${bare}!\n`);
  });

  it('an applicant hears the decision on their sponsorship application', async () => {
    const applicant = await organiser('Apollos');
    const application = (
      await applicant.agent
        .post('/api/sponsorship-applications')
        .send({
          name: 'Apollos Films',
          email: applicant.email,
          platforms: [{ platform: 'youtube', profileUrl: `https://www.youtube.com/@apollos${seq++}` }],
          content: 'Short films about churches serving their cities.',
          message: 'We want to tell more stories of congregations serving their neighbours.',
        })
        .expect(201)
    ).body;
    await admin.post(`/api/admin/sponsorship-applications/${application.id}/reject`).send({ reason: 'Come back when the channel has a year of videos.' }).expect(200);
    await settle();
    const [mail] = await smtp.waitFor(applicant.email);
    expect(mail.subject).toBe('Your sponsorship application was not approved');
    expect(mail.text).toContain('Dear Apollos,');
    expect(mail.text).toContain('> Come back when the channel has a year of videos.');

    const second = (
      await applicant.agent
        .post('/api/sponsorship-applications')
        .send({
          name: 'Apollos Films',
          email: applicant.email,
          platforms: [{ platform: 'youtube', profileUrl: `https://www.youtube.com/@apollos${seq++}` }],
          content: 'Short films about churches serving their cities.',
          message: 'We want to tell more stories of congregations serving their neighbours.',
        })
        .expect(201)
    ).body;
    await admin.post(`/api/admin/sponsorship-applications/${second.id}/approve`).expect(200);
    await settle();
    const approved = (await smtp.waitFor(applicant.email, 2)).find((m) => m.subject === 'Your sponsorship application was approved');
    expect(approved?.text).toContain(`${BASE}/sponsored-creators`);
  });

  it('a paid membership month sends the member one receipt (not a charitable contribution), however often the payment is reported', async () => {
    const member = await organiser('Zenas');
    const started = await member.agent.post('/api/create-subscription').send({ tierID: '6b1f3d2a-1c1e-4b7a-9a41-0c2f6f3a9b02' });
    expect(started.status).toBe(200);
    const paid = await visitor().post('/api/payments/sandbox/confirm').send({ clientSecret: started.body.clientSecret, cardNumber: CARD }).expect(200);
    expect(paid.body.status).toBe('succeeded');
    await settle();
    const published = async () =>
      t.app
        .get(EntityManager)
        .fork()
        .execute<{ payload: { paymentId: string; subscriptionId: string; amountCents: number } }[]>(
          `SELECT payload FROM outbox_message WHERE type = 'payments.membership-payment-received.v1' AND payload->>'userId' = ?`,
          [member.user.id],
        );
    const [first] = await published();
    expect(first.payload).toMatchObject({ subscriptionId: expect.stringMatching(/^sub_/), amountCents: 2900 });
    // The same payment reported again (invoice.paid after the card form's confirmation, a repeated notice) records nothing more.
    const recordAgain = t.app.get(RecordMembershipPayment);
    await expect(t.inContext(() => recordAgain.fromPayment(first.payload.subscriptionId, first.payload.paymentId))).resolves.toBe(false);
    await visitor().post('/api/payments/sandbox/confirm').send({ clientSecret: started.body.clientSecret, cardNumber: CARD });
    await settle();
    expect(await published()).toHaveLength(1);
    const [receipt] = await smtp.waitFor(member.email);
    await settle();
    expect(smtp.to(member.email).filter((m) => m.subject.includes('membership'))).toHaveLength(1);
    expect(receipt.subject).toBe('Your receipt: $29.00 for your business network membership');
    expect(receipt.text).toContain('Dear Zenas,');
    expect(receipt.text).toMatch(/Transaction ID:\s+\S+/);
    expect(receipt.text).toContain('it is not a charitable contribution and is not tax-deductible');
    expect(receipt.text).toContain(`${BASE}/profile`);
  });

  it('a refunded gift sends its donor one refund notice, and its organizer one notice', async () => {
    const owner = await organiser();
    const campaign = await liveCampaign(owner.agent, admin, { title: 'Well for Kibera' });
    const guest = unique('demas');
    const { donationId, paymentIntentId } = await give(campaign.id, guest, 30);
    await admin.post(`/api/donations/${donationId}/refund`).expect(200);
    await admin.post(`/api/donations/${donationId}/refund`).expect(409);
    await settle();
    await smtp.waitFor(guest, 2);
    await settle();
    expect(subjects(guest).sort()).toEqual(['Your gift to Well for Kibera was refunded', 'Your receipt: $30.00 to Well for Kibera']);
    const notice = smtp.to(guest).find((m) => m.subject.includes('refunded'))!;
    expect(notice.text).toMatch(/Total refunded:\s+\$30\.00/);
    expect(notice.text).toContain('Dear Chloe,');
    expect(notice.text).not.toContain(paymentIntentId);
    // The organizer hears of it too, once.
    await smtp.waitFor(owner.email, 3);
    const told = smtp.to(owner.email).filter((m) => m.subject === 'A gift to Well for Kibera was refunded: $30.00');
    expect(told).toHaveLength(1);
    expect(told[0].text).toContain('It no longer counts toward the campaign');
  });

  it("a guest's monthly receipts (the first month's and each renewal's) carry the signed manage link; a payment id alone never gets it; a stopped gift sends one notice naming why", async () => {
    const owner = await organiser();
    const campaign = await liveCampaign(owner.agent, admin, { title: 'Missionary Support' });
    const guest = unique('epaphras');
    const res = await visitor()
      .post('/api/donations/create-payment-intent')
      .send({ campaignId: campaign.id, recurring: 'monthly', amount: 15, guestInfo: { firstName: 'Epaphras', lastName: 'Colossae', email: guest } })
      .expect(200);
    await visitor().post('/api/payments/sandbox/confirm').send({ clientSecret: res.body.clientSecret, cardNumber: CARD }).expect(200);
    // Anyone who knows the payment id (the receipt's transaction id) gets the gift's facts, never its key.
    const first = await visitor().post('/api/donations/complete').send({ paymentIntentId: res.body.paymentIntentId, campaignId: campaign.id }).expect(200);
    expect(first.body.monthlyGift).toMatchObject({ id: res.body.recurringGiftId, status: 'active', managePath: null });
    const wrong = await visitor().post('/api/donations/complete').send({ paymentIntentId: res.body.paymentIntentId, campaignId: campaign.id, clientSecret: `${res.body.paymentIntentId}_secret_guess` }).expect(200);
    expect(wrong.body.monthlyGift.managePath).toBeNull();
    const state = await visitor().get('/api/donations/state').query({ paymentIntentId: res.body.paymentIntentId, campaignId: campaign.id }).expect(200);
    expect(state.body.donation.monthlyGift.managePath).toBeNull();
    // The browser that paid (the provider's return link carries the client secret) is given the link.
    const paid = await visitor().post('/api/donations/complete').send({ paymentIntentId: res.body.paymentIntentId, campaignId: campaign.id, clientSecret: res.body.clientSecret }).expect(200);
    expect(paid.body.monthlyGift.managePath).toMatch(new RegExp(`^/monthly-gift/${res.body.recurringGiftId}\\?token=`));

    await settle();
    const [receipt] = await smtp.waitFor(guest, 1);
    expect(receipt.subject).toBe('Your receipt: $15.00 to Missionary Support');
    expect(receipt.text).toContain('Thank you for your monthly gift to "Missionary Support"');
    const link = new URL(/Manage or stop your monthly gift: (\S+)/.exec(receipt.text)![1]);
    expect(`${link.origin}${link.pathname}`).toBe(`${BASE}/monthly-gift/${res.body.recurringGiftId}`);
    expect(receipt.html).toContain('Manage or stop your monthly gift');
    expect(receipt.text).not.toContain('/profile?tab=donations');

    // A renewal's receipt carries the same link.
    await admin.post(`/api/payments/sandbox/subscriptions/${res.body.subscriptionId}/renew`).expect(200);
    await settle();
    const receipts = (await smtp.waitFor(guest, 2)).filter((m) => m.subject.startsWith('Your receipt'));
    expect(receipts).toHaveLength(2);
    expect(receipts[1].text).toContain(link.toString());

    // The link from the email opens and stops the gift.
    const token = link.searchParams.get('token')!;
    await visitor().get(`/api/recurring-gifts/${res.body.recurringGiftId}`).query({ token }).expect(200);
    await visitor().post(`/api/recurring-gifts/${res.body.recurringGiftId}/cancel`).send({ token }).expect(200);
    await settle();
    await smtp.waitFor(guest, 3);
    const stopped = smtp.to(guest).find((m) => m.subject === 'Your monthly gift to Missionary Support has stopped')!;
    expect(stopped.text).toContain('Dear Epaphras,');
    expect(stopped.text).toContain('Your monthly gift of $15.00 to "Missionary Support" stopped on');
    expect(stopped.text).toContain('because you stopped it. Nothing more will be charged.');
  });

  it('the organizer hears when a payout is sent, once, with its amount and transfer', async () => {
    const owner = await organiser('Priscilla');
    const campaign = await liveCampaign(owner.agent, admin, { title: 'Tentmakers Fund' });
    await give(campaign.id, unique('aquila'), 45);
    const { url } = (await owner.agent.post('/api/user/payout-account').expect(200)).body as { url: string };
    await owner.agent.post(`/api/payments/sandbox/payout-accounts/${url.split('/').pop()}/complete`).expect(200);
    const payout = (await owner.agent.post(`/api/campaigns/${campaign.id}/payouts`).send({ amount: 40 }).expect(201)).body;
    expect(payout.status).toBe('paid');
    await settle();
    await smtp.waitFor(owner.email, 3);
    await settle();
    const sent = smtp.to(owner.email).filter((m) => m.subject === 'Payout sent: $40.00 from Tentmakers Fund');
    expect(sent).toHaveLength(1);
    expect(sent[0].text).toContain('Dear Priscilla,');
    expect(sent[0].text).toMatch(/Transfer ID:\s+tr_sbx_/);
    expect(sent[0].text).toContain(`${BASE}/profile?tab=payouts`);
  });

  it("a notice of what stopped with a closed account, queued before the account's messages are erased, is still sent to the address it had", async () => {
    // The erasure (an at-once consumer of identity.account-closed.v1) and the notices of what stopped with the account
    // (queued by background consumers of the events that closing caused) race: here the notice is queued first and
    // not yet sent when the erasure runs (CI found the monthly gift's and the membership's notices erased this way).
    const email = unique('junia');
    const junia = await signUp(t, { firstName: 'Junia', email });
    await settle();
    const closedAt = new Date(Date.now() - 1000).toISOString();
    const membershipEnded: IntegrationEvent<'payments.membership-ended.v1'> = {
      id: randomUUID(),
      type: 'payments.membership-ended.v1',
      occurredAt: new Date().toISOString(),
      payload: { subscriptionId: randomUUID(), userId: junia.user.id, tierId: randomUUID(), reason: 'account_closed', email, firstName: 'Junia', endedAt: new Date().toISOString() },
    };
    const accountClosed: IntegrationEvent<'identity.account-closed.v1'> = {
      id: randomUUID(),
      type: 'identity.account-closed.v1',
      occurredAt: new Date().toISOString(),
      payload: { userId: junia.user.id, closedAt, email, firstName: 'Junia' },
    };
    const consumers = t.app.get(NotificationsEventConsumers);
    const unit = (work: () => Promise<void>) => t.inContext(() => t.app.get<UnitOfWork>(UNIT_OF_WORK).run(work));
    const dispatcher = t.app.get(MailDispatchScheduler);
    await dispatcher.stop(); // nothing is sent between the two units
    try {
      await unit(() => consumers.membershipEnded(membershipEnded));
      await unit(() => consumers.accountClosed(accountClosed));
    } finally {
      dispatcher.resume(); // sending again
    }
    const told = ['Your business network membership has ended', 'Your Faith Collective account is closed'];
    const got = await eventually(async () => { await settle(); return subjects(email); }, (subjects) => told.every((subject) => subjects.includes(subject)), 10_000).catch(() => subjects(email));
    expect(got).toEqual(expect.arrayContaining(told));
  });

  it("closing an account stops its monthly gift and membership at the provider at once, takes its business profile down, tells the address it had, and leaves its campaign's money to an administrator", async () => {
    const email = unique('phoebe');
    const phoebe = await signUp(t, { firstName: 'Phoebe', email });
    const agent = phoebe.agent;
    // Her own campaign, holding $260 from two guests.
    const campaign = await liveCampaign(agent, admin, { title: 'Cenchreae Deacons Fund' });
    const firstGift = await give(campaign.id, unique('gaius'), 200);
    await give(campaign.id, unique('erastus'), 60);
    const { url } = (await agent.post('/api/user/payout-account').expect(200)).body as { url: string };
    const accountId = url.split('/').pop()!;
    await agent.post(`/api/payments/sandbox/payout-accounts/${accountId}/complete`).expect(200);
    // A $25 monthly gift to someone else's campaign.
    const other = await organiser('Tertius');
    const supported = await liveCampaign(other.agent, admin, { title: 'Roman Letters Fund' });
    const monthly = await agent.post('/api/donations/create-payment-intent').send({ campaignId: supported.id, recurring: 'monthly', amount: 25 }).expect(200);
    await visitor().post('/api/payments/sandbox/confirm').send({ clientSecret: monthly.body.clientSecret, cardNumber: CARD }).expect(200);
    await visitor().post('/api/donations/complete').send({ paymentIntentId: monthly.body.paymentIntentId, campaignId: supported.id }).expect(200);
    // A $9 membership and a business profile with her contact details.
    await agent.post('/api/business-profiles').send({ companyName: 'Phoebe Deaconess Supply', industry: 'Retail', description: 'Supplies for deacons and their ministries.', location: 'Corinth, MS, USA', email: 'shop@phoebe.example', phone: '(662) 555-0142', website: 'https://phoebe.example' }).expect(201);
    const membership = await agent.post('/api/create-subscription').send({ tierID: '6b1f3d2a-1c1e-4b7a-9a41-0c2f6f3a9b01' }).expect(200);
    await visitor().post('/api/payments/sandbox/confirm').send({ clientSecret: membership.body.clientSecret, cardNumber: CARD }).expect(200);
    await settle();
    expect((await visitor().get('/api/business-profiles').expect(200)).body.map((p: { companyName: string }) => p.companyName)).toContain('Phoebe Deaconess Supply');

    await agent.delete('/api/user').send({ password: 'a good long password' }).expect(204);
    await settle();

    // Nothing more is charged: both subscriptions were cancelled at the provider.
    const gift = await admin.post(`/api/payments/sandbox/subscriptions/${monthly.body.subscriptionId}/renew`).expect(409);
    expect(gift.body.message).toBe('This subscription was cancelled, so nothing was charged.');
    const em = t.app.get(EntityManager).fork();
    const [ours] = await em.execute<{ id: string; status: string }[]>(`SELECT id, status FROM membership_subscription WHERE user_id = ?`, [phoebe.user.id]);
    const [provider] = await em.execute<{ status: string }[]>(`SELECT status FROM sandbox_subscription WHERE id = ?`, [ours.id]);
    expect([provider.status, ours.status]).toEqual(['canceled', 'canceled']);
    // Her profile, with its email, phone and website, left the directory.
    const directory = JSON.stringify((await visitor().get('/api/business-profiles').expect(200)).body);
    expect(directory).not.toContain('Phoebe Deaconess Supply');
    expect(directory).not.toContain('shop@phoebe.example');
    // She is told at the address the account had: the account is closed; the monthly gift and membership stopped.
    // Each notice comes from its own chain of events (the membership's ends with the provider's cancellation): wait
    // for the three, not for a count the earlier receipts already made (CI once read the list one email early).
    const told = ['Your Faith Collective account is closed', 'Your monthly gift to Roman Letters Fund has stopped', 'Your business network membership has ended'];
    await eventually(async () => { await settle(); return subjects(email); }, (got) => told.every((subject) => got.includes(subject)), 10_000).catch(() => undefined);
    const mail = smtp.to(email).map((m) => m.subject);
    expect(mail).toEqual(expect.arrayContaining([
      'Your Faith Collective account is closed',
      'Your monthly gift to Roman Letters Fund has stopped',
      'Your business network membership has ended',
    ]));
    expect(mail.filter((subject) => subject === 'Your monthly gift to Roman Letters Fund has stopped')).toHaveLength(1);
    const stopped = smtp.to(email).find((m) => m.subject === 'Your monthly gift to Roman Letters Fund has stopped')!;
    expect(stopped.text).toContain('Dear Phoebe,');
    expect(stopped.text).toContain('because you closed your Faith Collective account. Nothing more will be charged.');

    // Her campaign's $260 is listed for administrators, who can refund a gift and pay out the rest to her account.
    await agent.get('/api/admin/stranded-campaigns').expect(401);
    await other.agent.get('/api/admin/stranded-campaigns').expect(403);
    const stranded = (await admin.get('/api/admin/stranded-campaigns').expect(200)).body;
    expect(stranded).toContainEqual({ campaignId: campaign.id, campaignTitle: 'Cenchreae Deacons Fund', campaignSlug: campaign.slug, available: '260.00' });
    await admin.post(`/api/donations/${firstGift.donationId}/refund`).send({}).expect(200);
    await admin.get(`/api/campaigns/${campaign.id}/funds`).expect(200);
    await admin.post(`/api/admin/campaigns/${supported.id}/payouts`).send({}).expect(409); // its organizer can still ask
    const paidOut = await admin.post(`/api/admin/campaigns/${campaign.id}/payouts`).send({}).expect(201);
    expect(paidOut.body).toMatchObject({ amount: '60.00', status: 'paid' });
    expect((await admin.get('/api/admin/payouts?limit=100').expect(200)).body.find((p: { id: string }) => p.id === paidOut.body.id)).toMatchObject({ destinationAccountId: accountId });
    expect((await admin.get('/api/admin/stranded-campaigns').expect(200)).body).not.toContainEqual(expect.objectContaining({ campaignId: campaign.id }));
  });

  it("an approved campaign update reaches each donor once, with that campaign's own unsubscribe link and List-Unsubscribe headers; after unsubscribing (the page's link, or a mail provider's one-click POST), the next update does not", async () => {
    const owner = await organiser('Nympha');
    const campaign = await liveCampaign(owner.agent, admin, { title: 'House Church Roof' });
    const a = unique('onesimus');
    const b = unique('philemon');
    const c = unique('apphia');
    await give(campaign.id, a);
    await give(campaign.id, a);
    await give(campaign.id, b);
    await give(campaign.id, c);
    await settle();
    const tiles = await owner.agent.post(`/api/campaigns/${campaign.id}/updates`).send({ title: 'Tiles ordered', body: 'The roofer starts Monday.\n\nThank you all!' }).expect(201);
    await admin.post(`/api/admin/campaign-updates/${tiles.body.id}/approve`).expect(200);
    await settle();
    const [mailA] = (await smtp.waitFor(a, 3)).filter((m) => m.subject === 'House Church Roof: Tiles ordered');
    await smtp.waitFor(b, 2);
    expect(smtp.to(a).filter((m) => m.subject === 'House Church Roof: Tiles ordered')).toHaveLength(1);
    expect(smtp.to(b).filter((m) => m.subject === 'House Church Roof: Tiles ordered')).toHaveLength(1);
    expect(smtp.to(owner.email).filter((m) => m.subject.includes('Tiles ordered'))).toHaveLength(0);
    expect(mailA.text).toContain('> The roofer starts Monday.');
    const link = /Stop this campaign's updates: (\S+)/.exec(mailA.text)![1];
    const url = new URL(link);
    expect(`${url.origin}${url.pathname}`).toBe(`${BASE}/unsubscribe`);
    expect(url.searchParams.get('campaign')).toBe(campaign.id);
    expect(url.searchParams.get('email')).toBe(a);
    expect(mailA.html).toContain('Stop this campaign');
    // Issue 35: in the brand, greeting the guest by the first name they typed.
    expectBranded(mailA.html);
    expect(mailA.text).toContain('\nDear Chloe,\n');

    // Bulk mail as delivered says how to leave it in one click (RFC 8058): the address and the POST header.
    const [mailC] = (await smtp.waitFor(c, 2)).filter((m) => m.subject === 'House Church Roof: Tiles ordered');
    const header = (mail: ReceivedMail, name: string) => mail.parsed.headerLines.find((h) => h.key === name)?.line;
    expect(header(mailC, 'list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    const listUnsubscribe = /^List-Unsubscribe: <(https?:\/\/[^>]+)>$/.exec(header(mailC, 'list-unsubscribe') ?? '');
    expect(listUnsubscribe).not.toBeNull();
    const oneClick = new URL(listUnsubscribe![1]);
    expect(`${oneClick.origin}${oneClick.pathname}`).toBe(`${BASE}/api/campaigns/${campaign.id}/updates/unsubscribe/one-click`);
    expect(oneClick.searchParams.get('email')).toBe(c);
    // Each recipient's own address: a's header names a, not c.
    expect(header(mailA, 'list-unsubscribe')).toContain(`email=${encodeURIComponent(a)}`);
    // Receipts are not bulk mail.
    expect(header(smtp.to(c).find((m) => m.subject.startsWith('Your receipt'))!, 'list-unsubscribe')).toBeUndefined();
    // A client that only knows List-Unsubscribe opens it in a browser: the page that asks first (nothing happens on opening).
    const opened = await visitor().get(`${oneClick.pathname}${oneClick.search}`).expect(303);
    const page = new URL(opened.headers.location, BASE);
    expect(page.pathname).toBe('/unsubscribe');
    expect(Object.fromEntries(page.searchParams)).toEqual({ campaign: campaign.id, email: c, token: oneClick.searchParams.get('token') });
    // A forged token is refused; the mail provider's POST (form-encoded, no cookie, no Origin) unsubscribes.
    const forged = new URL(oneClick);
    forged.searchParams.set('token', 'forged');
    await visitor().post(`${forged.pathname}${forged.search}`).type('form').send('List-Unsubscribe=One-Click').expect(403);
    const clicked = await visitor().post(`${oneClick.pathname}${oneClick.search}`).type('form').send('List-Unsubscribe=One-Click').expect(200);
    expect(clicked.body).toEqual({ unsubscribed: true, message: 'You will get no more updates about this campaign.' });
    // Some providers post from a browser of their own, with their Origin: the link's token is the proof, not the site.
    await visitor().post(`${oneClick.pathname}${oneClick.search}`).set('Origin', 'https://mail.example.com').type('form').send('List-Unsubscribe=One-Click').expect(200);

    await visitor()
      .post(`/api/campaigns/${campaign.id}/updates/unsubscribe`)
      .send({ email: url.searchParams.get('email'), token: url.searchParams.get('token') })
      .expect(200);
    const done = await owner.agent.post(`/api/campaigns/${campaign.id}/updates`).send({ title: 'Roof done', body: 'Dry at last.' }).expect(201);
    await admin.post(`/api/admin/campaign-updates/${done.body.id}/approve`).expect(200);
    // The campaign's donors got today's update email: this one goes out the next morning.
    await settle();
    await t.inContext(() => t.app.get(CampaignUpdateMailing).sendDue(nextDigestTime(new Date())));
    await settle();
    await smtp.waitFor(b, 3);
    await settle();
    expect(smtp.to(b).filter((m) => m.subject === 'House Church Roof: Roof done')).toHaveLength(1);
    expect(smtp.to(a).filter((m) => m.subject === 'House Church Roof: Roof done')).toHaveLength(0);
    expect(smtp.to(c).filter((m) => m.subject === 'House Church Roof: Roof done')).toHaveLength(0);
  });
});
