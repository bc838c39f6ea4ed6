import { Module } from '@nestjs/common';
import { FundraisingModule } from '../fundraising/index.js';
import { IdentityModule } from '../identity/index.js';
import { CAMPAIGN_DESK } from './application/campaign-desk.port.js';
import { StartOrganizationCampaign } from './application/organization-campaigns.use-case.js';
import { UpdateOrganizationProfile } from './application/update-profile.use-case.js';
import { FundraisingCampaignDesk } from './adapters/fundraising/fundraising-campaign-desk.js';
import { ChangeOrganization } from './application/change-organization.use-case.js';
import { ManageFunds } from './application/manage-funds.use-case.js';
import { ManageTeam } from './application/manage-team.use-case.js';
import { MEMBER_DIRECTORY } from './application/member-directory.port.js';
import { OnAccountClosed } from './application/on-account-closed.handler.js';
import { OnOrganizationDecided } from './application/on-organization-decided.handler.js';
import { ORGANIZATION_READ_MODEL } from './application/organization.read-model.js';
import { OrganizationQueries } from './application/organization.queries.js';
import { OrganizationRegistry } from './application/organization-registry.facade.js';
import { OrganizationsEventRoutes } from './application/organizations.event-routes.js';
import { RegisterOrganization } from './application/register-organization.use-case.js';
import { ORGANIZATION_REPOSITORY } from './domain/organization.repository.js';
import { OrganizationFundsController } from './adapters/http/organization-funds.controller.js';
import { OrganizationQrController } from './adapters/http/organization-qr.controller.js';
import { OrganizationTeamController } from './adapters/http/organization-team.controller.js';
import { OrganizationsController } from './adapters/http/organizations.controller.js';
import { UserOrganizationsController } from './adapters/http/user-organizations.controller.js';
import { IdentityMemberDirectory } from './adapters/identity/identity-member-directory.js';
import { SqlOrganizationReadModel } from './adapters/persistence/sql-organization.read-model.js';
import { SqlOrganizationRepository } from './adapters/persistence/sql-organization.repository.js';

/** Organizations: churches, ministries and nonprofits, their verification status, their teams and their funds. */
@Module({
  imports: [IdentityModule, FundraisingModule],
  controllers: [OrganizationsController, OrganizationTeamController, OrganizationFundsController, OrganizationQrController, UserOrganizationsController],
  providers: [
    { provide: ORGANIZATION_REPOSITORY, useClass: SqlOrganizationRepository },
    { provide: ORGANIZATION_READ_MODEL, useClass: SqlOrganizationReadModel },
    { provide: MEMBER_DIRECTORY, useClass: IdentityMemberDirectory },
    { provide: CAMPAIGN_DESK, useClass: FundraisingCampaignDesk },
    StartOrganizationCampaign,
    UpdateOrganizationProfile,
    RegisterOrganization,
    ChangeOrganization,
    ManageTeam,
    ManageFunds,
    OrganizationQueries,
    OrganizationRegistry,
    OnOrganizationDecided,
    OnAccountClosed,
    OrganizationsEventRoutes,
  ],
  exports: [OrganizationRegistry],
})
export class OrganizationsModule {}
