import { PLATFORM_TIME_ZONE } from '../../../../shared-kernel/domain.js';
import type { GivingReport } from '../../application/organization-giving.queries.js';
import { csvOf, isoDay } from './statement-format.js';

export const ORGANIZATION_GIVING_CSV_HEADER = ['Date', 'Donor', 'Email', 'Fund', 'Amount', 'Method', 'Status', 'Reference'];

/**
 * One row per fund's part of a gift, oldest first: Date (YYYY-MM-DD, Central Time), Donor, Email (empty for an
 * anonymous gift), Fund, Amount (the part, in dollars), Method (card, or monthly for a month of a monthly gift),
 * Status (completed or refunded), Reference (the payment's id).
 */
export function organizationGivingCsv(report: GivingReport): string {
  return csvOf([
    ORGANIZATION_GIVING_CSV_HEADER,
    ...report.lines.map((l) => [isoDay(l.date, PLATFORM_TIME_ZONE), l.donorName, l.donorEmail ?? '', l.fundName, (l.cents / 100).toFixed(2), l.method, l.status, l.reference]),
  ]);
}
