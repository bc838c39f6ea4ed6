import { CampaignErrors } from './campaign.errors.js';

/** An IANA time zone this runtime knows (America/Los_Angeles, Europe/Berlin, UTC). */
export function isTimeZone(zone: unknown): zone is string {
  if (typeof zone !== 'string' || zone === '' || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The calendar day (YYYY-MM-DD) of a moment where `timeZone` is. */
export function dayIn(moment: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(moment);
}

/** How far `timeZone`'s wall clock is ahead of UTC at `moment`, in milliseconds. */
function offsetMs(moment: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(moment);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wallAsUtc = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return wallAsUtc - Math.floor(moment.getTime() / 1000) * 1000;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * When a campaign stops taking gifts: the end of the day the organiser chose, where the organiser is. Stored as
 * that moment plus the organiser's time zone, so everyone is shown the organiser's day (Mar 31 in Los Angeles is
 * Mar 31 for a viewer in Berlin too), and gifts are taken until 23:59:59 of it in Los Angeles.
 */
export class EndDate {
  private constructor(
    readonly value: Date,
    readonly timeZone: string,
  ) {}

  /** The organiser's chosen day, YYYY-MM-DD. */
  get day(): string {
    return dayIn(this.value, this.timeZone);
  }

  /** A moment given by the organiser (an ISO date-time), read in their time zone (UTC when none is given). */
  static after(date: Date, now: Date, timeZone = 'UTC'): EndDate {
    if (Number.isNaN(date.getTime()) || !isTimeZone(timeZone)) throw CampaignErrors.invalidEndDate();
    if (date.getTime() <= now.getTime()) throw CampaignErrors.endDateInPast();
    return new EndDate(date, timeZone);
  }

  /** 23:59:59 of a calendar day (YYYY-MM-DD) where the organiser is. */
  static endOfDay(day: string, timeZone: string, now: Date): EndDate {
    const match = DAY.exec(day);
    if (!match || !isTimeZone(timeZone)) throw CampaignErrors.invalidEndDate();
    const [, y, m, d] = match.map(Number) as [number, number, number, number];
    const wall = Date.UTC(y, m - 1, d, 23, 59, 59);
    if (Number.isNaN(wall) || new Date(Date.UTC(y, m - 1, d)).getUTCDate() !== d) throw CampaignErrors.invalidEndDate();
    // The wall clock's offset at the answer itself (daylight saving may change it during the day).
    let moment = wall - offsetMs(new Date(wall), timeZone);
    moment = wall - offsetMs(new Date(moment), timeZone);
    return EndDate.after(new Date(moment), now, timeZone);
  }
}
