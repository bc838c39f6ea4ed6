/** The fundraising context's public door. Other contexts import from here only. */
export { FundraisingModule } from './fundraising.module.js';
export { CampaignQueries } from './application/campaign.queries.js';
export { CampaignDonations } from './application/campaign-donations.queries.js';
export { CampaignUpdates } from './application/campaign-updates.use-case.js';
export type { CampaignUpdateState, CampaignUpdateStatus } from './domain/campaign-update.aggregate.js';
export { CampaignPrayers } from './application/campaign-prayers.use-case.js';
export { CreateCampaign, type CreateCampaignCommand } from './application/create-campaign.use-case.js';
export { OrganizationCampaigns } from './application/organization-campaigns.facade.js';
export { CAMPAIGN_READ_MODEL, type CampaignReadModel, type CampaignRevisionView, type CampaignView } from './application/campaign.read-model.js';

export interface CampaignReviewedV1 {
  campaignId: string;
  ownerId: string;
  title: string;
  reviewedBy: string;
  reviewedAt: string;
  /** The moderator's optional reason (rejections; null for approvals). */
  reason: string | null;
}

/** The organizer posted news of their campaign: it waits for a moderator's review (moderation queues it). */
export interface CampaignUpdatePostedV1 {
  updateId: string;
  campaignId: string;
  authorId: string;
  title: string;
  body: string;
  image: string | null;
  postedAt: string;
}

/** A moderator approved the organizer's update: it is public, and its donors who did not opt out may be told. */
export interface CampaignUpdatePublishedV1 extends CampaignUpdatePostedV1 {
  publishedAt: string;
}

declare module '../../shared-kernel/application/integration-events.js' {
  interface IntegrationEventMap {
    /** A new campaign waits for review (moderation builds its queue from this). */
    'fundraising.campaign-submitted.v1': { campaignId: string; ownerId: string; title: string; submittedAt: string };
    'fundraising.campaign-approved.v1': CampaignReviewedV1;
    'fundraising.campaign-rejected.v1': CampaignReviewedV1;
    'fundraising.campaign-deleted.v1': { campaignId: string; title: string; deletedBy: string; byModerator: boolean };
    /** Taken down while holding gifts: archived instead of deleted (not public, no more gifts, books kept). */
    'fundraising.campaign-archived.v1': { campaignId: string; title: string; archivedBy: string; byModerator: boolean; archivedAt: string };
    /** The organizer posted an update: it waits for review (moderation queues it as "Update to <campaign title>"). */
    'fundraising.campaign-update-posted.v1': CampaignUpdatePostedV1;
    /** A moderator approved the update: public now, and mailed to the campaign's donors (at most one update email a day). */
    'fundraising.campaign-update-published.v1': CampaignUpdatePublishedV1;
    /** The owner edited an approved campaign: the edit waits for review (moderation reopens the campaign's case). */
    'fundraising.campaign-revision-submitted.v1': { campaignId: string; ownerId: string; title: string; fields: string[]; submittedAt: string };
    /** A moderator's approval of the owner's edit took effect: it is public now (`title` is the edit's). */
    'fundraising.campaign-revision-approved.v1': CampaignReviewedV1;
    /** A moderator's rejection of the owner's edit took effect: the edit was dropped, the approved version stays (`title` is its). */
    'fundraising.campaign-revision-rejected.v1': CampaignReviewedV1;
  }
}
