import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { BusinessNetworkModule } from '../business-network/index.js';
import { CreatorHubModule } from '../creator-hub/index.js';
import { FundraisingModule } from '../fundraising/index.js';
import { IdentityModule } from '../identity/index.js';
import { PaymentsModule } from '../payments/index.js';
import { AdminConsole } from './application/admin-console.js';
import { AUDIT_TRAIL_READ_MODEL } from './application/audit-trail.js';
import { ChangeMemberRole } from './application/change-member-role.use-case.js';
import { DecideOnApplication } from './application/decide-on-application.use-case.js';
import { DecideOnCampaign } from './application/decide-on-campaign.use-case.js';
import { PlatformFigures } from './application/platform-figures.js';
import { MODERATION_DECISION_REPOSITORY } from './domain/moderation-decision.repository.js';
import { AdminCampaignsController } from './adapters/http/admin-campaigns.controller.js';
import { AdminConsoleController } from './adapters/http/admin-console.controller.js';
import { StatisticsController } from './adapters/http/statistics.controller.js';
import { MikroOrmModerationDecisionRepository } from './adapters/persistence/mikro-orm-moderation-decision.repository.js';
import { ModerationDecisionSchema } from './adapters/persistence/moderation-decision.schema.js';
import { SqlAuditTrailReadModel } from './adapters/persistence/sql-audit-trail.read-model.js';

/** Moderation: the administrators' console, review queues, platform figures and the audit trail. */
@Module({
  imports: [
    MikroOrmModule.forFeature([ModerationDecisionSchema]),
    IdentityModule,
    FundraisingModule,
    PaymentsModule,
    BusinessNetworkModule,
    CreatorHubModule,
  ],
  controllers: [AdminCampaignsController, AdminConsoleController, StatisticsController],
  providers: [
    { provide: MODERATION_DECISION_REPOSITORY, useClass: MikroOrmModerationDecisionRepository },
    { provide: AUDIT_TRAIL_READ_MODEL, useClass: SqlAuditTrailReadModel },
    DecideOnCampaign,
    DecideOnApplication,
    ChangeMemberRole,
    AdminConsole,
    PlatformFigures,
  ],
})
export class ModerationModule {}
