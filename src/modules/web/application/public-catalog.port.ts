/** A live campaign as the public pages' HTML describes it (link previews, the sitemap). */
export interface PublicCampaign {
  slug: string;
  title: string;
  description: string;
  /** An upload path (/uploads/…) or an absolute https URL; null without a picture. */
  image: string | null;
  updatedAt: Date;
}

/** What the web shell reads from fundraising: one public campaign, and every live one. */
export interface PublicCatalog {
  /** The campaign the public may see at /donate/{slug}; null when it is missing, archived, paused or not approved. */
  campaign(slug: string): Promise<PublicCampaign | null>;
  /** Live campaigns (approved, active, not archived) in the listing's order: all of them, or the first `limit`. */
  liveCampaigns(limit?: number): Promise<PublicCampaign[]>;
}
export const PUBLIC_CATALOG = Symbol('PublicCatalog');
