export const CAMPAIGN_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];
