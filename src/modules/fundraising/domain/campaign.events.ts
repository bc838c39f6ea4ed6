import type { DomainEvent } from '../../../shared-kernel/domain.js';

/** A member started a campaign; it waits for a moderator's review. */
export class CampaignSubmitted implements DomainEvent {
  constructor(
    readonly campaignId: string,
    readonly ownerId: string,
    readonly title: string,
    readonly occurredAt: Date,
  ) {}
}

/** The owner changed what the campaign says or shows. */
export class CampaignEdited implements DomainEvent {
  constructor(
    readonly campaignId: string,
    readonly fields: readonly string[],
    readonly occurredAt: Date,
  ) {}
}

/** The owner switched the campaign on again: it shows wherever its status allows. */
export class CampaignActivated implements DomainEvent {
  constructor(
    readonly campaignId: string,
    readonly occurredAt: Date,
  ) {}
}

/** The owner switched the campaign off: hidden from the public, gifts stop. */
export class CampaignDeactivated implements DomainEvent {
  constructor(
    readonly campaignId: string,
    readonly occurredAt: Date,
  ) {}
}

/** A moderator's approval took effect: the campaign is live. */
export class CampaignApproved implements DomainEvent {
  constructor(
    readonly campaignId: string,
    readonly ownerId: string,
    readonly title: string,
    readonly by: string,
    readonly occurredAt: Date,
  ) {}
}

/** A moderator's rejection took effect: only the owner (and admins) see the campaign. */
export class CampaignRejected implements DomainEvent {
  constructor(
    readonly campaignId: string,
    readonly ownerId: string,
    readonly title: string,
    readonly by: string,
    readonly reason: string | null,
    readonly occurredAt: Date,
  ) {}
}

/** The campaign is gone for good, deleted by its owner or removed by a moderator. */
export class CampaignDeleted implements DomainEvent {
  constructor(
    readonly campaignId: string,
    readonly title: string,
    readonly by: string,
    readonly byModerator: boolean,
    readonly occurredAt: Date,
  ) {}
}

/**
 * The campaign holds gifts, so it was archived instead of deleted: hidden from the public, closed
 * to gifts, its books kept.
 */
export class CampaignArchived implements DomainEvent {
  constructor(
    readonly campaignId: string,
    readonly title: string,
    readonly by: string,
    readonly byModerator: boolean,
    readonly occurredAt: Date,
  ) {}
}

/** The owner edited the content of an approved campaign: the edit waits for a moderator; the approved version stays public. */
export class CampaignRevisionSubmitted implements DomainEvent {
  constructor(
    readonly campaignId: string,
    readonly ownerId: string,
    /** The title the edit proposes. */
    readonly title: string,
    readonly fields: readonly string[],
    readonly occurredAt: Date,
  ) {}
}

/** A moderator approved the pending edit: it is now what the public sees. */
export class CampaignRevisionApproved implements DomainEvent {
  constructor(
    readonly campaignId: string,
    readonly ownerId: string,
    /** The title now public (the edit's). */
    readonly title: string,
    readonly by: string,
    readonly occurredAt: Date,
  ) {}
}

/** A moderator rejected the pending edit: it is dropped, the approved version stays. */
export class CampaignRevisionRejected implements DomainEvent {
  constructor(
    readonly campaignId: string,
    readonly ownerId: string,
    /** The title still public (the approved version's). */
    readonly title: string,
    readonly by: string,
    readonly reason: string | null,
    readonly occurredAt: Date,
  ) {}
}

/** A completed gift was added to the campaign's total. */
export class CampaignCredited implements DomainEvent {
  constructor(
    readonly campaignId: string,
    readonly giftCents: number,
    readonly occurredAt: Date,
  ) {}
}

export type CampaignEvent =
  | CampaignSubmitted
  | CampaignEdited
  | CampaignActivated
  | CampaignDeactivated
  | CampaignApproved
  | CampaignRejected
  | CampaignDeleted
  | CampaignArchived
  | CampaignRevisionSubmitted
  | CampaignRevisionApproved
  | CampaignRevisionRejected
  | CampaignCredited;
