import { Injectable } from '@nestjs/common';
import { SponsorshipApplications } from '../../../creator-hub/index.js';
import type { ApplicationFigures, ReportedApplication } from '../../application/application-figures.port.js';

/** Sponsorship applications from creator-hub's public API. */
@Injectable()
export class CreatorHubApplicationFigures implements ApplicationFigures {
  constructor(private readonly applications: SponsorshipApplications) {}

  async countPending(): Promise<number> {
    return (await this.applications.counts()).pending;
  }

  async ofApplicant(userId: string): Promise<ReportedApplication[]> {
    return (await this.applications.mine(userId)).map((a) => ({
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
    }));
  }
}
