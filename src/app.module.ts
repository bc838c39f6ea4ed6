import { type DynamicModule, Module } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import type { AppConfig } from './shared-kernel/infrastructure/config/app-config.js';
import { SharedKernelModule } from './shared-kernel/infrastructure/shared-kernel.module.js';
import { BusinessNetworkModule } from './modules/business-network/index.js';
import { CreatorHubModule } from './modules/creator-hub/index.js';
import { FundraisingModule } from './modules/fundraising/index.js';
import { IdentityModule } from './modules/identity/index.js';
import { ModerationModule } from './modules/moderation/index.js';
import { NotificationsModule } from './modules/notifications/index.js';
import { OrganizationsModule } from './modules/organizations/index.js';
import { PaymentsModule } from './modules/payments/index.js';
import { ReportingModule } from './modules/reporting/index.js';
import { WebModule } from './modules/web/index.js';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        SharedKernelModule.forRoot(config),
        ScheduleModule.forRoot(),
        IdentityModule,
        FundraisingModule,
        PaymentsModule,
        BusinessNetworkModule,
        CreatorHubModule,
        OrganizationsModule,
        ModerationModule,
        ReportingModule,
        NotificationsModule,
        WebModule,
      ],
    };
  }
}
