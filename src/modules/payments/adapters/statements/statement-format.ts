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

/** A CSV cell as a spreadsheet reads it safely: quoted when needed, and never taken for a formula. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Rows as CSV: cells made safe, lines ended by CRLF. */
export function csvOf(rows: string[][]): string {
  return `${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
