import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../shared-kernel/infrastructure/config/app-config.js';
import { CREATOR_DATA_CACHE } from './application/creator-data.cache.js';
import { CreatorData } from './application/creator-data.service.js';
import { CreatorDataRefreshScheduler } from './adapters/scheduling/creator-data-refresh.scheduler.js';
import { FEATURED_CATALOG } from './application/featured-catalog.port.js';
import { PHOTO_PLATFORM, SHORT_VIDEO_PLATFORM, VIDEO_PLATFORM } from './application/platform-data.port.js';
import { CreatorHubEventRoutes } from './application/creator-hub.event-routes.js';
import { OnApplicationDecided } from './application/on-application-decided.handler.js';
import { SPONSORSHIP_APPLICATION_READ_MODEL } from './application/sponsorship-application.read-model.js';
import { SponsorshipApplications } from './application/sponsorship-applications.facade.js';
import { SubmitSponsorshipApplication } from './application/submit-sponsorship-application.use-case.js';
import { SPONSORSHIP_APPLICATION_REPOSITORY } from './domain/sponsorship-application.repository.js';
import { CreatorHubController } from './adapters/http/creator-hub.controller.js';
import { SponsorshipApplicationsController } from './adapters/http/sponsorship-applications.controller.js';
import { ImageProxy } from './adapters/image-proxy/image-proxy.js';
import { InstagramGraphApi } from './adapters/instagram/instagram-graph-api.js';
import {
  OfflinePhotoPlatform,
  OfflineShortVideoPlatform,
  OfflineVideoPlatform,
  SAMPLE_DIR,
} from './adapters/offline/offline-catalog.js';
import { MikroOrmSponsorshipApplicationReadModel } from './adapters/persistence/mikro-orm-sponsorship-application.read-model.js';
import { MikroOrmSponsorshipApplicationRepository } from './adapters/persistence/mikro-orm-sponsorship-application.repository.js';
import { SponsorshipApplicationSchema } from './adapters/persistence/sponsorship-application.schema.js';
import { SqlCreatorDataCache } from './adapters/persistence/sql-creator-data.cache.js';
import { SqlFeaturedCatalog } from './adapters/persistence/sql-featured-catalog.js';
import { TikTokResearchApi } from './adapters/tiktok/tiktok-research-api.js';
import { YouTubeDataApi } from './adapters/youtube/youtube-data-api.js';
import { AdminFeaturedCreatorsController } from './adapters/http/admin-featured-creators.controller.js';
import { FeatureApprovedCreator } from './application/feature-approved-creator.use-case.js';

/** The creator hub: sponsored creators' live stats and videos, and sponsorship applications. */
@Module({
  imports: [MikroOrmModule.forFeature([SponsorshipApplicationSchema])],
  controllers: [CreatorHubController, SponsorshipApplicationsController, AdminFeaturedCreatorsController],
  providers: [
    {
      provide: VIDEO_PLATFORM,
      inject: [APP_CONFIG],
      useFactory: (c: AppConfig) => (c.creatorPlatforms.youtube ? new YouTubeDataApi(c.creatorPlatforms.youtube) : new OfflineVideoPlatform()),
    },
    {
      provide: PHOTO_PLATFORM,
      inject: [APP_CONFIG],
      useFactory: (c: AppConfig) => (c.creatorPlatforms.instagram ? new InstagramGraphApi(c.creatorPlatforms.instagram) : new OfflinePhotoPlatform()),
    },
    {
      provide: SHORT_VIDEO_PLATFORM,
      inject: [APP_CONFIG],
      useFactory: (c: AppConfig) => (c.creatorPlatforms.tiktok ? new TikTokResearchApi(c.creatorPlatforms.tiktok) : new OfflineShortVideoPlatform()),
    },
    { provide: ImageProxy, useFactory: () => new ImageProxy({ sampleDir: SAMPLE_DIR }) },
    { provide: CREATOR_DATA_CACHE, useClass: SqlCreatorDataCache },
    { provide: FEATURED_CATALOG, useClass: SqlFeaturedCatalog },
    { provide: SPONSORSHIP_APPLICATION_REPOSITORY, useClass: MikroOrmSponsorshipApplicationRepository },
    { provide: SPONSORSHIP_APPLICATION_READ_MODEL, useClass: MikroOrmSponsorshipApplicationReadModel },
    CreatorData,
    CreatorDataRefreshScheduler,
    SponsorshipApplications,
    SubmitSponsorshipApplication,
    FeatureApprovedCreator,
    OnApplicationDecided,
    CreatorHubEventRoutes,
  ],
  exports: [SponsorshipApplications, CreatorData],
})
export class CreatorHubModule {}
