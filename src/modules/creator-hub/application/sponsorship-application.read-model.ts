import type { ApplicationStatus, SponsorshipApplicationState } from '../domain/sponsorship-application.aggregate.js';
import type { PlatformChoice } from '../domain/platform-entry.value-object.js';

export type { ApplicationStatus };

/** A sponsorship application as other contexts and the HTTP edge read it (times as ISO strings). */
export interface SponsorshipApplicationView {
  id: string;
  name: string;
  email: string;
  platforms: { platform: PlatformChoice; profileUrl: string; subscriberCount: number | null }[];
  content: string;
  audience: string | null;
  message: string;
  status: ApplicationStatus;
  reviewedAt: string | null;
  createdAt: string;
}

export type ApplicationCounts = Record<ApplicationStatus, number>;

export function toApplicationView(state: SponsorshipApplicationState): SponsorshipApplicationView {
  return {
    id: state.id,
    name: state.name,
    email: state.email,
    platforms: state.platforms.map((p) => ({ ...p })),
    content: state.content,
    audience: state.audience,
    message: state.message,
    status: state.status,
    reviewedAt: state.reviewedAt?.toISOString() ?? null,
    createdAt: state.createdAt.toISOString(),
  };
}

/** Reads of applications for lists and figures (no aggregate needed). */
export interface SponsorshipApplicationReadModel {
  listByApplicant(applicantId: string): Promise<SponsorshipApplicationView[]>;
  list(filter: { status?: ApplicationStatus; limit: number; offset: number }): Promise<SponsorshipApplicationView[]>;
  countByStatus(): Promise<ApplicationCounts>;
}
export const SPONSORSHIP_APPLICATION_READ_MODEL = Symbol('SponsorshipApplicationReadModel');
