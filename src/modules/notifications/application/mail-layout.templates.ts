import { PLATFORM_TIME_ZONE, PLATFORM_TIME_ZONE_NAME } from '../../../shared-kernel/domain.js';
import type { Block, MailContent, MessageBody, MessageDescription } from '../domain/message-body.js';

export type { Block, MessageDescription } from '../domain/message-body.js';

/**
 * Every message the platform sends, rendered from one description as both HTML and plain text, in
 * one layout: the brand on top (the mark and the name), the footer address below. Links are absolute.
 * The HTML is the kind mail clients render alike (Gmail, Outlook, Apple Mail): nested presentation tables,
 * inline styles, no stylesheet, no web fonts, buttons made of a table cell around a link.
 */

export const PRODUCT_NAME = 'Faith Collective';
export const FOOTER_ADDRESS = '100 Fellowship Way, Nashville, TN 37203 · (615) 555-0142 · hello@faithcollective.example';
const TIME_ZONE = PLATFORM_TIME_ZONE;

/**
 * The site's palette (frontend/src/app/theme-tokens.ts, light theme), as the emails use it: navy for the
 * header band, buttons and links, gold for the accent rule and quotes, and the site's text colors (each
 * 4.5:1 or better on white). A unit test holds it to the web theme.
 */
export const EMAIL_COLORS = {
  navy: '#1f3c6e',
  gold: '#c9a34a',
  page: '#f7f5f0', // the site's layout background
  card: '#ffffff',
  text: '#1b2333',
  textSecondary: '#4a5263',
  rule: '#e7e2d6',
  quote: '#fbf8f1',
  onNavy: '#ffffff',
} as const;

/** Where the brand mark is served (frontend/public/email/): the site's favicon as a 64 px PNG, which every mail client shows. */
export const BRAND_MARK_PATH = '/email/brand-mark.png';

/** What the layout needs from the site: its home page (the name links there) and the mark's absolute address. */
export interface MailLayout {
  siteUrl: string;
  brandMarkUrl: string;
}

/** The layout of a site at this address (the platform's BASE_URL). */
export function siteLayout(baseUrl: string): MailLayout {
  const link = (path: string) => new URL(path, `${baseUrl}/`).toString();
  return { siteUrl: link('/'), brandMarkUrl: link(BRAND_MARK_PATH) };
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
  return `${DATE_TIME.format(new Date(iso))} (${PLATFORM_TIME_ZONE_NAME})`;
}

/** A receipt's date: the platform's day with its zone named, as the web receipt and the statement write it. */
export function receiptDate(iso: string | Date): string {
  return `${longDate(iso)} (${PLATFORM_TIME_ZONE_NAME})`;
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

const C = EMAIL_COLORS;
const FONT = "font-family:-apple-system,'Segoe UI',Roboto,Arial,sans-serif;";
// Paragraphs take the font of the cell they are in (every client, Outlook included, passes a cell's font to its
// paragraphs; only nested tables need it again): written once per cell, not on every paragraph, a receipt's
// HTML is a fifth smaller, and each gift's mail costs less to store, encode and send.
const P = `margin:0 0 16px;font-size:16px;line-height:1.5;color:${C.text};`;
const SMALL = `margin:0 0 16px;font-size:14px;line-height:1.5;color:${C.textSecondary};`;
const LINK = `color:${C.navy};text-decoration:underline;`;
/** A table that only lays out (no borders, no spacing, ignored by screen readers). */
const layoutTable = (attributes: string, rows: string) =>
  `<table role="presentation" cellpadding="0" cellspacing="0" border="0" ${attributes}>${rows}</table>`;

function blockHtml(block: Block): string {
  switch (block.kind) {
    case 'paragraph':
      return paragraphsHtml(block.text, P);
    case 'small':
      return paragraphsHtml(block.text, SMALL);
    case 'quote':
      return layoutTable(
        'width="100%" style="margin:0 0 16px;"',
        `<tr><td style="border-left:4px solid ${C.gold};background:${C.quote};padding:12px 16px 0;">${paragraphsHtml(block.text, P)}</td></tr>`,
      );
    case 'action':
      // A button that survives Outlook (a colored cell around the link) with its address written out beneath it.
      return `${layoutTable(
        'style="margin:8px 0 12px;"',
        `<tr><td bgcolor="${C.navy}" style="background:${C.navy};border-radius:8px;"><a href="${escape(block.url)}" style="display:inline-block;padding:12px 20px;${FONT}font-size:16px;font-weight:600;line-height:1.25;color:${C.onNavy};text-decoration:none;border-radius:8px;">${escape(block.label)}</a></td></tr>`,
      )}
<p style="margin:0 0 20px;font-size:13px;line-height:1.5;color:${C.textSecondary};word-break:break-all;">Or open this address: <a href="${escape(block.url)}" style="${LINK}">${escape(block.url)}</a></p>`;
    case 'details':
      // A data table (labels as row headers), so not a presentation one.
      return `<table cellpadding="0" cellspacing="0" border="0" width="100%" style="margin:0 0 16px;border-collapse:collapse;">${block.rows
        .map(
          ([label, value]) =>
            `<tr><th scope="row" align="left" valign="top" style="${FONT}padding:8px 12px 8px 0;font-size:15px;font-weight:600;color:${C.textSecondary};border-bottom:1px solid ${C.rule};">${escape(label)}</th><td valign="top" style="${FONT}padding:8px 0;font-size:15px;color:${C.text};border-bottom:1px solid ${C.rule};">${escape(value)}</td></tr>`,
        )
        .join('\n')}</table>`;
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

/**
 * The brand on top: a navy band with the mark and the name beside it, a gold rule below. The name is live text
 * (white on navy), so with images blocked (Outlook's default, many corporate filters) the brand still reads in
 * full; the mark is then only missing, never a broken box with a caption, as its alt is empty (it says nothing
 * the name beside it does not, and a screen reader does not read the name twice).
 */
function brandHtml(layout: MailLayout): string {
  return `<tr><td bgcolor="${C.navy}" style="background:${C.navy};padding:16px 24px;border-radius:8px 8px 0 0;">${layoutTable(
    '',
    `<tr><td valign="middle" style="padding:0 12px 0 0;"><a href="${escape(layout.siteUrl)}" style="text-decoration:none;"><img src="${escape(layout.brandMarkUrl)}" width="32" height="32" alt="" style="display:block;border:0;outline:none;width:32px;height:32px;"></a></td><td valign="middle" style="${FONT}font-size:20px;font-weight:700;line-height:1.2;color:${C.onNavy};"><a href="${escape(layout.siteUrl)}" style="color:${C.onNavy};text-decoration:none;">${PRODUCT_NAME}</a></td></tr>`,
  )}</td></tr>
<tr><td bgcolor="${C.gold}" style="background:${C.gold};height:4px;line-height:4px;font-size:0;">&nbsp;</td></tr>`;
}

/** A queued message as it is sent: its description laid out (a message queued before descriptions were kept is sent as it was rendered then). */
export function layOut(body: MessageBody, layout: MailLayout): MailContent {
  return 'description' in body ? render(body.description, layout) : body.rendered;
}

/** Renders a description in the layout: HTML and plain text carry the same words and links. */
export function render(message: MessageDescription, layout: MailLayout): MailContent {
  const footnote = message.footnote
    ? `<p style="margin:0 0 12px;font-size:14px;line-height:1.5;color:${C.textSecondary};">${escape(message.footnote.text)}${
        message.footnote.link ? ` <a href="${escape(message.footnote.link.url)}" style="${LINK}">${escape(message.footnote.link.label)}</a>` : ''
      }</p>`
    : '';
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="light"><meta name="supported-color-schemes" content="light"><title>${escape(message.subject)}</title></head>
<body style="margin:0;padding:0;background:${C.page};${FONT}">
${layoutTable(
  `width="100%" bgcolor="${C.page}" style="background:${C.page};"`,
  `<tr><td align="center" style="padding:24px 12px;">
${layoutTable(
  'width="600" style="width:100%;max-width:600px;"',
  `${brandHtml(layout)}
<tr><td bgcolor="${C.card}" style="background:${C.card};padding:28px 24px 12px;border-radius:0 0 8px 8px;${FONT}">
<p style="${P}">${escape(message.greeting)}</p>
${message.blocks.map(blockHtml).join('\n')}
</td></tr>
<tr><td style="padding:20px 24px 0;${FONT}">
${footnote}<p style="margin:0;font-size:13px;line-height:1.5;color:${C.textSecondary};"><a href="${escape(layout.siteUrl)}" style="${LINK}">${PRODUCT_NAME}</a> · ${escape(FOOTER_ADDRESS)}</p>
</td></tr>`,
)}
</td></tr>`,
)}
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
    `${PRODUCT_NAME} · ${layout.siteUrl}`,
    FOOTER_ADDRESS,
    '',
  ].join('\n');
  return { subject: message.subject, text, html, oneClickUnsubscribeUrl: message.oneClickUnsubscribeUrl ?? null };
}

/**
 * How a message opens: by the person's first name ("Dear Ruth,"); a member who gave none is greeted by the
 * username they chose; someone we know no name of (an old guest gift) is greeted plainly.
 */
export function greet(firstName: string | null | undefined, username?: string | null): string {
  const name = firstName?.trim() || username?.trim();
  return name ? `Dear ${name},` : 'Hello,';
}
