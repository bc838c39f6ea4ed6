import type { DomainEvent } from '../../../shared-kernel/domain.js';

/** The organizer posted news of their campaign: it waits for a moderator's review (moderation queues it). */
export class CampaignUpdatePosted implements DomainEvent {
  constructor(
    readonly updateId: string,
    readonly campaignId: string,
    readonly authorId: string,
    readonly title: string,
    readonly body: string,
    readonly image: string | null,
    readonly occurredAt: Date,
  ) {}
}

/** A moderator approved the update: it is public, and its campaign's donors who did not opt out hear of it. */
export class CampaignUpdatePublished implements DomainEvent {
  constructor(
    readonly updateId: string,
    readonly campaignId: string,
    readonly authorId: string,
    readonly title: string,
    readonly body: string,
    readonly image: string | null,
    readonly postedAt: Date,
    readonly occurredAt: Date,
  ) {}
}

export type CampaignUpdateEvent = CampaignUpdatePosted | CampaignUpdatePublished;
