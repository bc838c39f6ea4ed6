import { describe, expect, it } from '@jest/globals';
import { simpleParser } from 'mailparser';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EmlFileMailer } from '../../../src/modules/notifications/adapters/smtp/mail-transport.js';
import { composeMessage } from '../../../src/modules/notifications/adapters/smtp/mime-message.js';
import type { OutgoingMail } from '../../../src/modules/notifications/application/mailer.port.js';

const FROM = 'Faith Collective <hello@faithcollective.example>';

function mail(overrides: Partial<OutgoingMail> = {}): OutgoingMail {
  return {
    messageId: '0193a5c8-7d1e-7f00-8000-000000000001',
    to: 'aquila@example.org',
    subject: 'Your receipt: $50.00 to Tents for the Homeless',
    text: 'Thank you, Aquila.\n\nGift: $50.00\n',
    html: '<p>Thank you, Aquila.</p>\n<p>Gift: $50.00</p>\n',
    ...overrides,
  };
}

/** What a mail client reads out of the composed text. */
async function read(raw: string) {
  const parsed = await simpleParser(raw);
  return { parsed, headerNames: [...parsed.headers.keys()] };
}

describe('an email composed for the wire (RFC 5322, multipart/alternative)', () => {
  it('reads back as the message it was made from: sender, recipient, subject, Message-ID, text and HTML', async () => {
    const { parsed } = await read(composeMessage(FROM, mail()).raw);
    expect(parsed.from?.value).toEqual([{ name: 'Faith Collective', address: 'hello@faithcollective.example' }]);
    expect(parsed.to && !Array.isArray(parsed.to) ? parsed.to.value : null).toEqual([{ name: '', address: 'aquila@example.org' }]);
    expect(parsed.subject).toBe('Your receipt: $50.00 to Tents for the Homeless');
    expect(parsed.messageId).toBe('<0193a5c8-7d1e-7f00-8000-000000000001@faithcollective.example>');
    expect(parsed.text).toBe('Thank you, Aquila.\n\nGift: $50.00\n');
    expect(parsed.html).toBe('<p>Thank you, Aquila.</p>\n<p>Gift: $50.00</p>\n');
    expect(parsed.date).toBeInstanceOf(Date);
    expect(parsed.headers.get('mime-version')).toBe('1.0');
  });

  it('keeps words outside ASCII in the subject, the names and both bodies (encoded words, quoted-printable)', async () => {
    const raw = composeMessage(
      'Collectif de la Foi — Montréal <bonjour@faithcollective.example>',
      mail({ subject: 'New gift to Église Saint‑Jean: $25.00 · thank you', text: 'Merci, Zoë — “merci” ✝\n', html: '<p>Merci, Zoë — ✝</p>' }),
    ).raw;
    expect(/^[\x20-\x7e\r\n\t]*$/.test(raw)).toBe(true); // 7-bit on the wire
    const { parsed } = await read(raw);
    expect(parsed.subject).toBe('New gift to Église Saint‑Jean: $25.00 · thank you');
    expect(parsed.from?.value[0]).toEqual({ name: 'Collectif de la Foi — Montréal', address: 'bonjour@faithcollective.example' });
    expect(parsed.text).toBe('Merci, Zoë — “merci” ✝\n');
    expect(parsed.html).toBe('<p>Merci, Zoë — ✝</p>');
  });

  it('never lets a line break in a subject start a header of its own (a campaign title is user input)', async () => {
    const raw = composeMessage(FROM, mail({ subject: 'New gift to Roof\r\nBcc: everyone@example.org\nX-Injected: yes' })).raw;
    const { parsed, headerNames } = await read(raw);
    expect(headerNames).not.toContain('bcc');
    expect(headerNames).not.toContain('x-injected');
    expect(parsed.subject).toContain('Bcc: everyone@example.org');
  });

  it('keeps every line within 78 characters and a body line that looks like a boundary inside its part', async () => {
    const longWord = 'https://give.example/donate/' + 'a'.repeat(300);
    const body = `A very long line ${'with many words '.repeat(40)}\n${longWord}\n--boundary\n.\nFrom the pastor\ntrailing spaces   \n`;
    const raw = composeMessage(FROM, mail({ subject: `Your receipt: ${'a long campaign title '.repeat(8)}`, text: body, html: `<p>${body}</p>` })).raw;
    for (const line of raw.split('\r\n')) expect(line.length).toBeLessThanOrEqual(78);
    const { parsed } = await read(raw);
    expect(parsed.text).toBe(body);
    expect(parsed.html).toBe(`<p>${body}</p>`);
    expect(parsed.subject).toBe(`Your receipt: ${'a long campaign title '.repeat(8)}`.trim());
  });

  it('uses CRLF on the wire and LF when asked, with the same content', async () => {
    const crlf = composeMessage(FROM, mail()).raw;
    const lf = composeMessage(FROM, mail(), '\n').raw;
    expect(crlf.split('\n').every((line, i, all) => i === all.length - 1 || line.endsWith('\r'))).toBe(true);
    expect(lf).not.toContain('\r');
    const [a, b] = [(await read(crlf)).parsed, (await read(lf)).parsed];
    expect([b.subject, b.text, b.html, b.messageId]).toEqual([a.subject, a.text, a.html, a.messageId]);
  });

  it('sends to the recipients the To header shows, and from the address in From (the SMTP envelope)', async () => {
    expect(composeMessage(FROM, mail()).envelope).toEqual({ from: 'hello@faithcollective.example', to: ['aquila@example.org'] });
    // A comma passes a loose address check; the header keeps only the address, and so must the envelope.
    const sneaky = composeMessage(FROM, mail({ to: 'postmaster,aquila@example.org' }));
    const { parsed } = await read(sneaky.raw);
    const headerTo = parsed.to && !Array.isArray(parsed.to) ? parsed.to.value.map((a) => a.address) : [];
    expect(sneaky.envelope.to).toEqual(headerTo);
    expect(sneaky.envelope.to).not.toContain('postmaster');
  });

  it('separates the parts with a boundary of its own for every message', () => {
    const boundaryOf = (raw: string) => /boundary="([^"]+)"/.exec(raw)?.[1];
    const [a, b] = [boundaryOf(composeMessage(FROM, mail()).raw), boundaryOf(composeMessage(FROM, mail()).raw)];
    expect(a).toBeTruthy();
    expect(a).not.toBe(b);
  });

  const ONE_CLICK = 'https://give.faithcollective.example/api/campaigns/0193a5c8-7d1e-7f00-8000-00000000c0de/updates/unsubscribe/one-click?email=aquila%40example.org&token=Zm9vYmFyYmF6cXV4cXV1eHF1dXhxdXV4cXV1eHF1dXg';

  it('bulk mail (an update email) says how to leave it in one click: List-Unsubscribe with its https address, List-Unsubscribe-Post (RFC 8058)', async () => {
    const raw = composeMessage(FROM, mail({ oneClickUnsubscribeUrl: ONE_CLICK })).raw;
    // One line each, the address whole inside its brackets (a URL has no space to fold at; a line may be 998 characters).
    expect(raw).toContain(`\r\nList-Unsubscribe: <${ONE_CLICK}>\r\n`);
    expect(raw).toContain('\r\nList-Unsubscribe-Post: List-Unsubscribe=One-Click\r\n');
    const { parsed } = await read(raw);
    expect(parsed.headerLines.find((h) => h.key === 'list-unsubscribe')?.line).toBe(`List-Unsubscribe: <${ONE_CLICK}>`);
    expect(parsed.headerLines.find((h) => h.key === 'list-unsubscribe-post')?.line).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(parsed.text).toBe('Thank you, Aquila.\n\nGift: $50.00\n');
    // Other mail (a receipt) carries neither.
    const receipt = composeMessage(FROM, mail({ oneClickUnsubscribeUrl: null })).raw;
    expect(receipt).not.toMatch(/^List-Unsubscribe/im);
  });

  it('an unsubscribe address can neither start a header of its own nor be anything but a web address', async () => {
    const sneaky = composeMessage(FROM, mail({ oneClickUnsubscribeUrl: 'https://give.example/u?t=a>\r\nBcc: everyone@example.org' })).raw;
    const { headerNames } = await read(sneaky);
    expect(headerNames).not.toContain('bcc');
    expect(sneaky).toMatch(/^List-Unsubscribe: <https:\/\/give\.example\/u\?t=a%3EBcc:%20everyone@example\.org>\r$/m);
    for (const url of ['javascript:alert(1)', 'not a url', 'mailto:unsubscribe@example.org']) {
      expect(composeMessage(FROM, mail({ oneClickUnsubscribeUrl: url })).raw).not.toMatch(/^List-Unsubscribe/im);
    }
  });

  it('the .eml writer (npm start without SMTP) writes the same headers as the SMTP mailer sends', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'fc-eml-'));
    try {
      await new EmlFileMailer(directory, FROM).send(mail({ oneClickUnsubscribeUrl: ONE_CLICK }));
      const [file] = readdirSync(directory);
      const raw = readFileSync(join(directory, file), 'utf8');
      expect(raw).toContain(`\nList-Unsubscribe: <${ONE_CLICK}>\n`);
      expect(raw).toContain('\nList-Unsubscribe-Post: List-Unsubscribe=One-Click\n');
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });
});
