import { Inject, Injectable } from '@nestjs/common';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../shared-kernel/application.js';
import { ApplicationErrors } from '../domain/sponsorship-application.errors.js';
import {
  SPONSORSHIP_APPLICATION_REPOSITORY,
  type SponsorshipApplicationRepository,
} from '../domain/sponsorship-application.repository.js';
import { FEATURED_CATALOG, type FeaturedCatalog, type FeaturedCreator } from './featured-catalog.port.js';

const HUB_PLATFORMS = ['youtube', 'instagram', 'tiktok'] as const;
type HubPlatform = (typeof HUB_PLATFORMS)[number];
const onHub = (platform: string): platform is HubPlatform => (HUB_PLATFORMS as readonly string[]).includes(platform);

/**
 * An administrator features an approved applicant on the Creator Hub (offered when approving): each of the
 * application's YouTube, Instagram and TikTok profiles becomes a featured creator, first on the hub (which
 * shows the three most recently featured).
 * Featuring twice changes nothing.
 */
@Injectable()
export class FeatureApprovedCreator {
  constructor(
    @Inject(SPONSORSHIP_APPLICATION_REPOSITORY) private readonly applications: SponsorshipApplicationRepository,
    @Inject(FEATURED_CATALOG) private readonly catalog: FeaturedCatalog,
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
  ) {}

  execute(applicationId: string): Promise<FeaturedCreator[]> {
    return this.uow.run(async () => {
      const application = await this.applications.findById(applicationId);
      if (!application) throw ApplicationErrors.notFound();
      if (application.status !== 'approved') throw ApplicationErrors.notApprovedToFeature();
      const creators = application.platforms
        .filter((entry) => onHub(entry.platform) && entry.handle !== '')
        .map((entry) => ({
          platform: entry.platform as HubPlatform,
          handle: entry.handle,
          displayName: application.name,
          profileUrl: entry.profileUrl,
          applicationId: application.id,
        }));
      if (creators.length === 0) throw ApplicationErrors.nothingToFeature();
      return this.catalog.add(creators);
    });
  }
}
