/** The creator-hub context's public door. Other contexts import from here only. */
export { CreatorHubModule } from './creator-hub.module.js';
export { SponsorshipApplications } from './application/sponsorship-applications.facade.js';
export type {
  ApplicationCounts,
  ApplicationStatus,
  SponsorshipApplicationView,
} from './application/sponsorship-application.read-model.js';
export { CreatorData } from './application/creator-data.service.js';

export interface SponsorshipReviewedV1 {
  applicationId: string;
  applicantId: string;
  reviewedBy: string;
  reviewedAt: string;
  /** The moderator's optional reason (rejections; null for approvals). */
  reason: string | null;
}

export interface SponsorshipAppliedV1 {
  applicationId: string;
  applicantId: string;
  name: string;
  submittedAt: string;
}

declare module '../../shared-kernel/application/integration-events.js' {
  interface IntegrationEventMap {
    'creator-hub.sponsorship-applied.v1': SponsorshipAppliedV1;
    'creator-hub.sponsorship-approved.v1': SponsorshipReviewedV1;
    'creator-hub.sponsorship-rejected.v1': SponsorshipReviewedV1;
  }
}
