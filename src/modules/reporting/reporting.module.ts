import { Module } from '@nestjs/common';
import { BusinessNetworkModule } from '../business-network/index.js';
import { CreatorHubModule } from '../creator-hub/index.js';
import { FundraisingModule } from '../fundraising/index.js';
import { IdentityModule } from '../identity/index.js';
import { PaymentsModule } from '../payments/index.js';
import { AdminDashboardQueries } from './application/admin-dashboard.queries.js';
import { APPLICATION_FIGURES } from './application/application-figures.port.js';
import { BUSINESS_FIGURES } from './application/business-figures.port.js';
import { CAMPAIGN_FIGURES } from './application/campaign-figures.port.js';
import { GIVING_FIGURES } from './application/giving-figures.port.js';
import { MEMBER_FIGURES } from './application/member-figures.port.js';
import { MemberReports } from './application/member-reports.queries.js';
import { PublicStatistics } from './application/public-statistics.queries.js';
import { BusinessNetworkFigures } from './adapters/business-network/business-network-figures.js';
import { CreatorHubApplicationFigures } from './adapters/creator-hub/creator-hub-application-figures.js';
import { FundraisingCampaignFigures } from './adapters/fundraising/fundraising-campaign-figures.js';
import { AdminDashboardController } from './adapters/http/admin-dashboard.controller.js';
import { AdminUsersController } from './adapters/http/admin-users.controller.js';
import { StatisticsController } from './adapters/http/statistics.controller.js';
import { IdentityMemberFigures } from './adapters/identity/identity-member-figures.js';
import { PaymentsGivingFigures } from './adapters/payments/payments-giving-figures.js';

/**
 * Reporting: the read side of the admin console (figures, charts, members and their activity) and
 * the public statistics. It owns no data: every figure is read from the context that owns it,
 * through that context's public API.
 */
@Module({
  imports: [IdentityModule, FundraisingModule, PaymentsModule, CreatorHubModule, BusinessNetworkModule],
  controllers: [AdminDashboardController, AdminUsersController, StatisticsController],
  providers: [
    { provide: MEMBER_FIGURES, useClass: IdentityMemberFigures },
    { provide: CAMPAIGN_FIGURES, useClass: FundraisingCampaignFigures },
    { provide: GIVING_FIGURES, useClass: PaymentsGivingFigures },
    { provide: APPLICATION_FIGURES, useClass: CreatorHubApplicationFigures },
    { provide: BUSINESS_FIGURES, useClass: BusinessNetworkFigures },
    AdminDashboardQueries,
    MemberReports,
    PublicStatistics,
  ],
})
export class ReportingModule {}
