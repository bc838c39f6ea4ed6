import { AggregateRoot, DomainError, isMediaReference, newId } from '../../../shared-kernel/domain.js';
import { CampaignUpdatePosted, CampaignUpdatePublished, type CampaignUpdateEvent } from './campaign-update.events.js';

export const CampaignUpdateMessages = {
  titleMissing: 'Please give your update a title',
  titleTooLong: 'The title can be at most 120 characters',
  bodyMissing: 'Please write your update',
  bodyTooLong: 'An update can be at most 5,000 characters',
  invalidImage: 'Please use an uploaded file or a valid https URL',
} as const;

export const CAMPAIGN_UPDATE_LIMITS = { title: 120, body: 5000 } as const;

/**
 * How many updates a campaign may post in any 24 hours (pending, approved and rejected ones alike: each
 * one is a moderator's work and, once approved, an email to every donor).
 */
export const CAMPAIGN_UPDATES_PER_DAY = 3;

/** Where an update stands in review: only an approved update is public and mailed to the campaign's donors. */
export type CampaignUpdateStatus = 'pending' | 'approved' | 'rejected';

export interface CampaignUpdateState {
  id: string;
  campaignId: string;
  authorId: string;
  title: string;
  body: string;
  image: string | null;
  postedAt: Date;
  status: CampaignUpdateStatus;
  reviewedBy: string | null;
  reviewedAt: Date | null;
  /** The moderator's reason for a rejection (shown to the organizer). */
  rejectionReason: string | null;
}

/**
 * News the organizer posts on their campaign: a title, its text and an optional picture. It waits for a
 * moderator's review: approved, it is public and its donors hear of it; rejected, only its organizer sees it,
 * with the moderator's reason.
 */
export class CampaignUpdate extends AggregateRoot<CampaignUpdateEvent> {
  private constructor(private state: CampaignUpdateState) {
    super();
  }

  static post(props: { campaignId: string; authorId: string; title: string; body: string; image: string | null }, at: Date): CampaignUpdate {
    const title = props.title.trim();
    const body = props.body.trim();
    const image = props.image?.trim() || null;
    if (!title) throw DomainError.validation('title', CampaignUpdateMessages.titleMissing);
    if (title.length > CAMPAIGN_UPDATE_LIMITS.title) throw DomainError.validation('title', CampaignUpdateMessages.titleTooLong);
    if (!body) throw DomainError.validation('body', CampaignUpdateMessages.bodyMissing);
    if (body.length > CAMPAIGN_UPDATE_LIMITS.body) throw DomainError.validation('body', CampaignUpdateMessages.bodyTooLong);
    if (image && !isMediaReference(image)) throw DomainError.validation('image', CampaignUpdateMessages.invalidImage);
    const update = new CampaignUpdate({
      id: newId(),
      campaignId: props.campaignId,
      authorId: props.authorId,
      title,
      body,
      image,
      postedAt: at,
      status: 'pending',
      reviewedBy: null,
      reviewedAt: null,
      rejectionReason: null,
    });
    update.record(new CampaignUpdatePosted(update.state.id, props.campaignId, props.authorId, title, body, image, at));
    return update;
  }

  static restore(state: CampaignUpdateState): CampaignUpdate {
    return new CampaignUpdate(copy(state));
  }

  toState(): CampaignUpdateState {
    return copy(this.state);
  }

  get id(): string {
    return this.state.id;
  }
  get campaignId(): string {
    return this.state.campaignId;
  }
  get status(): CampaignUpdateStatus {
    return this.state.status;
  }

  /** A moderator approved it: it is public, and its campaign's donors hear of it. A decided update is left as it is. */
  approve(by: string, at: Date): void {
    if (this.state.status !== 'pending') return;
    this.decide('approved', by, at, null);
    const s = this.state;
    this.record(new CampaignUpdatePublished(s.id, s.campaignId, s.authorId, s.title, s.body, s.image, s.postedAt, at));
  }

  /** A moderator rejected it: never public, never mailed; its organizer sees the reason. */
  reject(by: string, at: Date, reason: string | null): void {
    if (this.state.status !== 'pending') return;
    this.decide('rejected', by, at, reason);
  }

  private decide(status: Exclude<CampaignUpdateStatus, 'pending'>, by: string, at: Date, reason: string | null): void {
    this.state.status = status;
    this.state.reviewedBy = by;
    this.state.reviewedAt = at;
    this.state.rejectionReason = reason;
  }
}

function copy(state: CampaignUpdateState): CampaignUpdateState {
  return { ...state, postedAt: new Date(state.postedAt), reviewedAt: state.reviewedAt ? new Date(state.reviewedAt) : null };
}
