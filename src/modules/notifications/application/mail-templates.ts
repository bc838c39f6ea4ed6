import { PLATFORM_TIME_ZONE } from '../../../shared-kernel/domain.js';
import type { MailContent } from '../domain/outgoing-message.aggregate.js';

/**
 * Every message the platform sends, rendered from one description as both HTML and plain text, in
 * one layout: the product's name on top, the footer address below. Links are absolute.
 */

export const PRODUCT_NAME = 'Faith Collective';
export const FOOTER_ADDRESS = '100 Fellowship Way, Nashville, TN 37203 · (615) 555-0142 · hello@faithcollective.example';
const TIME_ZONE = PLATFORM_TIME_ZONE;

/** A part of a message: a paragraph, a table of details, a button-like link, or a quoted text. */
export type Block =
  | { kind: 'paragraph'; text: string }
  | { kind: 'details'; rows: [label: string, value: string][] }
  | { kind: 'action'; label: string; url: string }
  | { kind: 'quote'; text: string }
  | { kind: 'small'; text: string };

export interface MessageDescription {
  subject: string;
  greeting: string;
  blocks: Block[];
  /** Why they got it / how to stop it (update emails), shown above the footer. */
  footnote?: { text: string; link?: { label: string; url: string } };
}

const GROUPED = new Intl.NumberFormat('en-US');

export function dollars(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const whole = GROUPED.format(Math.floor(abs / 100));
  return `${sign}$${whole}.${String(abs % 100).padStart(2, '0')}`;
}

// Made once: toLocaleDateString with options builds a new formatter on every call (a receipt's largest rendering cost).
const LONG_DATE = new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, year: 'numeric', month: 'long', day: 'numeric' });
const DATE_TIME = new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit' });

export function longDate(iso: string | Date): string {
  return LONG_DATE.format(new Date(iso));
}

export function dateTime(iso: string | Date): string {
  return `${DATE_TIME.format(new Date(iso))} (Central Time)`;
}

function escape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** Paragraph breaks of a plain text (such as an update's body) kept in HTML. */
function paragraphsHtml(text: string, style: string): string {
  return text
    .split(/\n{2,}/)
    .map((p) => `<p style="${style}">${escape(p).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
}

const P = 'margin:0 0 16px;font-size:16px;line-height:1.5;color:#1f2937;';

function blockHtml(block: Block): string {
  switch (block.kind) {
    case 'paragraph':
      return paragraphsHtml(block.text, P);
    case 'small':
      return paragraphsHtml(block.text, 'margin:0 0 16px;font-size:13px;line-height:1.5;color:#4b5563;');
    case 'quote':
      return `<blockquote style="margin:0 0 16px;padding:8px 16px;border-left:4px solid #c7d2fe;background:#f5f7ff;">${paragraphsHtml(block.text, P)}</blockquote>`;
    case 'action':
      return `<p style="margin:24px 0;"><a href="${escape(block.url)}" style="display:inline-block;padding:12px 20px;background:#3730a3;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:600;">${escape(block.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#4b5563;">Or open this address: <a href="${escape(block.url)}" style="color:#3730a3;">${escape(block.url)}</a></p>`;
    case 'details':
      return `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px;width:100%;max-width:480px;">
${block.rows
  .map(
    ([label, value]) =>
      `<tr><th scope="row" style="text-align:left;padding:6px 12px 6px 0;font-weight:600;color:#374151;border-bottom:1px solid #e5e7eb;">${escape(label)}</th><td style="padding:6px 0;color:#111827;border-bottom:1px solid #e5e7eb;">${escape(value)}</td></tr>`,
  )
  .join('\n')}
</table>`;
  }
}

function blockText(block: Block): string {
  switch (block.kind) {
    case 'paragraph':
    case 'small':
      return block.text;
    case 'quote':
      return block.text
        .split('\n')
        .map((line) => `> ${line}`)
        .join('\n');
    case 'action':
      return `${block.label}: ${block.url}`;
    case 'details': {
      const width = Math.max(...block.rows.map(([label]) => label.length));
      return block.rows.map(([label, value]) => `${`${label}:`.padEnd(width + 2)}${value}`).join('\n');
    }
  }
}

/** Renders a description in the layout: HTML and plain text carry the same words and links. */
export function render(message: MessageDescription): MailContent {
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escape(message.subject)}</title></head>
<body style="margin:0;padding:0;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif;">
<div style="max-width:600px;margin:0 auto;padding:24px;">
<p style="margin:0 0 16px;font-size:20px;font-weight:700;color:#3730a3;">${PRODUCT_NAME}</p>
<div style="background:#ffffff;border-radius:8px;padding:24px;">
<p style="${P}">${escape(message.greeting)}</p>
${message.blocks.map(blockHtml).join('\n')}
</div>
${
  message.footnote
    ? `<p style="margin:16px 0 0;font-size:13px;color:#4b5563;">${escape(message.footnote.text)}${
        message.footnote.link ? ` <a href="${escape(message.footnote.link.url)}" style="color:#3730a3;">${escape(message.footnote.link.label)}</a>` : ''
      }</p>`
    : ''
}
<p style="margin:16px 0 0;font-size:12px;color:#4b5563;">${PRODUCT_NAME} · ${escape(FOOTER_ADDRESS)}</p>
</div>
</body>
</html>
`;
  const text = [
    PRODUCT_NAME,
    '',
    message.greeting,
    '',
    ...message.blocks.flatMap((b) => [blockText(b), '']),
    ...(message.footnote ? [message.footnote.link ? `${message.footnote.text} ${message.footnote.link.label}: ${message.footnote.link.url}` : message.footnote.text, ''] : []),
    '--',
    `${PRODUCT_NAME} · ${FOOTER_ADDRESS}`,
    '',
  ].join('\n');
  return { subject: message.subject, text, html };
}

export function greet(firstName: string | null | undefined): string {
  const name = firstName?.trim();
  return name ? `Dear ${name},` : 'Hello,';
}
