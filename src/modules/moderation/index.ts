/** The moderation context's public door. Other contexts import from here only. */
export { ModerationModule } from './moderation.module.js';
export { DecideOnCampaign } from './application/decide-on-campaign.use-case.js';
export { DecideOnCampaignUpdate } from './application/decide-on-campaign-update.use-case.js';
export { DecideOnOrganization } from './application/decide-on-organization.use-case.js';

/** A moderator's decision on a campaign or a sponsorship application; the owning context applies it. */
export interface CampaignDecisionV1 {
  campaignId: string;
  decidedBy: string;
  decidedAt: string;
  /** The moderator's optional reason (rejections). */
  reason: string | null;
  /** For a decision on an owner's edit: when the edit the moderator saw was submitted (a later edit is not decided by it). */
  revisionSubmittedAt: string | null;
}
/** A moderator's decision on an organizer's campaign update; fundraising applies it. */
export interface CampaignUpdateDecisionV1 {
  updateId: string;
  decidedBy: string;
  decidedAt: string;
  /** The moderator's reason (required for rejections). */
  reason: string | null;
}
export interface ApplicationDecisionV1 {
  applicationId: string;
  decidedBy: string;
  decidedAt: string;
  reason: string | null;
}

/** A moderator's decision on a registered organization; the organizations context applies it. */
export interface OrganizationDecisionV1 {
  organizationId: string;
  decidedBy: string;
  decidedAt: string;
  /** The moderator's reason (required for rejections). */
  reason: string | null;
}

declare module '../../shared-kernel/application/integration-events.js' {
  interface IntegrationEventMap {
    'moderation.campaign-approved.v1': CampaignDecisionV1;
    'moderation.campaign-rejected.v1': CampaignDecisionV1;
    'moderation.campaign-removed.v1': CampaignDecisionV1;
    /** A moderator approved / rejected the owner's edit of an approved campaign. */
    'moderation.campaign-revision-approved.v1': CampaignDecisionV1;
    'moderation.campaign-revision-rejected.v1': CampaignDecisionV1;
    /** A moderator approved / rejected an organizer's campaign update (public and mailed only once approved). */
    'moderation.campaign-update-approved.v1': CampaignUpdateDecisionV1;
    'moderation.campaign-update-rejected.v1': CampaignUpdateDecisionV1;
    'moderation.application-approved.v1': ApplicationDecisionV1;
    'moderation.application-rejected.v1': ApplicationDecisionV1;
    /** A moderator verified / rejected a registered organization. */
    'moderation.organization-verified.v1': OrganizationDecisionV1;
    'moderation.organization-rejected.v1': OrganizationDecisionV1;
  }
}
