/**
 * Who is praying for which campaign: one mark per member and campaign. Toggling is one statement,
 * so a double tap never leaves two marks.
 */
export interface CampaignPrayersRepository {
  /** Adds the member's mark, or takes it away when there is one. True when the member is praying afterwards. */
  toggle(campaignId: string, userId: string, at: Date): Promise<boolean>;
  count(campaignId: string): Promise<number>;
  isPraying(campaignId: string, userId: string): Promise<boolean>;
}
export const CAMPAIGN_PRAYERS_REPOSITORY = Symbol('CampaignPrayersRepository');
