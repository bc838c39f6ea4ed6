import type { DomainEvent } from '../../../shared-kernel/domain.js';

/** The organiser posted news of their campaign (its donors who did not opt out hear of it). */
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

export type CampaignUpdateEvent = CampaignUpdatePosted;
