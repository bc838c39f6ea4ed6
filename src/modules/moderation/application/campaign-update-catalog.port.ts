/** An organizer's campaign update as a moderator reviews it (fundraising's data, read through its public API). */
export interface ModeratedCampaignUpdate {
  id: string;
  campaignId: string;
  authorId: string;
  title: string;
  body: string;
  image: string | null;
  postedAt: Date;
  status: 'pending' | 'approved' | 'rejected';
}

/** Where moderation reads campaign updates from (fundraising). */
export interface CampaignUpdateCatalog {
  find(id: string): Promise<ModeratedCampaignUpdate | null>;
  /** These updates in this order; those that no longer exist (deleted with their campaign) are left out. */
  inOrder(ids: string[]): Promise<ModeratedCampaignUpdate[]>;
}
export const CAMPAIGN_UPDATE_CATALOG = Symbol('CampaignUpdateCatalog');
