import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../../shared-kernel/domain.js';
import { Organization, type InvitationState, type TeamRole } from '../domain/organization.aggregate.js';
import { OrganizationErrors } from '../domain/organization.errors.js';
import { ChangeOrganization } from './change-organization.use-case.js';
import { MEMBER_DIRECTORY, type MemberDirectory } from './member-directory.port.js';
import { ORGANIZATION_READ_MODEL, type OrganizationReadModel } from './organization.read-model.js';

/** Who was added: a member (userId), or an email invited to join (invitedEmail). */
export type TeamAddition =
  | { userId: string; username: string; role: TeamRole; invitedEmail: null }
  | { userId: null; username: null; role: TeamRole; invitedEmail: string };

/** Something that reads as an email address (a username never has an @). */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');

/**
 * An organization's admins manage its team: they add platform members by username or email, change their roles and
 * remove them; any member may leave. The last admin stays (409). An email that has no account yet is invited: the
 * email's link (valid 14 days) lets whoever holds it join with the role once signed in, from any account.
 */
@Injectable()
export class ManageTeam {
  constructor(
    private readonly change: ChangeOrganization,
    @Inject(MEMBER_DIRECTORY) private readonly members: MemberDirectory,
    @Inject(ORGANIZATION_READ_MODEL) private readonly organizations: OrganizationReadModel,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  add(organizationId: string, by: { id: string }, usernameOrEmail: string, role: TeamRole): Promise<TeamAddition> {
    return this.change.execute(organizationId, async (organization, now): Promise<TeamAddition> => {
      // The asker's right is checked before the directory is asked: others learn nothing about who has an account.
      organization.requireAdmin(by.id);
      const member = await this.members.findByUsernameOrEmail(usernameOrEmail);
      if (!member) {
        if (!EMAIL.test(usernameOrEmail.trim())) throw OrganizationErrors.noSuchMember();
        const secret = randomBytes(32).toString('base64url');
        const invitation = organization.invite(by.id, usernameOrEmail, role, { secret, hash: hashOf(secret) }, now);
        return { userId: null, username: null, role, invitedEmail: invitation.email };
      }
      organization.addTeamMember(by.id, member.id, role, now);
      return { userId: member.id, username: member.username, role, invitedEmail: null };
    });
  }

  /** A signed-in member used an invitation's link: they join with its role. */
  acceptInvitation(organizationId: string, by: { id: string }, secret: string): Promise<TeamRole> {
    return this.change.execute(organizationId, (organization, now) => organization.acceptInvitation(hashOf(secret), by.id, now));
  }

  /** The invitations not used yet, for the organization's admins (403 for others). */
  async invitations(organizationId: string, by: { id: string }): Promise<InvitationState[]> {
    const state = await this.organizations.find(organizationId);
    if (!state) throw OrganizationErrors.notFound();
    const organization = Organization.restore(state);
    organization.requireAdmin(by.id);
    return organization.pendingInvitations(this.clock.now());
  }

  changeRole(organizationId: string, by: { id: string }, userId: string, role: TeamRole): Promise<void> {
    return this.change.execute(organizationId, (organization) => organization.changeRole(by.id, userId, role));
  }

  remove(organizationId: string, by: { id: string }, userId: string): Promise<void> {
    return this.change.execute(organizationId, (organization) => organization.removeTeamMember(by.id, userId));
  }
}
