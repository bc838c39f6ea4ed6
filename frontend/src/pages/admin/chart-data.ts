import { formatCount, formatMoney } from '../../lib/format';
import type { Charts } from './admin-api';

const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const longDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

function utcDay(day: string): Date | null {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** '2026-11-22' -> 'Nov 22' (the server's calendar day, not shifted by the viewer's time zone). */
export function shortDay(day: string): string {
  const date = utcDay(day);
  return date ? shortDate.format(date) : day;
}

/** '2026-11-22' -> 'Nov 22, 2026'. */
export function longDay(day: string): string {
  const date = utcDay(day);
  return date ? longDate.format(date) : day;
}

const statusNames: Record<string, string> = { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' };
export function statusName(status: string): string {
  return statusNames[status] ?? status;
}

/** Sentences that say what each chart shows, for screen readers (and the empty notes on screen). */
export function giftsSummary(data: Charts['giftsPerDay']): string {
  const count = data.reduce((sum, d) => sum + d.count, 0);
  const amount = data.reduce((sum, d) => sum + d.amount, 0);
  if (count === 0) return `No gifts in the last ${data.length} days.`;
  const busiest = data.reduce((best, d) => (d.amount > best.amount ? d : best), data[0]);
  return (
    `${formatCount(count)} ${count === 1 ? 'gift' : 'gifts'} totalling ${formatMoney(amount)} in the last ${data.length} days, ` +
    `on ${data.filter((d) => d.count > 0).length} of them. Busiest day: ${longDay(busiest.day)}, ${formatMoney(busiest.amount)} from ` +
    `${formatCount(busiest.count)} ${busiest.count === 1 ? 'gift' : 'gifts'}.`
  );
}

export function statusSummary(data: Charts['campaignsByStatus']): string {
  const total = data.reduce((sum, d) => sum + d.count, 0);
  if (total === 0) return 'No campaigns yet.';
  return `${formatCount(total)} ${total === 1 ? 'campaign' : 'campaigns'}: ${data
    .filter((d) => d.count > 0)
    .map((d) => `${formatCount(d.count)} ${statusName(d.status).toLowerCase()}`)
    .join(', ')}.`;
}

export function membersSummary(data: Charts['newMembersPerWeek']): string {
  const total = data.reduce((sum, d) => sum + d.count, 0);
  if (total === 0) return `No new members in the last ${data.length} weeks.`;
  return `${formatCount(total)} new ${total === 1 ? 'member' : 'members'} in the last ${data.length} weeks.`;
}
