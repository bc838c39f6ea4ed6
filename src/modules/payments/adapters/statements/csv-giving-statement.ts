import type { GivingStatement } from '../../application/giving-statements.queries.js';
import { isoDay } from './statement-format.js';

const dollars = (cents: number) => (cents / 100).toFixed(2);

/** A cell as a spreadsheet reads it safely: quoted when needed, and never taken for a formula. */
function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export const STATEMENT_CSV_HEADER = ['Date', 'Type', 'Description', 'Gift', 'Tip', 'Amount', 'Status', 'Reference'];

/**
 * One row per gift and per membership payment, oldest first: Date (YYYY-MM-DD), Type (gift or
 * membership), Description (the campaign, or the membership), Gift, Tip, Amount (gift + tip, or the
 * membership payment), Status (completed, refunded, paid), Reference (the payment's id).
 */
export function givingStatementCsv(statement: GivingStatement): string {
  const tz = statement.timeZone;
  const rows: string[][] = [STATEMENT_CSV_HEADER];
  const entries = [
    ...statement.gifts.map((g) => ({
      date: g.date,
      cells: [isoDay(g.date, tz), 'gift', g.campaignTitle, dollars(g.giftCents), dollars(g.tipCents), dollars(g.giftCents + g.tipCents), g.refunded ? 'refunded' : 'completed', g.reference],
    })),
    ...statement.memberships.map((m) => ({
      date: m.date,
      cells: [isoDay(m.date, tz), 'membership', m.description, '', '', dollars(m.amountCents), 'paid', m.reference],
    })),
  ].sort((a, b) => a.date.getTime() - b.date.getTime());
  rows.push(...entries.map((e) => e.cells));
  return `${rows.map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}
