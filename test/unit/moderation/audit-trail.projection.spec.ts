import { describe, expect, it } from '@jest/globals';
import { AUDITED_DECISIONS, auditRecordOfDecision, auditRecordOfRoleChange } from '../../../src/modules/moderation/application/audit-trail.projection.js';
import {
  ApplicationApprovedByModerator,
  ApplicationRejectedByModerator,
  CampaignApprovedByModerator,
  CampaignRejectedByModerator,
  CampaignRemovedByModerator,
  CampaignUpdateApprovedByModerator,
  CampaignUpdateRejectedByModerator,
  OrganizationRejectedByModerator,
  OrganizationVerifiedByModerator,
} from '../../../src/modules/moderation/domain/review-case.events.js';

const at = new Date('2026-11-24T10:00:00Z');
const [CASE, SUBJECT, MODERATOR] = ['case', 'subject', 'moderator'];

describe('audit trail projection', () => {
  it.each([
    [CampaignApprovedByModerator, 'campaign.approved', 'campaign'],
    [CampaignRejectedByModerator, 'campaign.rejected', 'campaign'],
    [CampaignRemovedByModerator, 'campaign.deleted', 'campaign'],
    [CampaignUpdateApprovedByModerator, 'campaign.update-approved', 'campaign_update'],
    [CampaignUpdateRejectedByModerator, 'campaign.update-rejected', 'campaign_update'],
    [ApplicationApprovedByModerator, 'sponsorship.approved', 'sponsorship_application'],
    [ApplicationRejectedByModerator, 'sponsorship.rejected', 'sponsorship_application'],
    [OrganizationVerifiedByModerator, 'organization.verified', 'organization'],
    [OrganizationRejectedByModerator, 'organization.rejected', 'organization'],
  ])('records %p as %s on a %s', (Decision, action, subjectType) => {
    expect(auditRecordOfDecision(new Decision(CASE, SUBJECT, 'Roof Repair', MODERATOR, 'a reason', at))).toEqual({
      adminId: MODERATOR,
      action,
      subjectType,
      subjectId: SUBJECT,
      subjectLabel: 'Roof Repair',
      reason: 'a reason',
      decidedAt: at,
    });
  });

  it('audits every moderator decision', () => {
    expect(AUDITED_DECISIONS).toHaveLength(11);
  });

  it("records identity's role changes as granted or revoked, under the member's username", () => {
    const change = { userId: 'u1', username: 'martha_b', changedBy: MODERATOR, changedAt: at };
    expect(auditRecordOfRoleChange({ ...change, isAdmin: true })).toEqual({
      adminId: MODERATOR,
      action: 'user.admin-granted',
      subjectType: 'user',
      subjectId: 'u1',
      subjectLabel: 'martha_b',
      reason: null,
      decidedAt: at,
    });
    expect(auditRecordOfRoleChange({ ...change, isAdmin: false }).action).toBe('user.admin-revoked');
  });
});
