import { CampaignErrors } from './campaign.errors.js';

/** What a campaign is called: 5 to 120 characters once trimmed. */
export class CampaignTitle {
  static readonly MIN_LENGTH = 5;
  static readonly MAX_LENGTH = 120;

  private constructor(readonly value: string) {}

  static of(text: string): CampaignTitle {
    const value = text.trim();
    if (value.length < CampaignTitle.MIN_LENGTH) throw CampaignErrors.titleTooShort();
    if (value.length > CampaignTitle.MAX_LENGTH) throw CampaignErrors.titleTooLong();
    return new CampaignTitle(value);
  }
}
