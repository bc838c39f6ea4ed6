import { AggregateRoot, Money, newId } from '../../../shared-kernel/domain.js';
import type { CampaignDescription } from './campaign-description.value-object.js';
import type { AdditionalImages, MediaReference } from './campaign-media.value-object.js';
import type { CampaignStatus } from './campaign-status.js';
import type { CampaignTitle } from './campaign-title.value-object.js';
import { CampaignErrors } from './campaign.errors.js';
import {
  CampaignActivated,
  CampaignApproved,
  CampaignArchived,
  CampaignCredited,
  CampaignDeactivated,
  CampaignDeleted,
  CampaignEdited,
  type CampaignEvent,
  CampaignRejected,
  CampaignRevisionApproved,
  CampaignRevisionRejected,
  CampaignRevisionSubmitted,
  CampaignSubmitted,
} from './campaign.events.js';
import type { EndDate } from './end-date.value-object.js';
import type { GivingChange } from './giving-change.js';
import type { Goal } from './goal.value-object.js';
import type { Slug } from './slug.value-object.js';

/** What a campaign says and shows: what moderators review. */
export interface CampaignContent {
  title: string;
  description: string;
  goalCents: number;
  image: string | null;
  video: string | null;
  additionalImages: string[];
}

/** An edit of an approved campaign, waiting for a moderator; the approved content stays public meanwhile. */
export interface CampaignRevision extends CampaignContent {
  submittedAt: Date;
}

/**
 * A moderator's latest "no" that its owner is shown, with the reason: of the campaign itself (it stays hidden) or
 * of an edit of the approved campaign (the edit was dropped; the approved version stays public).
 */
export interface CampaignRejection {
  of: 'campaign' | 'edit';
  /** Null only for rejections from before a reason was required. */
  reason: string | null;
  at: Date;
}

/**
 * A campaign as it is stored. Money raised and the donor count are not part of it: they are
 * changed only by one atomic UPDATE per gift (see CampaignRepository.credit), never by this object.
 */
export interface CampaignState extends CampaignContent {
  id: string;
  slug: string;
  ownerId: string;
  /** An organization's campaign (shown with its name and logo; its money is the organization's): its id; else null. */
  organizationId?: string | null;
  endDate: Date | null;
  /** The organiser's time zone when the end date was set (its day is shown to everyone); null for UTC. */
  endTimeZone: string | null;
  isActive: boolean;
  status: CampaignStatus;
  reviewedBy: string | null;
  reviewedAt: Date | null;
  /** Set when the campaign, holding gifts, was closed instead of deleted: not public, takes no gifts, books kept. */
  archivedAt: Date | null;
  pendingRevision: CampaignRevision | null;
  /** Shown to the owner until a later decision or edit supersedes it. */
  lastRejection: CampaignRejection | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface SubmitCampaign {
  ownerId: string;
  /** Created by one of the organization's admins, for it. */
  organizationId?: string | null;
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

function contentOf(source: CampaignContent): CampaignContent {
  return {
    title: source.title,
    description: source.description,
    goalCents: source.goalCents,
    image: source.image,
    video: source.video,
    additionalImages: [...source.additionalImages],
  };
}

/** `base` with the changes applied, and the names of the fields that really changed. */
function applied(base: CampaignContent, changes: CampaignChanges): { content: CampaignContent; changed: string[] } {
  const content = contentOf(base);
  const changed: string[] = [];
  if (changes.title && changes.title.value !== content.title) {
    content.title = changes.title.value;
    changed.push('title');
  }
  if (changes.description && changes.description.value !== content.description) {
    content.description = changes.description.value;
    changed.push('description');
  }
  if (changes.goal && changes.goal.cents !== content.goalCents) {
    content.goalCents = changes.goal.cents;
    changed.push('goal');
  }
  if (changes.image !== undefined && (changes.image?.value ?? null) !== content.image) {
    content.image = changes.image?.value ?? null;
    changed.push('image');
  }
  if (changes.video !== undefined && (changes.video?.value ?? null) !== content.video) {
    content.video = changes.video?.value ?? null;
    changed.push('video');
  }
  if (changes.additionalImages && !sameList(changes.additionalImages.values, content.additionalImages)) {
    content.additionalImages = [...changes.additionalImages.values];
    changed.push('additionalImages');
  }
  return { content, changed };
}

export type RemovalOutcome = 'deleted' | 'archived';

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
      organizationId: props.organizationId ?? null,
      title: props.title.value,
      description: props.description.value,
      goalCents: props.goal.cents,
      image: props.image?.value ?? null,
      video: props.video?.value ?? null,
      additionalImages: [...props.additionalImages.values],
      endDate: props.endDate?.value ?? null,
      endTimeZone: props.endDate?.timeZone ?? null,
      isActive: true,
      status: 'pending',
      reviewedBy: null,
      reviewedAt: null,
      archivedAt: null,
      pendingRevision: null,
      lastRejection: null,
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
  get organizationId(): string | null {
    return this.state.organizationId ?? null;
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
  get archivedAt(): Date | null {
    return this.state.archivedAt ? new Date(this.state.archivedAt) : null;
  }
  get isArchived(): boolean {
    return this.state.archivedAt !== null;
  }
  /** The moderator's latest rejection its owner is shown, if any (a copy). */
  get lastRejection(): CampaignRejection | null {
    const r = this.state.lastRejection;
    return r ? { ...r, at: new Date(r.at) } : null;
  }
  /** The edit waiting for a moderator, if any (a copy). */
  get pendingRevision(): CampaignRevision | null {
    const r = this.state.pendingRevision;
    return r ? { ...contentOf(r), submittedAt: new Date(r.submittedAt) } : null;
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

  /**
   * The owner changes what the campaign says or shows. A pending or rejected campaign (seen by no
   * one else) changes at once. An approved campaign is public and moderated: the edit becomes its
   * pending revision, reviewed by a moderator, and the approved content stays public until then.
   * A second edit before the review builds on the first.
   */
  edit(by: string, changes: CampaignChanges, now: Date): void {
    this.requireOwner(by);
    this.requireNotArchived();
    const s = this.state;
    const underReview = s.status === 'approved';
    const { content, changed } = applied(underReview ? (s.pendingRevision ?? s) : s, changes);
    if (changed.length === 0) return;
    s.updatedAt = now;
    if (underReview) {
      s.pendingRevision = { ...content, submittedAt: now };
      // A new edit waits for its own review: the rejection of an earlier one is behind the owner.
      if (s.lastRejection?.of === 'edit') s.lastRejection = null;
      this.record(new CampaignRevisionSubmitted(s.id, s.ownerId, content.title, changed, now));
      return;
    }
    Object.assign(s, content);
    this.record(new CampaignEdited(s.id, changed, now));
  }

  /**
   * A moderator approved the pending edit: it becomes the public content. Nothing pending, nothing
   * happens; and when the owner edited again after the edit the moderator saw (`seen`, its submission
   * time), that newer edit is not decided by it: it waits for its own review.
   */
  approveRevision(by: string, at: Date, seen: Date | null = null): void {
    const revision = this.state.pendingRevision;
    if (!revision || !this.isRevisionSeen(seen)) return;
    Object.assign(this.state, contentOf(revision));
    this.state.pendingRevision = null;
    this.state.lastRejection = null;
    this.state.reviewedBy = by;
    this.state.reviewedAt = at;
    this.state.updatedAt = at;
    this.record(new CampaignRevisionApproved(this.state.id, this.state.ownerId, this.state.title, by, at));
  }

  /** A moderator rejected the pending edit: it is dropped; the approved content stays, and its owner is shown why. */
  rejectRevision(by: string, at: Date, reason: string | null = null, seen: Date | null = null): void {
    if (!this.state.pendingRevision || !this.isRevisionSeen(seen)) return;
    this.state.pendingRevision = null;
    this.state.lastRejection = { of: 'edit', reason, at };
    this.state.updatedAt = at;
    this.record(new CampaignRevisionRejected(this.state.id, this.state.ownerId, this.state.title, by, reason, at));
  }

  private isRevisionSeen(seen: Date | null): boolean {
    const pending = this.state.pendingRevision;
    return seen === null || (pending !== null && new Date(pending.submittedAt).getTime() === seen.getTime());
  }

  /** The owner switches the campaign on: it shows again wherever its status allows. */
  activate(by: string, now: Date): void {
    this.requireOwner(by);
    this.requireNotArchived();
    if (this.state.isActive) return;
    this.state.isActive = true;
    this.state.updatedAt = now;
    this.record(new CampaignActivated(this.state.id, now));
  }

  /** The owner switches the campaign off: hidden from the public, no more gifts. */
  deactivate(by: string, now: Date): void {
    this.requireOwner(by);
    this.requireNotArchived();
    if (!this.state.isActive) return;
    this.state.isActive = false;
    this.state.updatedAt = now;
    this.record(new CampaignDeactivated(this.state.id, now));
  }

  /** A moderator's approval takes effect. Approving an approved campaign changes nothing. */
  approve(by: string, at: Date): void {
    if (this.state.status === 'approved') return;
    this.review('approved', by, at);
    this.state.lastRejection = null;
    this.record(new CampaignApproved(this.state.id, this.state.ownerId, this.state.title, by, at));
  }

  /**
   * A moderator's rejection takes effect (a pending edit becomes the content: nothing is public any
   * more). Rejecting a rejected campaign changes nothing.
   */
  reject(by: string, at: Date, reason: string | null = null): void {
    if (this.state.status === 'rejected') return;
    this.review('rejected', by, at);
    this.state.lastRejection = { of: 'campaign', reason, at };
    // No longer public: an edit that was waiting for review is simply the owner's latest content now.
    const revision = this.state.pendingRevision;
    if (revision) {
      Object.assign(this.state, contentOf(revision));
      this.state.pendingRevision = null;
    }
    this.record(new CampaignRejected(this.state.id, this.state.ownerId, this.state.title, by, reason, at));
  }

  /**
   * Its owner, or a moderator whatever its owner, takes the campaign down. One that has received
   * gifts is never deleted (the gifts would belong to no campaign and the totals would disagree):
   * it is archived, hidden from the public and closed to gifts, its books kept. One without gifts
   * is deleted for good (the repository deletes it when the answer is 'deleted').
   */
  remove(by: string, at: Date, options: { byModerator: boolean; giftsReceived: number }): RemovalOutcome {
    if (!options.byModerator) this.requireOwner(by);
    if (options.giftsReceived > 0 || this.isArchived) {
      if (this.isArchived) return 'archived';
      this.state.archivedAt = at;
      this.state.pendingRevision = null;
      this.state.updatedAt = at;
      this.record(new CampaignArchived(this.state.id, this.state.title, by, options.byModerator, at));
      return 'archived';
    }
    this.record(new CampaignDeleted(this.state.id, this.state.title, by, options.byModerator, at));
    return 'deleted';
  }

  /** A gift to the campaign was started (its figures are changed by the repository's one statement, not here). */
  static giftStarted(campaignId: string, at: Date): GivingChange {
    return { kind: 'gift-started', campaignId, at };
  }

  /** A completed gift credited to the campaign: never a negative one (refused before anything is written). */
  static credit(campaignId: string, gift: Money, at: Date): GivingChange {
    if (gift.cents < 0) throw CampaignErrors.negativeGift();
    return { kind: 'gift-credited', campaignId, cents: gift.cents, at };
  }

  /** A refunded gift taken back out of the campaign's figures. */
  static refund(campaignId: string, gift: Money): GivingChange {
    return { kind: 'gift-refunded', campaignId, cents: gift.cents };
  }

  /** Records the credit the repository applied to this campaign (the public listing is cleared after commit). */
  credited(change: Extract<GivingChange, { kind: 'gift-credited' }>): void {
    this.record(new CampaignCredited(this.state.id, change.cents, change.at));
  }

  hasEnded(now: Date): boolean {
    return this.state.endDate !== null && this.state.endDate.getTime() <= now.getTime();
  }

  /**
   * Its page is visible to everyone: approved and not archived. A paused campaign (deactivated by its organizer)
   * keeps its page, updates, donations and prayers; only giving is off. Ended campaigns stay visible, marked as ended.
   */
  isPublic(): boolean {
    return this.state.status === 'approved' && !this.isArchived;
  }

  /** Takes gifts: public, active (not paused by its organizer) and not past its end date. */
  acceptsDonations(now: Date): boolean {
    return this.isPublic() && this.state.isActive && !this.hasEnded(now);
  }

  private requireOwner(userId: string): void {
    if (!this.isOwnedBy(userId)) throw CampaignErrors.notOwner();
  }

  private requireNotArchived(): void {
    if (this.isArchived) throw CampaignErrors.archivedUnchangeable();
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
    archivedAt: state.archivedAt ? new Date(state.archivedAt) : null,
    pendingRevision: state.pendingRevision
      ? { ...contentOf(state.pendingRevision), submittedAt: new Date(state.pendingRevision.submittedAt) }
      : null,
    lastRejection: state.lastRejection ? { ...state.lastRejection, at: new Date(state.lastRejection.at) } : null,
    createdAt: new Date(state.createdAt),
    updatedAt: new Date(state.updatedAt),
  };
}
