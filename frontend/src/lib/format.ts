const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const wholeUsd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
/**
 * The platform's time zone (the server's PLATFORM_TIME_ZONE; a unit test keeps them equal). Every moment the
 * app shows as a date (a gift, a payout, a campaign's creation) is that day in Nashville, as the emails, the
 * receipts and the statements write it: one gift has one date everywhere, wherever the reader is.
 */
export const PLATFORM_TIME_ZONE = 'America/Chicago';
/** How receipts name that zone. */
export const PLATFORM_TIME_ZONE_NAME = 'Central Time';

const usDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: PLATFORM_TIME_ZONE });

/** Money in USD, two decimals, US formatting: 1234.5 -> "$1,234.50". Strings (decimals from the API) are accepted. */
export function formatMoney(amount: number | string | null | undefined): string {
  const value = typeof amount === 'string' ? Number.parseFloat(amount) : (amount ?? 0);
  return usd.format(Number.isFinite(value) ? value : 0);
}

/** Whole dollars, rounded and grouped: 12345.67 -> "$12,346" (statistics). */
export function formatWholeDollars(amount: number | null | undefined): string {
  return wholeUsd.format(Math.round(amount ?? 0));
}

/** A count rounded and grouped: 12345 -> "12,345". */
export function formatCount(count: number | null | undefined): string {
  return grouped.format(Math.round(count ?? 0));
}

/** A moment's date in US English, in the platform's zone: "Jan 5, 2025". Returns '' for a missing or invalid date. */
export function formatDate(value: string | number | Date | null | undefined): string {
  if (value == null || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : usDate.format(date);
}

const usDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/**
 * A calendar day (YYYY-MM-DD) as "Mar 31, 2027", the same wherever the reader is: a campaign's end day is the
 * organizer's day, not shifted into the reader's time zone. Falls back to the moment when there is no day.
 */
export function formatDay(day: string | null | undefined, moment?: string | null): string {
  const match = day ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(day) : null;
  if (!match) return formatDate(moment);
  return usDay.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12)));
}

/** Counts of 1,000 and up abbreviated with one decimal: 999 -> "999", 1000 -> "1.0K", 2500000 -> "2.5M". */
export function abbreviateCount(count: number | string | null | undefined): string {
  const value = typeof count === 'string' ? Number.parseFloat(count) : (count ?? 0);
  if (!Number.isFinite(value)) return '0';
  if (value >= 1_000_000) return `${(value / 1_000_000).toFixed(1)}M`;
  if (value >= 1_000) return `${(value / 1_000).toFixed(1)}K`;
  return String(Math.round(value));
}

/** Cuts text to `max` characters and adds an ellipsis, only when it is longer. */
export function truncate(text: string | null | undefined, max: number): string {
  const value = text ?? '';
  return value.length > max ? `${value.slice(0, max)}...` : value;
}
