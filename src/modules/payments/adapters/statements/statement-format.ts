import { dayIn, PLATFORM_TIME_ZONE, PLATFORM_TIME_ZONE_NAME, usDateIn } from '../../../../shared-kernel/domain.js';

/** How statements write money and dates: US dollars with cents, US dates in the organization's time zone. */
export function usd(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  return `${sign}$${(Math.abs(cents) / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

export function usDate(date: Date, timeZone: string): string {
  return usDateIn(date, timeZone);
}

/** YYYY-MM-DD in the time zone (for spreadsheets). */
export function isoDay(date: Date, timeZone: string): string {
  return dayIn(date, timeZone);
}

/** The zone a statement's dates are in, named for a reader: "Central Time (America/Chicago)". */
export function zoneLabel(timeZone: string): string {
  return timeZone === PLATFORM_TIME_ZONE ? `${PLATFORM_TIME_ZONE_NAME} (${timeZone})` : timeZone;
}
