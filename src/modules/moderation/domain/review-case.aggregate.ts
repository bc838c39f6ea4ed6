import { AggregateRoot, newId } from '../../../shared-kernel/domain.js';
import { ReviewCaseErrors } from './review-case.errors.js';
import type { ReviewStatus, ReviewSubjectType } from './review-subject.js';
import {
  ApplicationApprovedByModerator,
  ApplicationRejectedByModerator,
  CampaignApprovedByModerator,
  CampaignRejectedByModerator,
  CampaignRemovedByModerator,
  CampaignRevisionApprovedByModerator,
  CampaignRevisionRejectedByModerator,
  CampaignUpdateApprovedByModerator,
  CampaignUpdateRejectedByModerator,
  OrganizationRejectedByModerator,
  OrganizationVerifiedByModerator,
  type ReviewCaseEvent,
} from './review-case.events.js';

export interface ReviewCaseState {
  id: string;
  subjectType: ReviewSubjectType;
  subjectId: string;
  /** Who submitted the subject: the campaign's owner, the applicant. */
  submittedBy: string;
  label: string;
  status: ReviewStatus;
  submittedAt: Date;
  decidedBy: string | null;
  decidedAt: Date | null;
  reason: string | null;
  /** The case reviews an edit of an approved campaign (the approved version stays public meanwhile). */
  underRevision: boolean;
}

export interface ReviewSubject {
  type: ReviewSubjectType;
  id: string;
  submittedBy: string;
  label: string;
}

/**
 * One thing waiting for (or given) a moderator's decision: a campaign, a sponsorship application or an
 * organizer's campaign update. Campaigns may be decided again (a moderator changes their mind) and removed;
 * an application and an update are decided once (an approved update has been mailed to donors). A removed
 * subject has nothing left to decide.
 */
export class ReviewCase extends AggregateRoot<ReviewCaseEvent> {
  private constructor(private state: ReviewCaseState) {
    super();
  }

  /** A subject joins the queue, waiting for a decision. */
  /**
   * The subject was taken down before its submission reached the queue (a delayed delivery): a closed
   * case is kept, so the late submission does not open a case nobody can decide.
   */
  static withdrawnBeforeQueued(subject: ReviewSubject, at: Date): ReviewCase {
    const reviewCase = ReviewCase.open(subject, at);
    reviewCase.withdraw();
    return reviewCase;
  }

  static open(subject: ReviewSubject, submittedAt: Date): ReviewCase {
    return new ReviewCase({
      id: newId(),
      subjectType: subject.type,
      subjectId: subject.id,
      submittedBy: subject.submittedBy,
      label: subject.label,
      status: 'pending',
      submittedAt,
      decidedBy: null,
      decidedAt: null,
      reason: null,
      underRevision: false,
    });
  }

  static restore(state: ReviewCaseState): ReviewCase {
    return new ReviewCase(copy(state));
  }

  toState(): ReviewCaseState {
    return copy(this.state);
  }

  get id(): string {
    return this.state.id;
  }
  get subjectType(): ReviewSubjectType {
    return this.state.subjectType;
  }
  get subjectId(): string {
    return this.state.subjectId;
  }
  get submittedBy(): string {
    return this.state.submittedBy;
  }
  get label(): string {
    return this.state.label;
  }
  get status(): ReviewStatus {
    return this.state.status;
  }
  get submittedAt(): Date {
    return new Date(this.state.submittedAt);
  }
  get decidedBy(): string | null {
    return this.state.decidedBy;
  }
  get decidedAt(): Date | null {
    return this.state.decidedAt ? new Date(this.state.decidedAt) : null;
  }
  get reason(): string | null {
    return this.state.reason;
  }
  get underRevision(): boolean {
    return this.state.underRevision;
  }

  /**
   * The owner edited the approved campaign: the case waits for a decision again, on the edit.
   * A campaign not approved (pending, rejected, removed) has no revision to review: its edits are
   * not public.
   */
  reopenForRevision(label: string, submittedAt: Date): void {
    if (this.state.subjectType !== 'campaign') return;
    if (this.state.status !== 'approved' && !(this.state.status === 'pending' && this.state.underRevision)) return;
    this.state.status = 'pending';
    this.state.underRevision = true;
    this.state.submittedAt = submittedAt;
    this.relabel(label);
  }

  /** The subject's current name (an owner may retitle a campaign), so a decision is recorded under it. */
  relabel(label: string): void {
    if (label.trim() !== '') this.state.label = label;
  }

  approve(by: string, at: Date): void {
    if (this.state.underRevision) return this.decideOnRevision('approve', by, at, null);
    this.decide('approved', by, at, null);
    const { id, subjectId, label, subjectType } = this.state;
    this.record(
      subjectType === 'campaign'
        ? new CampaignApprovedByModerator(id, subjectId, label, by, null, at)
        : subjectType === 'campaign_update'
          ? new CampaignUpdateApprovedByModerator(id, subjectId, label, by, null, at)
          : subjectType === 'organization'
            ? new OrganizationVerifiedByModerator(id, subjectId, label, by, null, at)
            : new ApplicationApprovedByModerator(id, subjectId, label, by, null, at),
    );
  }

  /**
   * A campaign, an edit of one, an organizer's update and an organization are rejected with a reason (their organizer sees it); a
   * sponsorship application may be rejected without one.
   */
  reject(by: string, at: Date, reason: string | null = null): void {
    reason = reason?.trim() || null;
    // (A removed subject answers that it is gone, whatever the reason.)
    if (this.state.subjectType !== 'sponsorship_application' && this.state.status !== 'removed' && !reason) {
      throw ReviewCaseErrors.reasonRequired(
        this.state.underRevision ? 'edit' : this.state.subjectType === 'campaign_update' ? 'campaign_update' : this.state.subjectType === 'organization' ? 'organization' : 'campaign',
      );
    }
    if (this.state.underRevision) return this.decideOnRevision('reject', by, at, reason);
    this.decide('rejected', by, at, reason);
    const { id, subjectId, label, subjectType } = this.state;
    this.record(
      subjectType === 'campaign'
        ? new CampaignRejectedByModerator(id, subjectId, label, by, reason, at)
        : subjectType === 'campaign_update'
          ? new CampaignUpdateRejectedByModerator(id, subjectId, label, by, reason, at)
          : subjectType === 'organization'
            ? new OrganizationRejectedByModerator(id, subjectId, label, by, reason, at)
            : new ApplicationRejectedByModerator(id, subjectId, label, by, reason, at),
    );
  }

  /** A moderator removes a campaign for good. */
  remove(by: string, at: Date, reason: string | null = null): void {
    if (this.state.subjectType !== 'campaign') throw ReviewCaseErrors.onlyCampaignsAreRemoved();
    this.decide('removed', by, at, reason);
    this.state.underRevision = false;
    this.record(new CampaignRemovedByModerator(this.state.id, this.state.subjectId, this.state.label, by, reason, at));
  }

  /** Whoever submitted the subject deleted it: nothing is left to decide. Not a moderator's decision. */
  withdraw(): void {
    this.state.status = 'removed';
    this.state.underRevision = false;
  }

  /** Either way the campaign stays approved: with the edit applied, or as it was. */
  private decideOnRevision(verdict: 'approve' | 'reject', by: string, at: Date, reason: string | null): void {
    this.decide('approved', by, at, reason);
    this.state.underRevision = false;
    const { id, subjectId, label, submittedAt } = this.state;
    this.record(
      verdict === 'approve'
        ? new CampaignRevisionApprovedByModerator(id, subjectId, label, by, null, at, new Date(submittedAt))
        : new CampaignRevisionRejectedByModerator(id, subjectId, label, by, reason, at, new Date(submittedAt)),
    );
  }

  private decide(status: Exclude<ReviewStatus, 'pending'>, by: string, at: Date, reason: string | null): void {
    if (this.state.status === 'removed') throw ReviewCaseErrors.subjectNotFound(this.state.subjectType);
    if (this.state.subjectType !== 'campaign' && this.state.status !== 'pending') {
      throw ReviewCaseErrors.alreadyDecided(this.state.status, this.state.subjectType);
    }
    this.state.status = status;
    this.state.decidedBy = by;
    this.state.decidedAt = at;
    this.state.reason = reason;
  }
}

function copy(state: ReviewCaseState): ReviewCaseState {
  return {
    ...state,
    submittedAt: new Date(state.submittedAt),
    decidedAt: state.decidedAt ? new Date(state.decidedAt) : null,
  };
}
