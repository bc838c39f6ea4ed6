import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import request from 'supertest';
import { liveCampaign } from '../../support/campaigns.js';
import { signInAsAdmin, signUp } from '../../support/http.js';
import { startSmtpStandIn, type SmtpStandIn } from '../../support/smtp-stand-in.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

/**
 * A slow mail server and two instances: each message is claimed only for its own send, and every send ends within
 * its claim, so no instance sends what the other is still sending. Scaled down: a 4-second claim (MAIL_CLAIM_MS)
 * against a server that takes 1.5 s to accept each message (a batch of 20 held for one claim took 5 x 1.5 s).
 */
describe('email with a slow mail server and two instances', () => {
  let smtp: SmtpStandIn;
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpStandIn();
    const env = { SMTP_URL: smtp.url, MAIL_POLL_MS: '100', MAIL_CLAIM_MS: '4000', MAIL_RETRY_BASE_MS: '200' };
    first = await startTestApp({ env });
    second = await startTestApp({ env, sharedDatabaseOf: first });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    await smtp?.stop();
  });

  it('28 receipts, both instances dispatching, the server taking 1.5 s a message: each arrives exactly once', async () => {
    const admin = await signInAsAdmin(first);
    const campaign = await liveCampaign((await signUp(first)).agent, admin);
    smtp.slow(1_500);
    const visitor = () => request(first.app.getHttpServer());
    const t0 = performance.now();
    await Promise.all(
      Array.from({ length: 28 }, async (_, i) => {
        const intent = await visitor()
          .post('/api/donations/create-payment-intent')
          .send({ campaignId: campaign.id, amount: 10, guestInfo: { firstName: 'Slow', lastName: `Mail ${i}`, email: `slow.mail.${i}@example.org` } })
          .expect(200);
        await visitor().post('/api/payments/sandbox/confirm').send({ clientSecret: intent.body.clientSecret, cardNumber: '4242424242424242' }).expect(200);
        await visitor().post('/api/donations/complete').send({ paymentIntentId: intent.body.paymentIntentId, campaignId: campaign.id }).expect(200);
      }),
    );
    const receipts = () => smtp.messages.filter((m) => m.subject.startsWith('Your receipt'));
    for (let i = 0; i < 300 && receipts().length < 28; i++) await new Promise((r) => setTimeout(r, 100));
    // Longer than a claim more: a message sent twice would have arrived by now.
    await new Promise((r) => setTimeout(r, 5_000));
    const seconds = ((performance.now() - t0) / 1000).toFixed(1);
    const ids = receipts().map((m) => m.messageId);
    process.stdout.write(`[measure] 28 receipts, mail server 1.5 s a message, 2 instances: ${ids.length} arrived (${new Set(ids).size} distinct) in ${seconds} s\n`);
    expect(ids).toHaveLength(28);
    expect(new Set(ids).size).toBe(28);
    expect(new Set(receipts().map((m) => m.to[0])).size).toBe(28);
    const [row] = await first.app.get(EntityManager).fork().execute<{ sent: string; attempts: string }[]>(
      `SELECT count(*) FILTER (WHERE state = 'sent') AS sent, max(attempts) AS attempts FROM outgoing_message WHERE template = 'donation-receipt'`,
    );
    expect(Number(row.sent)).toBe(28);
  }, 120_000);
});
