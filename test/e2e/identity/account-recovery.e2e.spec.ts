import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import request from 'supertest';
import { RequestPasswordReset } from '../../../src/modules/identity/application/request-password-reset.use-case.js';
import { USER_REPOSITORY, type UserRepository } from '../../../src/modules/identity/domain/user.repository.js';
import { MailDispatchScheduler } from '../../../src/modules/notifications/adapters/scheduling/mail-dispatch.scheduler.js';
import { OutboxRelay } from '../../../src/shared-kernel/infrastructure/outbox/outbox.relay.js';
import { liveCampaign } from '../../support/campaigns.js';
import { signInAsAdmin, signUp, type Agent } from '../../support/http.js';
import { startSmtpStandIn, type SmtpStandIn } from '../../support/smtp-stand-in.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

const PASSWORD = 'a good long password';
const PUBLIC_URL = 'http://give.faithcollective.example';

/** The link in a mail's text that starts with this path, as the member would open it. */
function linkIn(text: string, path: string): URL {
  const match = new RegExp(`${PUBLIC_URL.replace(/\./g, '\\.')}${path}\\?token=[A-Za-z0-9_%-]+`).exec(text);
  if (!match) throw new Error(`no ${path} link in:\n${text}`);
  return new URL(match[0]);
}

/** Forgot password, change password, verify email and close account (issue 14), with the mail over real SMTP. */
describe('account recovery and management', () => {
  let t: TestApp;
  let smtp: SmtpStandIn;
  const visitor = () => request(t.app.getHttpServer());

  beforeAll(async () => {
    smtp = await startSmtpStandIn();
    t = await startTestApp({ env: { SMTP_URL: smtp.url, MAIL_POLL_MS: '100', PUBLIC_URL } });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  async function settle(): Promise<void> {
    await t.app.get(OutboxRelay).drain();
    await t.app.get(MailDispatchScheduler).drain();
  }

  async function member(firstName: string): Promise<{ agent: Agent; user: { id: string; username: string }; email: string }> {
    const email = `${firstName.toLowerCase()}_${Date.now()}@example.org`;
    return { ...(await signUp(t, { firstName, email })), email };
  }

  const signIn = (usernameOrEmail: string, password: string) => {
    const agent = request.agent(t.app.getHttpServer());
    return agent
      .post('/api/login')
      .send({ usernameOrEmail, password })
      .then((res) => ({ agent, status: res.status }));
  };

  it('a password reset round trip works from the mail\'s link; the old password and every old session stop working; the link works once', async () => {
    const lydia = await member('Lydia');
    const other = await signIn(lydia.email, PASSWORD);
    expect(other.status).toBe(200);

    const asked = await visitor().post('/api/password-reset').send({ email: lydia.email.toUpperCase() }).expect(202);
    await settle();
    const [mail] = await smtp.waitFor(lydia.email, 2).then((mails) => mails.filter((m) => /Reset your Faith Collective password/.test(m.subject)));
    expect(mail).toBeDefined();
    const link = linkIn(mail.text, '/reset-password');
    const token = link.searchParams.get('token')!;
    expect(token.length).toBeGreaterThanOrEqual(40);

    // The same answer for an address with no account: nobody learns who has one.
    const unknown = await visitor().post('/api/password-reset').send({ email: `nobody_${Date.now()}@example.org` }).expect(202);
    expect(unknown.body).toEqual(asked.body);

    await visitor().post('/api/password-reset/confirm').send({ token, password: 'a brand new passphrase' }).expect(200);
    expect((await signIn(lydia.user.username, PASSWORD)).status).toBe(401);
    expect((await signIn(lydia.user.username, 'a brand new passphrase')).status).toBe(200);
    await lydia.agent.get('/api/user').expect(401);
    await other.agent.get('/api/user').expect(401);

    const reused = await visitor().post('/api/password-reset/confirm').send({ token, password: 'yet another passphrase' }).expect(400);
    expect(reused.body.message).toBe('This password reset link has already been used. Please request a new one.');
    await settle();
    expect(smtp.to(lydia.email).some((m) => /password was changed/.test(m.subject))).toBe(true);
  });

  it('a forged or expired link is 400 with a clear message; a weak password follows the policy', async () => {
    const forged = await visitor().post('/api/password-reset/confirm').send({ token: 'not-a-real-token', password: 'a brand new passphrase' }).expect(400);
    expect(forged.body.message).toBe('This password reset link is not valid. Please request a new one.');

    const phoebe = await member('Phoebe');
    await visitor().post('/api/password-reset').send({ email: phoebe.email }).expect(202);
    await settle();
    const mail = (await smtp.waitFor(phoebe.email, 2)).find((m) => /Reset your/.test(m.subject))!;
    const token = linkIn(mail.text, '/reset-password').searchParams.get('token')!;
    const weak = await visitor().post('/api/password-reset/confirm').send({ token, password: 'short' }).expect(400);
    expect(weak.body.message).toBe('Password must be at least 8 characters');

    // An hour later the link has expired.
    await t.app.get(EntityManager).fork().execute(`UPDATE account_token SET expires_at = now() - interval '1 minute' WHERE user_id = ?`, [phoebe.user.id]);
    const expired = await visitor().post('/api/password-reset/confirm').send({ token, password: 'a brand new passphrase' }).expect(400);
    expect(expired.body.message).toBe('This password reset link has expired (links last one hour). Please request a new one.');
  });

  it('reset requests are limited per address', async () => {
    const email = `flood_${Date.now()}@example.org`;
    for (let i = 0; i < 5; i += 1) await visitor().post('/api/password-reset').send({ email }).expect(202);
    const refused = await visitor().post('/api/password-reset').send({ email }).expect(429);
    expect(refused.body.message).toBe('Too many password reset requests. Please wait an hour and try again.');
    await visitor().post('/api/password-reset').send({}).expect(400);
  });

  it('a reset request is answered before the address is looked up, so a known and an unknown address take the same time; the link follows', async () => {
    const ruth = await member('Ruth');
    // The address lookup is held until the answers are in: whatever waits for it is on the answer's path.
    const users = t.app.get<UserRepository>(USER_REPOSITORY);
    const findByLogin = users.findByLogin;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let lookups = 0;
    users.findByLogin = async (login) => {
      lookups += 1;
      await held;
      return findByLogin.call(users, login);
    };
    const answer = (email: string) =>
      Promise.race([
        visitor().post('/api/password-reset').send({ email }).then((res) => res.status),
        new Promise((resolve) => setTimeout(() => resolve('no answer while the address was being looked up'), 10_000)),
      ]);
    try {
      expect(await answer(ruth.email)).toBe(202);
      expect(await answer(`nobody_${Date.now()}@example.org`)).toBe(202);
    } finally {
      release();
      // The lookups follow the answers, each when its unit of work begins: restored only once both are done.
      await t.app.get(RequestPasswordReset).settled();
      users.findByLogin = findByLogin;
    }
    expect(lookups).toBe(2); // each address was looked up, after its answer
    await settle();
    expect((await smtp.waitFor(ruth.email, 2)).filter((m) => /Reset your Faith Collective password/.test(m.subject))).toHaveLength(1);
  });

  it('a member changes their password: other sessions end, this one stays; a wrong current password is refused', async () => {
    const tabitha = await member('Tabitha');
    const phone = await signIn(tabitha.user.username, PASSWORD);
    const wrong = await tabitha.agent.put('/api/user/password').send({ currentPassword: 'not my password', newPassword: 'a brand new passphrase' }).expect(400);
    expect(wrong.body.message).toBe('Your current password is not correct.');
    const weak = await tabitha.agent.put('/api/user/password').send({ currentPassword: PASSWORD, newPassword: 'password' }).expect(400);
    expect(weak.body.errors.newPassword).toBeDefined();
    await tabitha.agent.put('/api/user/password').send({ currentPassword: PASSWORD, newPassword: 'a brand new passphrase' }).expect(200);
    await tabitha.agent.get('/api/user').expect(200);
    await phone.agent.get('/api/user').expect(401);
    expect((await signIn(tabitha.user.username, PASSWORD)).status).toBe(401);
    await visitor().put('/api/user/password').send({ currentPassword: PASSWORD, newPassword: 'a brand new passphrase' }).expect(401);
  });

  it('the welcome mail verifies the address; a new link can be asked for; the profile shows it', async () => {
    const dorcas = await member('Dorcas');
    expect((await dorcas.agent.get('/api/user').expect(200)).body.emailVerified).toBe(false);
    await settle();
    const welcome = (await smtp.waitFor(dorcas.email)).find((m) => /Welcome to Faith Collective/.test(m.subject))!;
    expect(welcome).toBeDefined();
    const first = linkIn(welcome.text, '/verify-email').searchParams.get('token')!;

    // Asking again sends a fresh link; the first stops working.
    await dorcas.agent.post('/api/user/email-verification').expect(202);
    await settle();
    const again = (await smtp.waitFor(dorcas.email, 2)).find((m) => /Confirm your email address/.test(m.subject))!;
    const second = linkIn(again.text, '/verify-email').searchParams.get('token')!;
    await visitor().post('/api/user/email-verification/confirm').send({ token: first }).expect(400);
    const confirmed = await visitor().post('/api/user/email-verification/confirm').send({ token: second }).expect(200);
    expect(confirmed.body.emailVerified).toBe(true);
    expect((await dorcas.agent.get('/api/user').expect(200)).body.emailVerified).toBe(true);
    const already = await dorcas.agent.post('/api/user/email-verification').expect(409);
    expect(already.body.message).toBe('Your email address is already verified.');
  });

  it('closing an account erases the member, ends their sessions, archives campaigns with gifts and deletes the others', async () => {
    const admin = await signInAsAdmin(t);
    const mary = await member('Mary');
    const funded = await liveCampaign(mary.agent, admin, { title: 'Well For The Village' });
    const unfunded = await liveCampaign(mary.agent, admin, { title: 'Choir Robes For Easter' });
    const intent = await visitor()
      .post('/api/donations/create-payment-intent')
      .send({ campaignId: funded.id, amount: 40, guestInfo: { firstName: 'Chloe', lastName: 'Corinth', email: `chloe_${Date.now()}@example.org` } })
      .expect(200);
    await visitor().post('/api/payments/sandbox/confirm').send({ clientSecret: intent.body.clientSecret, cardNumber: '4242424242424242' }).expect(200);
    await visitor().post('/api/donations/complete').send({ paymentIntentId: intent.body.paymentIntentId, campaignId: funded.id }).expect(200);
    const laptop = await signIn(mary.email, PASSWORD);

    const wrong = await mary.agent.delete('/api/user').send({ password: 'not my password' }).expect(400);
    expect(wrong.body.message).toBe('Your password is not correct.');
    await mary.agent.delete('/api/user').send({ password: PASSWORD }).expect(204);
    await settle();

    await mary.agent.get('/api/user').expect(401);
    await laptop.agent.get('/api/user').expect(401);
    expect((await signIn(mary.email, PASSWORD)).status).toBe(401);
    expect((await signIn(mary.user.username, PASSWORD)).status).toBe(401);
    const [row] = await t.app.get(EntityManager).fork().execute<{ username: string; email: string; first_name: string | null; phone: string | null; closed_at: Date | null }[]>(
      `SELECT username, email, first_name, phone, closed_at FROM app_user WHERE id = ?`,
      [mary.user.id],
    );
    expect(row.closed_at).not.toBeNull();
    expect(row.first_name).toBeNull();
    expect(row.phone).toBeNull();
    expect(row.email).not.toContain('mary');
    expect(row.username).not.toBe(mary.user.username);

    // The gift's books stay (archived campaign, its total kept); the campaign without gifts is gone.
    const [archived] = await t.app.get(EntityManager).fork().execute<{ archived_at: Date | null; current_amount: string }[]>(`SELECT archived_at, current_amount_cents AS current_amount FROM campaign WHERE id = ?`, [funded.id]);
    expect(archived.archived_at).not.toBeNull();
    expect(Number(archived.current_amount)).toBe(4000);
    const gone = await t.app.get(EntityManager).fork().execute(`SELECT 1 FROM campaign WHERE id = ?`, [unfunded.id]);
    expect(gone).toHaveLength(0);

    // The username and the address are free for a new account.
    await signUp(t, { username: mary.user.username, email: mary.email });
  });
});
