import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { CreatorHubModule } from '../creator-hub/index.js';
import { FundraisingModule } from '../fundraising/index.js';
import { IdentityModule } from '../identity/index.js';
import { OrganizationsModule } from '../organizations/index.js';
import { ADMINISTRATOR_DIRECTORY } from './application/administrator-directory.port.js';
import { APPLICATION_CATALOG } from './application/application-catalog.port.js';
import { AUDIT_TRAIL } from './application/audit-trail.port.js';
import { CAMPAIGN_CATALOG } from './application/campaign-catalog.port.js';
import { CAMPAIGN_UPDATE_CATALOG } from './application/campaign-update-catalog.port.js';
import { DecideOnCampaignUpdate } from './application/decide-on-campaign-update.use-case.js';
import { DecideOnApplication } from './application/decide-on-application.use-case.js';
import { DecideOnCampaign } from './application/decide-on-campaign.use-case.js';
import { DecideOnOrganization } from './application/decide-on-organization.use-case.js';
import { ORGANIZATION_CATALOG } from './application/organization-catalog.port.js';
import { ModerationEventConsumers } from './application/moderation.event-consumers.js';
import { ModerationEventRoutes } from './application/moderation.event-routes.js';
import { ModerationQueries } from './application/moderation.queries.js';
import { OpenReviewCase } from './application/open-review-case.use-case.js';
import { ReopenReviewCaseForRevision } from './application/reopen-review-case-for-revision.use-case.js';
import { REVIEW_QUEUE_READ_MODEL } from './application/review-queue.read-model.js';
import { WithdrawReviewCase } from './application/withdraw-review-case.use-case.js';
import { REVIEW_CASE_REPOSITORY } from './domain/review-case.repository.js';
import { CreatorHubApplicationCatalog } from './adapters/creator-hub/creator-hub-application-catalog.js';
import { FundraisingCampaignCatalog } from './adapters/fundraising/fundraising-campaign-catalog.js';
import { FundraisingCampaignUpdateCatalog } from './adapters/fundraising/fundraising-campaign-update-catalog.js';
import { AdminCampaignUpdatesController } from './adapters/http/admin-campaign-updates.controller.js';
import { AdminApplicationsController } from './adapters/http/admin-applications.controller.js';
import { AdminAuditController } from './adapters/http/admin-audit.controller.js';
import { AdminCampaignsController } from './adapters/http/admin-campaigns.controller.js';
import { AdminOrganizationsController } from './adapters/http/admin-organizations.controller.js';
import { OrganizationsOrganizationCatalog } from './adapters/organizations/organizations-organization-catalog.js';
import { IdentityAdministratorDirectory } from './adapters/identity/identity-administrator-directory.js';
import { MikroOrmReviewCaseRepository } from './adapters/persistence/mikro-orm-review-case.repository.js';
import { ReviewCaseSchema } from './adapters/persistence/review-case.schema.js';
import { SqlAuditTrail } from './adapters/persistence/sql-audit-trail.js';
import { SqlReviewQueueReadModel } from './adapters/persistence/sql-review-queue.read-model.js';

/** Moderation: the review queue, administrators' decisions on campaigns, campaign updates, applications and organizations, and the audit trail. */
@Module({
  imports: [MikroOrmModule.forFeature([ReviewCaseSchema]), FundraisingModule, CreatorHubModule, OrganizationsModule, IdentityModule],
  controllers: [AdminCampaignsController, AdminCampaignUpdatesController, AdminApplicationsController, AdminOrganizationsController, AdminAuditController],
  providers: [
    { provide: REVIEW_CASE_REPOSITORY, useClass: MikroOrmReviewCaseRepository },
    { provide: REVIEW_QUEUE_READ_MODEL, useClass: SqlReviewQueueReadModel },
    { provide: AUDIT_TRAIL, useClass: SqlAuditTrail },
    { provide: CAMPAIGN_CATALOG, useClass: FundraisingCampaignCatalog },
    { provide: CAMPAIGN_UPDATE_CATALOG, useClass: FundraisingCampaignUpdateCatalog },
    { provide: APPLICATION_CATALOG, useClass: CreatorHubApplicationCatalog },
    { provide: ADMINISTRATOR_DIRECTORY, useClass: IdentityAdministratorDirectory },
    { provide: ORGANIZATION_CATALOG, useClass: OrganizationsOrganizationCatalog },
    DecideOnCampaign,
    DecideOnApplication,
    DecideOnOrganization,
    DecideOnCampaignUpdate,
    OpenReviewCase,
    ReopenReviewCaseForRevision,
    WithdrawReviewCase,
    ModerationQueries,
    ModerationEventRoutes,
    ModerationEventConsumers,
  ],
  exports: [DecideOnCampaign, DecideOnCampaignUpdate],
})
export class ModerationModule {}
