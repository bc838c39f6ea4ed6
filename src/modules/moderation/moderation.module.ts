import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { BusinessNetworkModule } from '../business-network/index.js';
import { FundraisingModule } from '../fundraising/index.js';
import { IdentityModule } from '../identity/index.js';
import { PlatformFigures } from './application/platform-figures.js';
import { StatisticsController } from './adapters/http/statistics.controller.js';
import { DecideOnCampaign } from './application/decide-on-campaign.use-case.js';
import { MODERATION_DECISION_REPOSITORY } from './domain/moderation-decision.repository.js';
import { AdminCampaignsController } from './adapters/http/admin-campaigns.controller.js';
import { MikroOrmModerationDecisionRepository } from './adapters/persistence/mikro-orm-moderation-decision.repository.js';
import { ModerationDecisionSchema } from './adapters/persistence/moderation-decision.schema.js';

/** Moderation: administrators' review queues and the audit trail of their decisions. */
@Module({
  imports: [MikroOrmModule.forFeature([ModerationDecisionSchema]), FundraisingModule, IdentityModule, BusinessNetworkModule],
  controllers: [AdminCampaignsController, StatisticsController],
  providers: [{ provide: MODERATION_DECISION_REPOSITORY, useClass: MikroOrmModerationDecisionRepository }, DecideOnCampaign, PlatformFigures],
})
export class ModerationModule {}
