import { Inject, Injectable } from '@nestjs/common';
import type { AuthenticatedUser } from '../../../shared-kernel/application.js';
import type { OrganizationState, TeamRole } from '../domain/organization.aggregate.js';
import { OrganizationErrors } from '../domain/organization.errors.js';
import { CAMPAIGN_DESK, type CampaignDesk, type CampaignOnTheWire } from './campaign-desk.port.js';
import { MEMBER_DIRECTORY, type MemberDirectory } from './member-directory.port.js';
import { ORGANIZATION_READ_MODEL, type OrganizationReadModel, type ServedOrganization } from './organization.read-model.js';

export interface TeamMemberView {
  userId: string;
  username: string;
  role: TeamRole;
}

/** What members and the public read about organizations. */
@Injectable()
export class OrganizationQueries {
  constructor(
    @Inject(ORGANIZATION_READ_MODEL) private readonly organizations: OrganizationReadModel,
    @Inject(MEMBER_DIRECTORY) private readonly members: MemberDirectory,
    @Inject(CAMPAIGN_DESK) private readonly campaigns: CampaignDesk,
  ) {}

  /** Its live campaigns (none before it is verified). */
  campaignsOf(organization: OrganizationState): Promise<CampaignOnTheWire[]> {
    return organization.status === 'verified' ? this.campaigns.liveOf(organization.id) : Promise.resolve([]);
  }

  /** A verified organization, for anyone; a pending or rejected one only for its team and administrators (404 for others). */
  async profile(slugOrId: string, viewer?: AuthenticatedUser): Promise<OrganizationState> {
    const organization = await this.organizations.find(slugOrId);
    if (!organization) throw OrganizationErrors.notFound();
    const onTeam = viewer !== undefined && organization.team.some((m) => m.userId === viewer.id);
    if (organization.status !== 'verified' && !onTeam && !viewer?.isAdmin) throw OrganizationErrors.notFound();
    return organization;
  }

  /** Its team with their usernames, for the team (and administrators); 403 for other members. */
  async team(organizationId: string, viewer: AuthenticatedUser): Promise<TeamMemberView[]> {
    const organization = await this.organizations.find(organizationId);
    if (!organization) throw OrganizationErrors.notFound();
    if (!organization.team.some((m) => m.userId === viewer.id) && !viewer.isAdmin) throw OrganizationErrors.notOnTeam();
    const names = await this.members.usernames(organization.team.map((m) => m.userId));
    return organization.team.map((m) => ({ userId: m.userId, username: names.get(m.userId) ?? 'Former member', role: m.role }));
  }

  /** The organizations the member serves, with their role. */
  servedBy(userId: string): Promise<ServedOrganization[]> {
    return this.organizations.servedBy(userId);
  }
}
