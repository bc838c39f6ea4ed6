import { describe, expect, it } from '@jest/globals';
import { ReviewCase, type ReviewSubject } from '../../../src/modules/moderation/domain/review-case.aggregate.js';
import {
  ApplicationApprovedByModerator,
  ApplicationRejectedByModerator,
  CampaignApprovedByModerator,
  CampaignRejectedByModerator,
  CampaignRemovedByModerator,
  CampaignRevisionApprovedByModerator,
  CampaignRevisionRejectedByModerator,
  OrganizationRejectedByModerator,
  OrganizationVerifiedByModerator,
} from '../../../src/modules/moderation/domain/review-case.events.js';
import { DomainError } from '../../../src/shared-kernel/domain/domain-error.js';

const SUBMITTER = '11111111-1111-4111-8111-111111111111';
const MODERATOR = '33333333-3333-4333-8333-333333333333';
const SUBJECT = '44444444-4444-4444-8444-444444444444';
const t0 = new Date('2026-11-24T10:00:00Z');
const t1 = new Date('2026-11-24T11:00:00Z');
const t2 = new Date('2026-11-24T12:00:00Z');

const campaign: ReviewSubject = { type: 'campaign', id: SUBJECT, submittedBy: SUBMITTER, label: 'Roof Repair' };
const application: ReviewSubject = { type: 'sponsorship_application', id: SUBJECT, submittedBy: SUBMITTER, label: 'Hope in Motion' };
const organization: ReviewSubject = { type: 'organization', id: SUBJECT, submittedBy: SUBMITTER, label: 'Grace Chapel' };

function refusal(work: () => unknown): DomainError {
  try {
    work();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('ReviewCase', () => {
  it('opens pending, undecided, and records nothing', () => {
    const reviewCase = ReviewCase.open(campaign, t0);
    expect(reviewCase).toMatchObject({ subjectType: 'campaign', subjectId: SUBJECT, submittedBy: SUBMITTER, label: 'Roof Repair', status: 'pending', decidedBy: null });
    expect(reviewCase.submittedAt).toEqual(t0);
    expect(reviewCase.pullEvents()).toEqual([]);
  });

  it('keeps its state to itself', () => {
    const reviewCase = ReviewCase.open(campaign, t0);
    const state = reviewCase.toState();
    state.status = 'approved';
    expect(reviewCase.status).toBe('pending');
    expect(ReviewCase.restore(reviewCase.toState()).toState()).toEqual(reviewCase.toState());
  });

  describe('of an organization', () => {
    it('is verified or rejected (with a reason) once, each decision recorded for the organizations context', () => {
      const verified = ReviewCase.open(organization, t0);
      verified.approve(MODERATOR, t1);
      expect(verified.pullEvents()).toEqual([new OrganizationVerifiedByModerator(verified.id, SUBJECT, 'Grace Chapel', MODERATOR, null, t1)]);
      const again = refusal(() => verified.reject(MODERATOR, t2, 'late'));
      expect([again.code, again.kind, again.message]).toEqual(['organization_already_reviewed', 'conflict', 'This organization was already verified.']);

      const rejected = ReviewCase.open(organization, t0);
      expect(refusal(() => rejected.reject(MODERATOR, t1, '  ')).fieldErrors).toHaveProperty('reason');
      rejected.reject(MODERATOR, t1, 'EIN mismatch');
      expect(rejected.pullEvents()).toEqual([new OrganizationRejectedByModerator(rejected.id, SUBJECT, 'Grace Chapel', MODERATOR, 'EIN mismatch', t1)]);
      expect(refusal(() => rejected.approve(MODERATOR, t2)).code).toBe('organization_already_reviewed');
    });
  });

  describe('of a campaign', () => {
    it('records each decision; a moderator may change their mind', () => {
      const reviewCase = ReviewCase.open(campaign, t0);
      reviewCase.approve(MODERATOR, t1);
      expect(reviewCase).toMatchObject({ status: 'approved', decidedBy: MODERATOR, reason: null });
      reviewCase.reject(MODERATOR, t2, 'Misleading photos');
      expect(reviewCase).toMatchObject({ status: 'rejected', reason: 'Misleading photos' });
      expect(reviewCase.decidedAt).toEqual(t2);
      const [caseId] = [reviewCase.id];
      expect(reviewCase.pullEvents()).toEqual([
        new CampaignApprovedByModerator(caseId, SUBJECT, 'Roof Repair', MODERATOR, null, t1),
        new CampaignRejectedByModerator(caseId, SUBJECT, 'Roof Repair', MODERATOR, 'Misleading photos', t2),
      ]);
    });

    it('records a decision under the subject’s current name', () => {
      const reviewCase = ReviewCase.open(campaign, t0);
      reviewCase.relabel('Roof Repair for St. Mark');
      reviewCase.relabel('   ');
      reviewCase.approve(MODERATOR, t1);
      expect((reviewCase.pullEvents()[0] as CampaignApprovedByModerator).label).toBe('Roof Repair for St. Mark');
    });

    it('is rejected with a reason only (its organizer sees it), kept trimmed', () => {
      const reviewCase = ReviewCase.open(campaign, t0);
      for (const reason of [null, '', '   ']) {
        expect(refusal(() => reviewCase.reject(MODERATOR, t1, reason))).toMatchObject({
          kind: 'validation',
          message: 'Please give a reason for rejecting this campaign (the organizer sees it).',
          fieldErrors: { reason: ['Please give a reason for rejecting this campaign (the organizer sees it).'] },
        });
      }
      expect(reviewCase.status).toBe('pending');
      expect(reviewCase.pullEvents()).toEqual([]);
      reviewCase.reject(MODERATOR, t1, '  Add a budget.  ');
      expect(reviewCase.reason).toBe('Add a budget.');
      expect(reviewCase.pullEvents()).toEqual([new CampaignRejectedByModerator(reviewCase.id, SUBJECT, 'Roof Repair', MODERATOR, 'Add a budget.', t1)]);
    });

    it('once removed, takes no more decisions (the campaign is gone: 404)', () => {
      const reviewCase = ReviewCase.open(campaign, t0);
      reviewCase.remove(MODERATOR, t1);
      expect(reviewCase.pullEvents()).toEqual([new CampaignRemovedByModerator(reviewCase.id, SUBJECT, 'Roof Repair', MODERATOR, null, t1)]);
      for (const decide of [() => reviewCase.approve(MODERATOR, t2), () => reviewCase.reject(MODERATOR, t2), () => reviewCase.remove(MODERATOR, t2)]) {
        expect(refusal(decide)).toMatchObject({ kind: 'not_found', code: 'campaign_not_found', message: 'Campaign not found' });
      }
      expect(reviewCase.pullEvents()).toEqual([]);
    });

    it('is withdrawn without a decision when its owner deletes the campaign', () => {
      const reviewCase = ReviewCase.open(campaign, t0);
      reviewCase.withdraw();
      expect(reviewCase.status).toBe('removed');
      expect(reviewCase.decidedBy).toBeNull();
      expect(reviewCase.pullEvents()).toEqual([]);
      expect(refusal(() => reviewCase.approve(MODERATOR, t1)).kind).toBe('not_found');
    });
  });

  describe('of a sponsorship application', () => {
    it('is decided once: approved or rejected, with its own events', () => {
      const approved = ReviewCase.open(application, t0);
      approved.approve(MODERATOR, t1);
      expect(approved.pullEvents()).toEqual([new ApplicationApprovedByModerator(approved.id, SUBJECT, 'Hope in Motion', MODERATOR, null, t1)]);
      const rejected = ReviewCase.open(application, t0);
      rejected.reject(MODERATOR, t1, 'Off-topic channel');
      expect(rejected.pullEvents()).toEqual([
        new ApplicationRejectedByModerator(rejected.id, SUBJECT, 'Hope in Motion', MODERATOR, 'Off-topic channel', t1),
      ]);
    });

    it('refuses a second decision with a conflict that names the first', () => {
      const reviewCase = ReviewCase.open(application, t0);
      reviewCase.reject(MODERATOR, t1);
      const error = refusal(() => reviewCase.approve(MODERATOR, t2));
      expect(error).toMatchObject({ kind: 'conflict', code: 'application_already_reviewed', message: 'This application was already rejected.' });
      expect(reviewCase.status).toBe('rejected');
    });

    it('cannot be removed by a moderator', () => {
      const reviewCase = ReviewCase.open(application, t0);
      expect(refusal(() => reviewCase.remove(MODERATOR, t1)).code).toBe('not_removable');
      expect(reviewCase.status).toBe('pending');
    });
  });

  describe('an edit of an approved campaign', () => {
    function approvedCase(): ReviewCase {
      const reviewCase = ReviewCase.open(campaign, t0);
      reviewCase.approve(MODERATOR, t0);
      reviewCase.pullEvents();
      return reviewCase;
    }

    it('reopens the approved case as pending, labelled as an edit, submitted when edited', () => {
      const reviewCase = approvedCase();
      reviewCase.reopenForRevision('Edit of Roof Repair Now', t1);
      expect(reviewCase).toMatchObject({ status: 'pending', underRevision: true, label: 'Edit of Roof Repair Now' });
      expect(reviewCase.submittedAt).toEqual(t1);
    });

    it('approving or rejecting the edit leaves the campaign approved and records the edit decision', () => {
      const reviewCase = approvedCase();
      reviewCase.reopenForRevision('Edit of Roof Repair Now', t1);
      reviewCase.approve(MODERATOR, t2);
      expect(reviewCase).toMatchObject({ status: 'approved', underRevision: false });
      expect(reviewCase.pullEvents()).toEqual([new CampaignRevisionApprovedByModerator(reviewCase.id, SUBJECT, 'Edit of Roof Repair Now', MODERATOR, null, t2, t1)]);

      reviewCase.reopenForRevision('Edit of URGENT wire money', t2);
      reviewCase.reject(MODERATOR, t2, 'Misleading');
      expect(reviewCase).toMatchObject({ status: 'approved', underRevision: false });
      expect(reviewCase.pullEvents()).toEqual([new CampaignRevisionRejectedByModerator(reviewCase.id, SUBJECT, 'Edit of URGENT wire money', MODERATOR, 'Misleading', t2, t2)]);
    });

    it('an edit is rejected with a reason only; the approved campaign stays as it was meanwhile', () => {
      const reviewCase = approvedCase();
      reviewCase.reopenForRevision('Edit of Roof Repair Now', t1);
      expect(refusal(() => reviewCase.reject(MODERATOR, t2, ' '))).toMatchObject({
        kind: 'validation',
        message: 'Please give a reason for rejecting this edit (the organizer sees it).',
      });
      expect(reviewCase).toMatchObject({ status: 'pending', underRevision: true });
      expect(reviewCase.pullEvents()).toEqual([]);
    });

    it('a campaign not approved has no revision to review: its case is left as it is', () => {
      const pending = ReviewCase.open(campaign, t0);
      pending.reopenForRevision('Edit of Roof Repair', t1);
      expect(pending).toMatchObject({ status: 'pending', underRevision: false, label: 'Roof Repair' });
      const rejected = ReviewCase.open(campaign, t0);
      rejected.reject(MODERATOR, t0, 'No budget');
      rejected.reopenForRevision('Edit of Roof Repair', t1);
      expect(rejected.status).toBe('rejected');
      const app = ReviewCase.open(application, t0);
      app.approve(MODERATOR, t0);
      app.reopenForRevision('Edit of Hope', t1);
      expect(app.status).toBe('approved');
    });

    it('a removal while the edit waits removes the campaign', () => {
      const reviewCase = approvedCase();
      reviewCase.reopenForRevision('Edit of Roof Repair Now', t1);
      reviewCase.remove(MODERATOR, t2);
      expect(reviewCase).toMatchObject({ status: 'removed', underRevision: false });
      expect(reviewCase.pullEvents()[0]).toBeInstanceOf(CampaignRemovedByModerator);
    });
  });
});
