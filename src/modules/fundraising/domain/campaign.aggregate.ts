import { AggregateRoot, Money, newId } from '../../../shared-kernel/domain.js';
import type { CampaignDescription } from './campaign-description.value-object.js';
import type { AdditionalImages, MediaReference } from './campaign-media.value-object.js';
import type { CampaignStatus } from './campaign-status.js';
import type { CampaignTitle } from './campaign-title.value-object.js';
import { CampaignErrors } from './campaign.errors.js';
import {
  CampaignActivated,
  CampaignApproved,
  CampaignCredited,
  CampaignDeactivated,
  CampaignDeleted,
  CampaignEdited,
  type CampaignEvent,
  CampaignRejected,
  CampaignSubmitted,
} from './campaign.events.js';
import type { EndDate } from './end-date.value-object.js';
import type { Goal } from './goal.value-object.js';
import type { Slug } from './slug.value-object.js';

/**
 * A campaign as it is stored. Money raised and the donor count are not part of it: they are
 * changed only by one atomic UPDATE per gift (see CampaignRepository.credit), never by this object.
 */
export interface CampaignState {
  id: string;
  slug: string;
  ownerId: string;
  title: string;
  description: string;
  goalCents: number;
  image: string | null;
  video: string | null;
  additionalImages: string[];
  endDate: Date | null;
  isActive: boolean;
  status: CampaignStatus;
  reviewedBy: string | null;
  reviewedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface SubmitCampaign {
  ownerId: string;
  slug: Slug;
  title: CampaignTitle;
  description: CampaignDescription;
  goal: Goal;
  image: MediaReference | null;
  video: MediaReference | null;
  additionalImages: AdditionalImages;
  endDate: EndDate | null;
}

/** What an owner may change; fields left out stay as they are. */
export interface CampaignChanges {
  title?: CampaignTitle;
  description?: CampaignDescription;
  goal?: Goal;
  image?: MediaReference | null;
  video?: MediaReference | null;
  additionalImages?: AdditionalImages;
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((value, i) => value === b[i]);
}

/**
 * A donation campaign. New campaigns wait for a moderator's review; approved and active ones are
 * public and take gifts until their end date. Only the owner edits, activates or deactivates it.
 */
export class Campaign extends AggregateRoot<CampaignEvent> {
  private constructor(private state: CampaignState) {
    super();
  }

  /** A member starts a campaign: pending review, active, nothing raised yet. */
  static submit(props: SubmitCampaign, now: Date): Campaign {
    if (props.endDate && props.endDate.value.getTime() <= now.getTime()) throw CampaignErrors.endDateInPast();
    const campaign = new Campaign({
      id: newId(),
      slug: props.slug.value,
      ownerId: props.ownerId,
      title: props.title.value,
      description: props.description.value,
      goalCents: props.goal.cents,
      image: props.image?.value ?? null,
      video: props.video?.value ?? null,
      additionalImages: [...props.additionalImages.values],
      endDate: props.endDate?.value ?? null,
      isActive: true,
      status: 'pending',
      reviewedBy: null,
      reviewedAt: null,
      createdAt: now,
      updatedAt: now,
    });
    campaign.record(new CampaignSubmitted(campaign.id, campaign.ownerId, campaign.title, now));
    return campaign;
  }

  static restore(state: CampaignState): Campaign {
    return new Campaign(copy(state));
  }

  toState(): CampaignState {
    return copy(this.state);
  }

  get id(): string {
    return this.state.id;
  }
  get slug(): string {
    return this.state.slug;
  }
  get ownerId(): string {
    return this.state.ownerId;
  }
  get title(): string {
    return this.state.title;
  }
  get description(): string {
    return this.state.description;
  }
  get goal(): Money {
    return Money.ofCents(this.state.goalCents);
  }
  get image(): string | null {
    return this.state.image;
  }
  get video(): string | null {
    return this.state.video;
  }
  get additionalImages(): readonly string[] {
    return [...this.state.additionalImages];
  }
  get endDate(): Date | null {
    return this.state.endDate ? new Date(this.state.endDate) : null;
  }
  get isActive(): boolean {
    return this.state.isActive;
  }
  get status(): CampaignStatus {
    return this.state.status;
  }
  get reviewedBy(): string | null {
    return this.state.reviewedBy;
  }
  get reviewedAt(): Date | null {
    return this.state.reviewedAt ? new Date(this.state.reviewedAt) : null;
  }
  get createdAt(): Date {
    return new Date(this.state.createdAt);
  }
  get updatedAt(): Date {
    return new Date(this.state.updatedAt);
  }

  isOwnedBy(userId: string): boolean {
    return this.state.ownerId === userId;
  }

  /** The owner changes what the campaign says or shows. */
  edit(by: string, changes: CampaignChanges, now: Date): void {
    this.requireOwner(by);
    const s = this.state;
    const changed: string[] = [];
    if (changes.title && changes.title.value !== s.title) {
      s.title = changes.title.value;
      changed.push('title');
    }
    if (changes.description && changes.description.value !== s.description) {
      s.description = changes.description.value;
      changed.push('description');
    }
    if (changes.goal && changes.goal.cents !== s.goalCents) {
      s.goalCents = changes.goal.cents;
      changed.push('goal');
    }
    if (changes.image !== undefined && (changes.image?.value ?? null) !== s.image) {
      s.image = changes.image?.value ?? null;
      changed.push('image');
    }
    if (changes.video !== undefined && (changes.video?.value ?? null) !== s.video) {
      s.video = changes.video?.value ?? null;
      changed.push('video');
    }
    if (changes.additionalImages && !sameList(changes.additionalImages.values, s.additionalImages)) {
      s.additionalImages = [...changes.additionalImages.values];
      changed.push('additionalImages');
    }
    if (changed.length === 0) return;
    s.updatedAt = now;
    this.record(new CampaignEdited(s.id, changed, now));
  }

  /** The owner switches the campaign on: it shows again wherever its status allows. */
  activate(by: string, now: Date): void {
    this.requireOwner(by);
    if (this.state.isActive) return;
    this.state.isActive = true;
    this.state.updatedAt = now;
    this.record(new CampaignActivated(this.state.id, now));
  }

  /** The owner switches the campaign off: hidden from the public, no more gifts. */
  deactivate(by: string, now: Date): void {
    this.requireOwner(by);
    if (!this.state.isActive) return;
    this.state.isActive = false;
    this.state.updatedAt = now;
    this.record(new CampaignDeactivated(this.state.id, now));
  }

  /** A moderator's approval takes effect. Approving an approved campaign changes nothing. */
  approve(by: string, at: Date): void {
    if (this.state.status === 'approved') return;
    this.review('approved', by, at);
    this.record(new CampaignApproved(this.state.id, this.state.ownerId, this.state.title, by, at));
  }

  /** A moderator's rejection takes effect. Rejecting a rejected campaign changes nothing. */
  reject(by: string, at: Date, reason: string | null = null): void {
    if (this.state.status === 'rejected') return;
    this.review('rejected', by, at);
    this.record(new CampaignRejected(this.state.id, this.state.ownerId, this.state.title, by, reason, at));
  }

  /** Deleted for good: by its owner, or by a moderator whatever its owner. */
  remove(by: string, at: Date, options: { byModerator: boolean }): void {
    if (!options.byModerator) this.requireOwner(by);
    this.record(new CampaignDeleted(this.state.id, this.state.title, by, options.byModerator, at));
  }

  /** A completed gift is added to the total (by the repository's atomic UPDATE, not here). */
  credit(gift: Money, at: Date): void {
    if (gift.cents < 0) throw CampaignErrors.negativeGift();
    this.record(new CampaignCredited(this.state.id, gift.cents, at));
  }

  hasEnded(now: Date): boolean {
    return this.state.endDate !== null && this.state.endDate.getTime() <= now.getTime();
  }

  /** Visible to everyone: approved and active. (Ended campaigns stay visible, marked as ended.) */
  isPublic(): boolean {
    return this.state.status === 'approved' && this.state.isActive;
  }

  acceptsDonations(now: Date): boolean {
    return this.isPublic() && !this.hasEnded(now);
  }

  private requireOwner(userId: string): void {
    if (!this.isOwnedBy(userId)) throw CampaignErrors.notOwner();
  }

  private review(status: CampaignStatus, by: string, at: Date): void {
    this.state.status = status;
    this.state.reviewedBy = by;
    this.state.reviewedAt = at;
    this.state.updatedAt = at;
  }
}

function copy(state: CampaignState): CampaignState {
  return {
    ...state,
    additionalImages: [...state.additionalImages],
    endDate: state.endDate ? new Date(state.endDate) : null,
    reviewedAt: state.reviewedAt ? new Date(state.reviewedAt) : null,
    createdAt: new Date(state.createdAt),
    updatedAt: new Date(state.updatedAt),
  };
}
