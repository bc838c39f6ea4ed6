import { Module } from '@nestjs/common';
import { OrganizationCampaigns } from './application/organization-campaigns.facade.js';
import { IdentityModule } from '../identity/index.js';
import { ApplyModerationDecision } from './application/apply-moderation-decision.use-case.js';
import { CampaignDonations } from './application/campaign-donations.queries.js';
import { CampaignPrayers } from './application/campaign-prayers.use-case.js';
import { CampaignUpdates } from './application/campaign-updates.use-case.js';
import { CAMPAIGN_UPDATE_REPOSITORY } from './domain/campaign-update.repository.js';
import { CampaignUpdatesController } from './adapters/http/campaign-updates.controller.js';
import { SqlCampaignUpdateRepository } from './adapters/persistence/sql-campaign-update.repository.js';
import { CampaignQueries } from './application/campaign.queries.js';
import { CAMPAIGN_READ_MODEL, CREATOR_DIRECTORY } from './application/campaign.read-model.js';
import { CreateCampaign } from './application/create-campaign.use-case.js';
import { CreditCampaign } from './application/credit-campaign.use-case.js';
import { DeleteCampaign } from './application/delete-campaign.use-case.js';
import { FundraisingEventConsumers } from './application/fundraising.event-consumers.js';
import { FundraisingEventRoutes } from './application/fundraising.event-routes.js';
import { PublicListingCache } from './application/public-listing.cache.js';
import { UpdateCampaign } from './application/update-campaign.use-case.js';
import { CAMPAIGN_REPOSITORY } from './domain/campaign.repository.js';
import { CAMPAIGN_PRAYERS_REPOSITORY } from './domain/campaign-prayers.repository.js';
import { CampaignPrayersController } from './adapters/http/campaign-prayers.controller.js';
import { SqlCampaignPrayersRepository } from './adapters/persistence/sql-campaign-prayers.repository.js';
import { CampaignsController } from './adapters/http/campaigns.controller.js';
import { UserCampaignsController } from './adapters/http/user-campaigns.controller.js';
import { IdentityCreatorDirectory } from './adapters/identity/identity-creator-directory.js';
import { SqlCampaignRepository } from './adapters/persistence/sql-campaign.repository.js';
import { SqlCampaignReadModel } from './adapters/persistence/sql-campaign.read-model.js';

/** Donation campaigns: creation, editing, moderators' decisions taking effect, gifts credited, browsing and search. */
@Module({
  imports: [IdentityModule],
  controllers: [CampaignsController, UserCampaignsController, CampaignPrayersController, CampaignUpdatesController],
  providers: [
    OrganizationCampaigns,
    { provide: CAMPAIGN_REPOSITORY, useClass: SqlCampaignRepository },
    { provide: CAMPAIGN_READ_MODEL, useClass: SqlCampaignReadModel },
    { provide: CREATOR_DIRECTORY, useClass: IdentityCreatorDirectory },
    { provide: CAMPAIGN_PRAYERS_REPOSITORY, useClass: SqlCampaignPrayersRepository },
    CampaignPrayers,
    { provide: CAMPAIGN_UPDATE_REPOSITORY, useClass: SqlCampaignUpdateRepository },
    CampaignUpdates,
    PublicListingCache,
    CampaignQueries,
    CampaignDonations,
    CreateCampaign,
    UpdateCampaign,
    DeleteCampaign,
    ApplyModerationDecision,
    CreditCampaign,
    FundraisingEventRoutes,
    FundraisingEventConsumers,
  ],
  exports: [CampaignQueries, CampaignDonations, CreateCampaign, CampaignUpdates, OrganizationCampaigns, CAMPAIGN_READ_MODEL],
})
export class FundraisingModule {}
