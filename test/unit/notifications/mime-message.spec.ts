import { describe, expect, it } from '@jest/globals';
import { simpleParser } from 'mailparser';
import { composeMessage } from '../../../src/modules/notifications/adapters/smtp/mime-message.js';
import type { OutgoingMail } from '../../../src/modules/notifications/application/mailer.js';

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
});
