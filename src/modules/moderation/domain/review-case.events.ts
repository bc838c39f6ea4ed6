import type { DomainEvent } from '../../../shared-kernel/domain.js';

/** What every moderator's decision tells: which case, about what, by whom, why. */
abstract class ModeratorDecision implements DomainEvent {
  constructor(
    readonly caseId: string,
    readonly subjectId: string,
    /** The subject's name when decided (a campaign's title, an applicant's name). */
    readonly label: string,
    readonly by: string,
    readonly reason: string | null,
    readonly occurredAt: Date,
  ) {}
}

/** A moderator approved a campaign: it may go live. */
export class CampaignApprovedByModerator extends ModeratorDecision {}
/** A moderator rejected a campaign: it stays hidden from all but its owner. */
export class CampaignRejectedByModerator extends ModeratorDecision {}
/** A moderator removed a campaign: it is to be deleted. */
export class CampaignRemovedByModerator extends ModeratorDecision {}
/** A decision on an owner's edit names the edit it saw (its submission time): a later edit is not decided by it. */
abstract class RevisionDecision extends ModeratorDecision {
  constructor(
    caseId: string,
    subjectId: string,
    label: string,
    by: string,
    reason: string | null,
    occurredAt: Date,
    readonly revisionSubmittedAt: Date,
  ) {
    super(caseId, subjectId, label, by, reason, occurredAt);
  }
}
/** A moderator approved the owner's edit of an approved campaign: it may go public. */
export class CampaignRevisionApprovedByModerator extends RevisionDecision {}
/** A moderator rejected the owner's edit of an approved campaign: the approved version stays. */
export class CampaignRevisionRejectedByModerator extends RevisionDecision {}
/** A moderator approved an organizer's campaign update: it may go public (and to the campaign's donors). */
export class CampaignUpdateApprovedByModerator extends ModeratorDecision {}
/** A moderator rejected an organizer's campaign update: it stays unpublished (the reason goes to the organizer). */
export class CampaignUpdateRejectedByModerator extends ModeratorDecision {}
/** A moderator approved a sponsorship application. */
export class ApplicationApprovedByModerator extends ModeratorDecision {}
/** A moderator rejected a sponsorship application. */
export class ApplicationRejectedByModerator extends ModeratorDecision {}

/** A moderator verified a registered organization: it may go public (and, later, receive gifts). */
export class OrganizationVerifiedByModerator extends ModeratorDecision {}
/** A moderator rejected a registered organization: it stays hidden from all but its team (the reason goes to it). */
export class OrganizationRejectedByModerator extends ModeratorDecision {}

export type ReviewCaseEvent =
  | CampaignApprovedByModerator
  | CampaignRejectedByModerator
  | CampaignRemovedByModerator
  | CampaignRevisionApprovedByModerator
  | CampaignRevisionRejectedByModerator
  | CampaignUpdateApprovedByModerator
  | CampaignUpdateRejectedByModerator
  | ApplicationApprovedByModerator
  | ApplicationRejectedByModerator
  | OrganizationVerifiedByModerator
  | OrganizationRejectedByModerator;
