import { Inject, Injectable } from '@nestjs/common';
import type { TeamRole } from '../domain/organization.aggregate.js';
import { OrganizationErrors } from '../domain/organization.errors.js';
import { ChangeOrganization } from './change-organization.use-case.js';
import { MEMBER_DIRECTORY, type MemberDirectory } from './member-directory.port.js';

/**
 * An organization's admins manage its team: they add platform members by username or email, change their roles and
 * remove them; any member may leave. The last admin stays (409). Members without an account are not invited yet
 * (a later step): they answer 404.
 */
@Injectable()
export class ManageTeam {
  constructor(
    private readonly change: ChangeOrganization,
    @Inject(MEMBER_DIRECTORY) private readonly members: MemberDirectory,
  ) {}

  add(organizationId: string, by: { id: string }, usernameOrEmail: string, role: TeamRole): Promise<{ userId: string; username: string; role: TeamRole }> {
    return this.change.execute(organizationId, async (organization, now) => {
      // The asker's right is checked before the directory is asked: others learn nothing about who has an account.
      organization.requireAdmin(by.id);
      const member = await this.members.findByUsernameOrEmail(usernameOrEmail);
      if (!member) throw OrganizationErrors.noSuchMember();
      organization.addTeamMember(by.id, member.id, role, now);
      return { userId: member.id, username: member.username, role };
    });
  }

  changeRole(organizationId: string, by: { id: string }, userId: string, role: TeamRole): Promise<void> {
    return this.change.execute(organizationId, (organization) => organization.changeRole(by.id, userId, role));
  }

  remove(organizationId: string, by: { id: string }, userId: string): Promise<void> {
    return this.change.execute(organizationId, (organization) => organization.removeTeamMember(by.id, userId));
  }
}
