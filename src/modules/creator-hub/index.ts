/** The creator-hub context's public door. Other contexts import from here only. */
export { CreatorHubModule } from './creator-hub.module.js';
export { SponsorshipApplications } from './application/sponsorship-applications.js';
export { CreatorData } from './application/creator-data.service.js';
export { toApplicationResponse } from './adapters/http/sponsorship-applications.controller.js';
export { SponsorshipApplicationResponse } from './adapters/http/dto/creator-hub.dto.js';
export { CreatorHubMigration20261122000700 } from './adapters/persistence/migrations/20261122000700-creator-hub.migration.js';

export interface SponsorshipReviewedV1 {
  applicationId: string;
  applicantId: string;
  reviewedBy: string;
  reviewedAt: string;
}

declare module '../../shared-kernel/application/integration-events.js' {
  interface IntegrationEventMap {
    'creator-hub.sponsorship-applied.v1': { applicationId: string; applicantId: string; name: string; submittedAt: string };
    'creator-hub.sponsorship-approved.v1': SponsorshipReviewedV1;
    'creator-hub.sponsorship-rejected.v1': SponsorshipReviewedV1;
  }
}
