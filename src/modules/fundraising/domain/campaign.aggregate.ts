import { AggregateRoot, type DomainEvent } from '../../../shared-kernel/domain.js';
import { newId } from '../../../shared-kernel/domain.js';
import { Money } from '../../../shared-kernel/domain.js';
import { CampaignErrors } from './campaign.errors.js';
import { isAcceptableMediaUrl, MAX_ADDITIONAL_IMAGES } from './campaign-media.js';
import type { CampaignStatus } from './campaign-status.js';

export const MIN_TITLE = 5;
export const MAX_TITLE = 120;
export const MIN_DESCRIPTION = 20;
export const MAX_DESCRIPTION = 10_000;
export const MAX_GOAL_CENTS = 10_000_000_00;

export interface CampaignContent {
  title: string;
  description: string;
  /** Dollars as typed: a number or a decimal string. */
  goal: unknown;
  image?: string | null;
  video?: string | null;
  additionalImages?: string[] | null;
}

export interface CreateCampaignProps extends CampaignContent {
  ownerId: string;
  slug: string;
  endDate?: Date | null;
}

export type CampaignChanges = Partial<CampaignContent> & { isActive?: boolean };

function parseGoal(goal: unknown): number {
  const money = Money.parseDollars(goal);
  if (!money || !money.isPositive()) throw CampaignErrors.invalidGoal();
  if (money.cents > MAX_GOAL_CENTS) throw CampaignErrors.goalTooLarge();
  return money.cents;
}

function checkTitle(title: unknown): string {
  const value = typeof title === 'string' ? title.trim() : '';
  if (value.length < MIN_TITLE) throw CampaignErrors.titleTooShort();
  if (value.length > MAX_TITLE) throw CampaignErrors.titleTooLong();
  return value;
}

function checkDescription(description: unknown): string {
  const value = typeof description === 'string' ? description.trim() : '';
  if (value.length < MIN_DESCRIPTION) throw CampaignErrors.descriptionTooShort();
  if (value.length > MAX_DESCRIPTION) throw CampaignErrors.descriptionTooLong();
  return value;
}

function checkMedia(field: string, value: string | null | undefined): string | null {
  if (value === undefined || value === null || value.trim() === '') return null;
  if (!isAcceptableMediaUrl(value.trim())) throw CampaignErrors.invalidMedia(field);
  return value.trim();
}

function checkImages(values: string[] | null | undefined): string[] {
  const list = (values ?? []).filter((v) => typeof v === 'string' && v.trim() !== '');
  if (list.length > MAX_ADDITIONAL_IMAGES) throw CampaignErrors.tooManyImages();
  return list.map((v) => checkMedia('additionalImages', v)!);
}

/**
 * A donation campaign. New campaigns wait for review; approved and active ones are public
 * and take donations until their end date. Money raised is credited elsewhere, atomically,
 * never by this object adding to a number it read.
 */
export class Campaign extends AggregateRoot<DomainEvent & Record<string, unknown>> {
  id: string;
  slug: string;
  ownerId: string;
  title: string;
  description: string;
  goalCents: number;
  currentAmountCents = 0;
  donorCount = 0;
  image: string | null = null;
  video: string | null = null;
  additionalImages: string[] = [];
  endDate: Date | null = null;
  isActive = true;
  status: CampaignStatus = 'pending';
  reviewedBy: string | null = null;
  reviewedAt: Date | null = null;
  createdAt: Date;
  updatedAt: Date;

  static create(props: CreateCampaignProps, now: Date): Campaign {
    const campaign = new Campaign();
    campaign.id = newId();
    campaign.slug = props.slug;
    campaign.ownerId = props.ownerId;
    campaign.title = checkTitle(props.title);
    campaign.description = checkDescription(props.description);
    campaign.goalCents = parseGoal(props.goal);
    campaign.image = checkMedia('image', props.image);
    campaign.video = checkMedia('video', props.video);
    campaign.additionalImages = checkImages(props.additionalImages);
    if (props.endDate) {
      if (Number.isNaN(props.endDate.getTime())) throw CampaignErrors.invalidEndDate();
      if (props.endDate.getTime() <= now.getTime()) throw CampaignErrors.endDateInPast();
      campaign.endDate = props.endDate;
    }
    campaign.createdAt = now;
    campaign.updatedAt = now;
    campaign.record({ type: 'CampaignCreated', occurredAt: now, campaignId: campaign.id, ownerId: campaign.ownerId });
    return campaign;
  }

  isOwnedBy(userId: string): boolean {
    return this.ownerId === userId;
  }

  /** Owners change their own campaigns; fields left out stay as they are. */
  edit(changes: CampaignChanges, by: string, now: Date): void {
    if (!this.isOwnedBy(by)) throw CampaignErrors.notOwner();
    if (changes.title !== undefined) this.title = checkTitle(changes.title);
    if (changes.description !== undefined) this.description = checkDescription(changes.description);
    if (changes.goal !== undefined) this.goalCents = parseGoal(changes.goal);
    if (changes.image !== undefined) this.image = checkMedia('image', changes.image);
    if (changes.video !== undefined) this.video = checkMedia('video', changes.video);
    if (changes.additionalImages !== undefined) this.additionalImages = checkImages(changes.additionalImages);
    if (changes.isActive !== undefined) this.isActive = changes.isActive;
    this.updatedAt = now;
  }

  approve(by: string, now: Date): void {
    this.review('approved', by, now);
  }

  reject(by: string, now: Date): void {
    this.review('rejected', by, now);
  }

  private review(status: CampaignStatus, by: string, now: Date): void {
    if (this.status === status) return;
    this.status = status;
    this.reviewedBy = by;
    this.reviewedAt = now;
    this.updatedAt = now;
    this.record({ type: status === 'approved' ? 'CampaignApproved' : 'CampaignRejected', occurredAt: now, campaignId: this.id, by });
  }

  hasEnded(now: Date): boolean {
    return this.endDate !== null && this.endDate.getTime() <= now.getTime();
  }

  /** Visible to everyone: approved and active. (Ended campaigns stay visible, marked as ended.) */
  isPublic(): boolean {
    return this.status === 'approved' && this.isActive;
  }

  canBeSeenBy(viewer: { id: string; isAdmin: boolean } | undefined): boolean {
    return this.isPublic() || (viewer !== undefined && (viewer.isAdmin || this.isOwnedBy(viewer.id)));
  }

  acceptsDonations(now: Date): boolean {
    return this.isPublic() && !this.hasEnded(now);
  }
}
