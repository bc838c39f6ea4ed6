import { Injectable } from '@nestjs/common';
import { SponsorshipApplications } from '../../../creator-hub/index.js';
import type { ApplicationCatalog, ApplicationReviewStatus, ModeratedApplication } from '../../application/application-catalog.port.js';

type CreatorHubApplication = Awaited<ReturnType<SponsorshipApplications['mine']>>[number];

function toModerated(a: CreatorHubApplication): ModeratedApplication {
  return {
    id: a.id,
    name: a.name,
    email: a.email,
    platforms: a.platforms.map((p) => ({ ...p })),
    content: a.content,
    audience: a.audience,
    message: a.message,
    status: a.status,
    reviewedAt: a.reviewedAt === null ? null : new Date(a.reviewedAt),
    createdAt: new Date(a.createdAt),
  };
}

/** Sponsorship applications from creator-hub's public API. */
@Injectable()
export class CreatorHubApplicationCatalog implements ApplicationCatalog {
  constructor(private readonly creatorHub: SponsorshipApplications) {}

  async list(filter: { status?: ApplicationReviewStatus; limit: number; offset: number }): Promise<ModeratedApplication[]> {
    return (await this.creatorHub.list(filter)).map(toModerated);
  }

  async ofApplicant(applicantId: string): Promise<ModeratedApplication[]> {
    return (await this.creatorHub.mine(applicantId)).map(toModerated);
  }
}
