import { CampaignErrors } from './campaign.errors.js';

/** When a campaign stops taking gifts: a real moment, later than when it is set. */
export class EndDate {
  private constructor(readonly value: Date) {}

  static after(date: Date, now: Date): EndDate {
    if (Number.isNaN(date.getTime())) throw CampaignErrors.invalidEndDate();
    if (date.getTime() <= now.getTime()) throw CampaignErrors.endDateInPast();
    return new EndDate(date);
  }
}
