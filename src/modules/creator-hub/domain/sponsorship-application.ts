import { AggregateRoot } from '../../../shared-kernel/domain.js';
import { DomainError } from '../../../shared-kernel/domain.js';
import { newId } from '../../../shared-kernel/domain.js';

/** The spec's platform choices (section 3) and how screens label them. */
export const PLATFORMS = {
  youtube: 'YouTube',
  instagram: 'Instagram',
  tiktok: 'TikTok',
  twitter: 'X (Twitter)',
  twitch: 'Twitch',
  facebook: 'Facebook',
  podcast: 'Podcast',
  blog: 'Blog/Website',
  other: 'Other',
} as const;
export type PlatformChoice = keyof typeof PLATFORMS;

export interface PlatformEntry {
  platform: PlatformChoice;
  profileUrl: string;
  subscriberCount?: number | null;
}

export type ApplicationStatus = 'pending' | 'approved' | 'rejected';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function invalid(field: string, message: string): DomainError {
  return DomainError.validation(field, message);
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** A creator's request for sponsorship, reviewed by an administrator. */
export class SponsorshipApplication extends AggregateRoot {
  id: string;
  applicantId: string;
  name: string;
  email: string;
  platforms: PlatformEntry[];
  content: string;
  audience: string | null = null;
  message: string;
  status: ApplicationStatus = 'pending';
  reviewedBy: string | null = null;
  reviewedAt: Date | null = null;
  createdAt: Date;

  /** The spec's rules in its order (section 5). */
  static submit(
    applicantId: string,
    input: { name?: unknown; email?: unknown; platforms?: unknown; content?: unknown; audience?: unknown; message?: unknown },
    now: Date,
  ): SponsorshipApplication {
    const platforms = Array.isArray(input.platforms) ? input.platforms : [];
    if (platforms.length === 0) throw invalid('platforms', 'Please add at least one platform');
    if (platforms.length > 10) throw invalid('platforms', 'You can list at most 10 platforms');
    const entries: PlatformEntry[] = platforms.map((raw, i) => {
      const row = (raw ?? {}) as { platform?: unknown; profileUrl?: unknown; subscriberCount?: unknown };
      const platform = text(row.platform).toLowerCase();
      if (!(platform in PLATFORMS)) throw invalid(`platforms.${i}.platform`, 'Please select a platform');
      const profileUrl = text(row.profileUrl);
      let ok = false;
      try {
        const url = new URL(profileUrl);
        ok = (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.') && profileUrl.length <= 500;
      } catch {
        ok = false;
      }
      if (!ok) throw invalid(`platforms.${i}.profileUrl`, 'Please provide a valid profile URL');
      let subscriberCount: number | null = null;
      if (row.subscriberCount !== undefined && row.subscriberCount !== null && row.subscriberCount !== '') {
        const n = Number(row.subscriberCount);
        if (!Number.isFinite(n) || n < 0 || !Number.isInteger(n)) {
          throw invalid(`platforms.${i}.subscriberCount`, 'Subscriber count must be 0 or greater');
        }
        subscriberCount = n;
      }
      return { platform: platform as PlatformChoice, profileUrl, subscriberCount };
    });
    const name = text(input.name);
    if (name.length < 2) throw invalid('name', 'Name must be at least 2 characters');
    const email = text(input.email).toLowerCase();
    if (!EMAIL.test(email) || email.length > 254) throw invalid('email', 'Please provide a valid email address');
    const content = text(input.content);
    if (content.length < 10) throw invalid('content', 'Please describe your content in at least 10 characters');
    const message = text(input.message);
    if (message.length < 20) throw invalid('message', "Please tell us more about why you're applying (at least 20 characters)");
    for (const [field, value, max] of [['name', name, 120], ['content', content, 5000], ['message', message, 5000]] as const) {
      if (value.length > max) throw invalid(field, `This field can be at most ${max} characters`);
    }
    const audience = text(input.audience);
    if (audience.length > 2000) throw invalid('audience', 'This field can be at most 2000 characters');

    const application = new SponsorshipApplication();
    Object.assign(application, {
      id: newId(),
      applicantId,
      name,
      email,
      platforms: entries,
      content,
      audience: audience || null,
      message,
      createdAt: now,
    });
    return application;
  }

  review(verdict: 'approve' | 'reject', by: string, now: Date): void {
    if (this.status !== 'pending') {
      throw new DomainError('application_already_reviewed', `This application was already ${this.status}.`, 'conflict');
    }
    this.status = verdict === 'approve' ? 'approved' : 'rejected';
    this.reviewedBy = by;
    this.reviewedAt = now;
  }
}

export interface SponsorshipApplicationRepository {
  add(application: SponsorshipApplication): Promise<void>;
  findById(id: string): Promise<SponsorshipApplication | null>;
  save(application: SponsorshipApplication): Promise<void>;
  listByApplicant(applicantId: string): Promise<SponsorshipApplication[]>;
  list(filter: { status?: ApplicationStatus; limit: number; offset: number }): Promise<SponsorshipApplication[]>;
  countByStatus(): Promise<Record<ApplicationStatus, number>>;
}
export const SPONSORSHIP_APPLICATION_REPOSITORY = Symbol('SponsorshipApplicationRepository');
