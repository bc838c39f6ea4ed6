import { AggregateRoot, EmailAddress, newId } from '../../../shared-kernel/domain.js';
import { ApplicationErrors, ApplicationMessages } from './sponsorship-application.errors.js';
import {
  type SponsorshipApplicationEvent,
  SponsorshipApplied,
  SponsorshipApproved,
  SponsorshipRejected,
} from './sponsorship-application.events.js';
import { PlatformEntry, type PlatformChoice } from './platform-entry.value-object.js';

export type ApplicationStatus = 'pending' | 'approved' | 'rejected';

export const APPLICATION_LIMITS = {
  minName: 2,
  maxName: 120,
  minContent: 10,
  maxContent: 5000,
  minMessage: 20,
  maxMessage: 5000,
  maxAudience: 2000,
  maxPlatforms: 10,
} as const;

/** What a member sends when applying, as typed values (the HTTP edge has checked their shapes). */
export interface SubmitApplication {
  applicantId: string;
  name: string;
  email: string;
  platforms: { platform: string; profileUrl: string; subscriberCount: number | null }[];
  content: string;
  audience: string | null;
  message: string;
}

/** An application as stored: plain data. */
export interface SponsorshipApplicationState {
  id: string;
  applicantId: string;
  name: string;
  email: string;
  platforms: { platform: PlatformChoice; profileUrl: string; subscriberCount: number | null }[];
  content: string;
  audience: string | null;
  message: string;
  status: ApplicationStatus;
  reviewedBy: string | null;
  reviewedAt: Date | null;
  createdAt: Date;
}

function bounded(field: string, value: string, min: number, max: number, tooShort: string): string {
  const text = value.trim();
  if (text.length < min) throw ApplicationErrors.invalid(field, tooShort);
  if (text.length > max) throw ApplicationErrors.invalid(field, ApplicationMessages.tooLong(max));
  return text;
}

/** A creator's request for sponsorship: pending until a moderator's decision is applied to it, once. */
export class SponsorshipApplication extends AggregateRoot<SponsorshipApplicationEvent> {
  private constructor(private state: SponsorshipApplicationState) {
    super();
  }

  /** The spec's rules in its order (section 5). Records SponsorshipApplied. */
  static submit(input: SubmitApplication, now: Date): SponsorshipApplication {
    if (input.platforms.length === 0) throw ApplicationErrors.invalid('platforms', ApplicationMessages.noPlatforms);
    if (input.platforms.length > APPLICATION_LIMITS.maxPlatforms) {
      throw ApplicationErrors.invalid('platforms', ApplicationMessages.tooManyPlatforms);
    }
    const platforms = input.platforms.map((row, i) => PlatformEntry.of(row, i));
    const name = bounded('name', input.name, APPLICATION_LIMITS.minName, APPLICATION_LIMITS.maxName, ApplicationMessages.name);
    const email = EmailAddress.of(input.email, 'email', ApplicationMessages.email);
    const content = bounded('content', input.content, APPLICATION_LIMITS.minContent, APPLICATION_LIMITS.maxContent, ApplicationMessages.content);
    const message = bounded('message', input.message, APPLICATION_LIMITS.minMessage, APPLICATION_LIMITS.maxMessage, ApplicationMessages.message);
    const audience = (input.audience ?? '').trim();
    if (audience.length > APPLICATION_LIMITS.maxAudience) {
      throw ApplicationErrors.invalid('audience', ApplicationMessages.tooLong(APPLICATION_LIMITS.maxAudience));
    }

    const application = new SponsorshipApplication({
      id: newId(),
      applicantId: input.applicantId,
      name,
      email: email.normalized,
      platforms: platforms.map((p) => p.toData()),
      content,
      audience: audience || null,
      message,
      status: 'pending',
      reviewedBy: null,
      reviewedAt: null,
      createdAt: now,
    });
    application.record(new SponsorshipApplied(application.id, input.applicantId, name, now));
    return application;
  }

  static restore(state: SponsorshipApplicationState): SponsorshipApplication {
    return new SponsorshipApplication(copy(state));
  }

  toState(): SponsorshipApplicationState {
    return copy(this.state);
  }

  /** True when this application and `other` name one platform profile in common. */
  sharesAProfileWith(other: SponsorshipApplication): boolean {
    const mine = new Set(this.platforms.map((p) => p.profileKey));
    return other.platforms.some((p) => mine.has(p.profileKey));
  }

  get id(): string {
    return this.state.id;
  }
  get applicantId(): string {
    return this.state.applicantId;
  }
  get name(): string {
    return this.state.name;
  }
  get email(): string {
    return this.state.email;
  }
  get platforms(): readonly PlatformEntry[] {
    return this.state.platforms.map((p) => PlatformEntry.restore(p));
  }
  get content(): string {
    return this.state.content;
  }
  get audience(): string | null {
    return this.state.audience;
  }
  get message(): string {
    return this.state.message;
  }
  get status(): ApplicationStatus {
    return this.state.status;
  }
  get reviewedBy(): string | null {
    return this.state.reviewedBy;
  }
  get reviewedAt(): Date | null {
    return this.state.reviewedAt;
  }
  get createdAt(): Date {
    return this.state.createdAt;
  }
  get isDecided(): boolean {
    return this.state.status !== 'pending';
  }

  /** Applies a moderator's approval. A second decision is refused (conflict). */
  approve(by: string, at: Date): void {
    this.decide('approved', by, at);
    this.record(new SponsorshipApproved(this.id, this.applicantId, by, at));
  }

  /** Applies a moderator's rejection, with their optional reason. A second decision is refused (conflict). */
  reject(by: string, at: Date, reason?: string | null): void {
    this.decide('rejected', by, at);
    this.record(new SponsorshipRejected(this.id, this.applicantId, by, reason?.trim() || null, at));
  }

  private decide(status: 'approved' | 'rejected', by: string, at: Date): void {
    if (this.state.status !== 'pending') throw ApplicationErrors.alreadyDecided(this.state.status);
    this.state = { ...this.state, status, reviewedBy: by, reviewedAt: at };
  }
}

function copy(state: SponsorshipApplicationState): SponsorshipApplicationState {
  return { ...state, platforms: state.platforms.map((p) => ({ ...p })) };
}
