/** Whether a campaign may receive a gift now, and what a receipt names it (from fundraising). */
export interface DonatableCampaign {
  id: string;
  slug: string;
  title: string;
  /** Whether the campaign has noted a started gift already (then a new one need not be announced). */
  giftsStarted: boolean;
}

export interface CampaignCatalog {
  /** Throws the fundraising context's own error when the campaign is missing or not taking gifts. */
  requireDonatable(campaignId: string): Promise<DonatableCampaign>;
  /** The campaign's owner, or null when there is no such campaign. */
  ownerOf(campaignId: string): Promise<string | null>;
  /** The organization whose campaign it is (its payouts go to the organization's account), or null. */
  organizationOf(campaignId: string): Promise<string | null>;
  summaries(ids: string[]): Promise<Map<string, { title: string; slug: string }>>;
  /** Of these campaigns, those that will never take a gift again (archived, ended, gone). */
  closedAmong(ids: string[]): Promise<string[]>;
}
export const CAMPAIGN_CATALOG = Symbol('CampaignCatalog');
