import { CampaignErrors } from './campaign.errors.js';

/** The campaign's story: 20 to 10,000 characters once trimmed. */
export class CampaignDescription {
  static readonly MIN_LENGTH = 20;
  static readonly MAX_LENGTH = 10_000;

  private constructor(readonly value: string) {}

  static of(text: string): CampaignDescription {
    const value = text.trim();
    if (value.length < CampaignDescription.MIN_LENGTH) throw CampaignErrors.descriptionTooShort();
    if (value.length > CampaignDescription.MAX_LENGTH) throw CampaignErrors.descriptionTooLong();
    return new CampaignDescription(value);
  }
}
