import MimeNode from 'nodemailer/lib/mime-node';
import { encode, wrap } from 'nodemailer/lib/qp';
import type { OutgoingMail } from '../../application/mailer.port.js';

/** The domain of the sender's address, for Message-IDs: `<message id>@that domain`. */
function senderDomain(from: string): string {
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from;
  return address.split('@')[1]?.trim() || 'faithcollective.example';
}

/** A body as quoted-printable text (RFC 2045): line breaks as CRLF, soft breaks keeping lines within 76 characters. */
const quotedPrintable = (body: string): string => wrap(encode(body.replace(/\r?\n|\r/g, '\r\n')), 76);

const alternative = (type: 'text/plain' | 'text/html', body: string, boundary: string): string =>
  `--${boundary}\r\nContent-Type: ${type}; charset=utf-8\r\nContent-Transfer-Encoding: quoted-printable\r\n\r\n${quotedPrintable(body)}\r\n`;

export interface ComposedMessage {
  /** The message's text, headers and body. */
  raw: string;
  /**
   * Who it goes from and to on the wire (SMTP's MAIL FROM and RCPT TO), read from the From and To headers as they
   * were written: never a recipient the To header does not show (an address typed as `postmaster,name@example.org`
   * would otherwise also reach `postmaster`).
   */
  envelope: { from: string | false; to: string[] };
}

/**
 * The List-Unsubscribe value for a one-click address: `<url>`, only for an http(s) URL, with nothing in it
 * that could end the brackets or the header (our own links are URL-encoded; this keeps it so).
 */
function listUnsubscribe(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  return `<${parsed.toString().replace(/[\x00-\x20<>\x7f]/g, encodeURIComponent)}>`;
}

/**
 * One email as RFC 5322 text: multipart/alternative, its plain text and its HTML both quoted-printable; for bulk
 * mail, the List-Unsubscribe headers. The SMTP mailer and the .eml writer both send what this makes.
 *
 * The headers are nodemailer's (`MimeNode.buildHeaders`): address normalisation, RFC 2047 encoded words for a
 * subject or a name that is not plain ASCII, folding, line breaks in a value (a campaign title, say) never
 * starting a header of their own, the Date, MIME-Version and a random boundary. The two bodies go through
 * nodemailer's quoted-printable encoder.
 *
 * Built in one synchronous step, where nodemailer's own composer streams every part through a pipeline of
 * transforms: 180–250 µs of CPU per receipt against about 40 µs, measured on a 2-core VM. Each gift sends two
 * emails (the receipt and the organiser's notice), so that was about a seventh of a gift's CPU in the app.
 *
 * `newline` is CRLF on the wire (SMTP) and may be LF in a file on disk.
 */
export function composeMessage(from: string, mail: OutgoingMail, newline: '\r\n' | '\n' = '\r\n'): ComposedMessage {
  const root = new MimeNode('multipart/alternative');
  root.setHeader({
    From: from,
    To: mail.to,
    Subject: mail.subject,
    // The same message always carries the same Message-ID: a resend after a crash is recognisably the same message.
    'Message-ID': `<${mail.messageId}@${senderDomain(from)}>`,
  });
  // Bulk mail says how to leave it in one click (RFC 8058): mail providers show an unsubscribe button that POSTs
  // `List-Unsubscribe=One-Click` to the URL, and expect both headers of a bulk sender. Written as prepared values:
  // a URL has no spaces to fold at, and one line of it stays well within the 998 characters a line may have.
  const unsubscribe = mail.oneClickUnsubscribeUrl ? listUnsubscribe(mail.oneClickUnsubscribeUrl) : null;
  if (unsubscribe) {
    root.setHeader('List-Unsubscribe', { prepared: true, value: unsubscribe });
    root.setHeader('List-Unsubscribe-Post', 'List-Unsubscribe=One-Click');
  }
  const headers = root.buildHeaders(); // declares the boundary: it is set from here on
  const boundary = root.boundary as string;
  const message = `${headers}\r\n\r\n${alternative('text/plain', mail.text, boundary)}${alternative('text/html', mail.html, boundary)}--${boundary}--\r\n`;
  return {
    raw: newline === '\r\n' ? message : message.replace(/\r\n/g, newline),
    // Read from the headers when asked: only SMTP needs it (about 25 µs a message, a file written needs none).
    get envelope() {
      return root.getEnvelope();
    },
  };
}
