import type { GivingStatement } from '../../application/giving-statements.queries.js';
import { csvOf, isoDay } from './statement-format.js';

const dollars = (cents: number) => (cents / 100).toFixed(2);

export const STATEMENT_CSV_HEADER = ['Date', 'Type', 'Description', 'Gift', 'Tip', 'Amount', 'Status', 'Reference'];

/**
 * One row per gift (per fund's part of a gift to an organization), per processing fee a donor covered and per
 * membership payment, oldest first: Date (YYYY-MM-DD), Type (gift, fee covered or membership), Description (the
 * campaign; the organization, its EIN and the fund; the gift whose fee was covered; or the membership), Gift, Tip,
 * Amount (gift + tip, the fee covered, or the membership payment), Status (completed, refunded, paid), Reference (the
 * payment's id).
 */
export function givingStatementCsv(statement: GivingStatement): string {
  const tz = statement.timeZone;
  const rows: string[][] = [STATEMENT_CSV_HEADER];
  const entries = [
    ...statement.gifts.map((g) => ({
      date: g.date,
      cells: [isoDay(g.date, tz), 'gift', g.campaignTitle, dollars(g.giftCents), dollars(g.tipCents), dollars(g.giftCents + g.tipCents), g.refunded ? 'refunded' : 'completed', g.reference],
    })),
    // A gift to an organization: a row per fund's part, named with the organization and its EIN; its tip on the first.
    ...statement.organizations.flatMap((o) =>
      o.gifts.flatMap((g) =>
        g.parts.map((p, i) => ({
          date: g.date,
          cells: [
            isoDay(g.date, tz),
            'gift',
            `${o.name} (EIN ${o.ein}): ${p.fundName}`,
            dollars(p.cents),
            dollars(i === 0 ? g.tipCents : 0),
            dollars(p.cents + (i === 0 ? g.tipCents : 0)),
            g.refunded ? 'refunded' : 'completed',
            g.reference,
          ],
        })),
      ),
    ),
    // A processing fee the donor covered: a row of its own (a contribution to Faith Collective, which pays the fee).
    ...[...statement.gifts.map((g) => ({ g, to: g.campaignTitle })), ...statement.organizations.flatMap((o) => o.gifts.map((g) => ({ g, to: o.name })))]
      .filter(({ g }) => g.feeCoveredCents > 0)
      .map(({ g, to }) => ({
        date: g.date,
        cells: [isoDay(g.date, tz), 'fee covered', `Processing fee you covered: ${to}`, '', '', dollars(g.feeCoveredCents), g.refunded ? 'refunded' : 'completed', g.reference],
      })),
    ...statement.memberships.map((m) => ({
      date: m.date,
      cells: [isoDay(m.date, tz), 'membership', m.description, '', '', dollars(m.amountCents), 'paid', m.reference],
    })),
  ].sort((a, b) => a.date.getTime() - b.date.getTime());
  rows.push(...entries.map((e) => e.cells));
  return csvOf(rows);
}
