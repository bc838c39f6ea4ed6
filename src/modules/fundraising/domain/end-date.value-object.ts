import { dayIn, isTimeZone, utcOffsetMs } from '../../../shared-kernel/domain.js';
import { CampaignErrors } from './campaign.errors.js';

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
    let moment = wall - utcOffsetMs(new Date(wall), timeZone);
    moment = wall - utcOffsetMs(new Date(moment), timeZone);
    return EndDate.after(new Date(moment), now, timeZone);
  }
}
