import { DomainError } from '../../../shared-kernel/domain.js';

/** The organizations context's refusals, with the texts the screens show. */
export const OrganizationErrors = {
  notFound: () => DomainError.notFound('organization_not_found', 'Organization not found'),
  notOnTeam: () => DomainError.forbidden('not_on_team', "Only this organization's team can do that."),
  notAnAdmin: () => DomainError.forbidden('not_organization_admin', "Only this organization's admins can do that."),
  cannotManageFunds: () => DomainError.forbidden('cannot_manage_funds', "Only this organization's admins and treasurers can manage its funds."),
  noSuchMember: () => DomainError.notFound('member_not_found', 'No member with that username or email'),
  notATeamMember: () => DomainError.notFound('team_member_not_found', 'That member is not on the team.'),
  alreadyOnTeam: () => DomainError.conflict('already_on_team', 'That member is already on the team.'),
  lastAdmin: () =>
    DomainError.conflict('last_admin', 'An organization needs at least one admin: add another admin before this one steps down or leaves.'),
  notVerifiedYet: () =>
    new DomainError('organization_not_verified', 'An organization starts campaigns once an administrator has verified it.', 'rule_violation'),
  invitationNotValid: () =>
    DomainError.notFound('invitation_not_valid', 'This invitation link is not valid any more: it was used, or it lapsed. Ask the organization for a new one.'),
  fundNotFound: () => DomainError.notFound('fund_not_found', 'Fund not found'),
  fundNameTaken: () => DomainError.conflict('fund_name_taken', 'This organization already has a fund with that name.', 'name'),
  lastFund: () =>
    DomainError.conflict('last_fund', 'A verified organization keeps at least one fund: create another before archiving this one.'),
  fundOrder: () => DomainError.validation('fundIds', 'List every active fund of the organization exactly once.'),
  alreadyDecided: (status: string) => DomainError.conflict('organization_already_reviewed', `This organization was already ${status}.`),
};
