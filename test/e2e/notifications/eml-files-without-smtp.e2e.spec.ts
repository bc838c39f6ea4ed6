import { afterAll, describe, expect, it } from '@jest/globals';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { cleanUp, freshDataDir, startScript, type StartedScript } from '../platform/start-script.js';

/** `npm start` without SMTP_URL: every message is written as an .eml file under DATA_DIR/mail, and the log names it. */
describe('mail without SMTP (npm start)', () => {
  let started: StartedScript | null = null;
  const dataDir = freshDataDir('fc-mail-');
  afterAll(() => cleanUp(started, join(dataDir, 'postgres'), [dataDir]));

  it("writes a guest's receipt and the organiser's notices as .eml files, one log line each", async () => {
    const s = (started = await startScript({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      ADMIN_USERNAME: 'mailadmin',
      ADMIN_PASSWORD: 'admin password 2026',
      ADMIN_EMAIL: 'mailadmin@example.org',
    }));
    const admin = request.agent(s.base);
    await admin.post('/api/login').send({ usernameOrEmail: 'mailadmin', password: 'admin password 2026' }).expect(200);
    const owner = request.agent(s.base);
    await owner
      .post('/api/register')
      .send({ username: 'priscilla', password: 'a good long password', email: 'priscilla@example.org', firstName: 'Priscilla', lastName: 'Tentmaker', phone: '(615) 555-0100' })
      .expect(201);
    const campaign = (await owner.post('/api/campaigns').send({ title: 'Tents for the Homeless', description: 'Warm tents and sleeping bags for neighbours who sleep outside this winter.', goal: 2000 }).expect(201)).body;
    await admin.post(`/api/admin/campaigns/${campaign.id}/approve`).expect(200);

    const guest = request(s.base);
    const intent = (
      await guest
        .post('/api/donations/create-payment-intent')
        .send({ campaignId: campaign.id, amount: 50, guestInfo: { firstName: 'Aquila', lastName: 'Pontus', email: 'aquila@example.org' } })
        .expect(200)
    ).body;
    await guest.post('/api/payments/sandbox/confirm').send({ clientSecret: intent.clientSecret, cardNumber: '4242424242424242' }).expect(200);
    await guest.post('/api/donations/complete').send({ paymentIntentId: intent.paymentIntentId, campaignId: campaign.id }).expect(200);

    const mailDir = join(dataDir, 'mail');
    const until = Date.now() + 15_000;
    const files = () => (existsSync(mailDir) ? readdirSync(mailDir).filter((f) => f.endsWith('.eml')) : []);
    const find = (to: string, subject: string) => files().find((f) => { const raw = readFileSync(join(mailDir, f), 'utf8'); return raw.includes(`To: ${to}`) && raw.includes(subject); });
    while ((!find('aquila@example.org', 'Your receipt') || !find('priscilla@example.org', 'New gift')) && Date.now() < until) await new Promise((r) => setTimeout(r, 100));

    const receiptFile = find('aquila@example.org', 'Subject: Your receipt: $50.00 to Tents for the Homeless');
    expect(receiptFile).toBeDefined();
    const raw = readFileSync(join(mailDir, receiptFile!), 'utf8');
    expect(raw).toMatch(/^Content-Type: multipart\/alternative/m);
    expect(raw).toMatch(/^Content-Type: text\/plain/m);
    expect(raw).toMatch(/^Content-Type: text\/html/m);
    expect(raw).toMatch(/^Message-ID: <[0-9a-f-]{36}@faithcollective\.example>$/m);
    expect(raw).toMatch(/^From: Faith Collective <hello@faithcollective\.example>$/m);
    expect(find('priscilla@example.org', 'Subject: Your campaign is live: Tents for the Homeless')).toBeDefined();
    expect(find('priscilla@example.org', 'Subject: New gift to Tents for the Homeless: $50.00')).toBeDefined();
    // One log line per message, naming its file (logs reach standard output within a quarter second: they are batched).
    const loggedLines = () => s.output().split('\n').filter((line) => line.includes('written to') && line.includes(join(mailDir, receiptFile!)));
    for (const stop = Date.now() + 3_000; loggedLines().length === 0 && Date.now() < stop; ) await new Promise((r) => setTimeout(r, 50));
    const logged = loggedLines();
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain('aquila@example.org');
  }, 90_000);
});
