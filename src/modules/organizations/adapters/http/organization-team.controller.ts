import { Body, Controller, Delete, Get, HttpCode, Post, Put, UseGuards } from '@nestjs/common';
import { ApiScopeRequired } from '../../../../shared-kernel/infrastructure/auth/api-scope.js';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../../../shared-kernel/application.js';
import { CurrentUser, SignedInGuard } from '../../../../shared-kernel/infrastructure/auth/guards.js';
import { ErrorResponse } from '../../../../shared-kernel/infrastructure/http/error-response.dto.js';
import { IdParam } from '../../../../shared-kernel/infrastructure/http/id-param.js';
import { ManageTeam } from '../../application/manage-team.use-case.js';
import { OrganizationQueries } from '../../application/organization.queries.js';
import { AddTeamMemberRequest } from './dto/add-team-member.request.dto.js';
import { ChangeTeamRoleRequest } from './dto/change-team-role.request.dto.js';
import { TeamMemberResponse } from './dto/team-member.response.dto.js';
import { AcceptInvitationRequest } from './dto/accept-invitation.request.dto.js';
import { InvitationAcceptedResponse } from './dto/invitation-accepted.response.dto.js';
import { InvitationResponse } from './dto/invitation.response.dto.js';
import { TeamAdditionResponse } from './dto/team-addition.response.dto.js';

/** An organization's team: seen by the team, managed by its admins; a member may leave. The last admin stays. */
@ApiTags('organizations')
@Controller('organizations/:id')
@UseGuards(SignedInGuard)
@ApiUnauthorizedResponse({ type: ErrorResponse })
@ApiForbiddenResponse({ type: ErrorResponse })
@ApiNotFoundResponse({ type: ErrorResponse })
export class OrganizationTeamController {
  constructor(
    private readonly queries: OrganizationQueries,
    private readonly team: ManageTeam,
  ) {}

  /** The team with usernames and roles: for its members (and the platform's administrators); 403 for other members. */
  @ApiScopeRequired('organizations:read')
  @Get('team')
  @ApiOkResponse({ type: [TeamMemberResponse] })
  listTeam(@IdParam('id') id: string, @CurrentUser() user: AuthenticatedUser): Promise<TeamMemberResponse[]> {
    return this.queries.team(id, user);
  }

  /**
   * An organization admin adds a platform member (by username or email). An email with no account is invited: the
   * answer names it (`invitedEmail`) and the email's link lets them join once signed in. 404 for an unknown username.
   */
  @ApiScopeRequired('organizations:write')
  @Post('team')
  @ApiCreatedResponse({ type: TeamAdditionResponse })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiConflictResponse({ type: ErrorResponse, description: 'Already on the team' })
  addTeamMember(@IdParam('id') id: string, @Body() body: AddTeamMemberRequest, @CurrentUser() user: AuthenticatedUser): Promise<TeamAdditionResponse> {
    return this.team.add(id, user, body.usernameOrEmail, body.role);
  }

  /** Its invitations not used yet (its admins only). */
  @Get('invitations')
  @ApiOkResponse({ type: [InvitationResponse] })
  async listInvitations(@IdParam('id') id: string, @CurrentUser() user: AuthenticatedUser): Promise<InvitationResponse[]> {
    return (await this.team.invitations(id, user)).map((i) => ({ id: i.id, email: i.email, role: i.role, invitedAt: i.invitedAt.toISOString(), expiresAt: i.expiresAt.toISOString() }));
  }

  /** The signed-in member used an invitation's link: they join the team with its role (404 when the link is used or lapsed). */
  @Post('invitations/accept')
  @HttpCode(200)
  @ApiOkResponse({ type: InvitationAcceptedResponse })
  async acceptInvitation(@IdParam('id') id: string, @Body() body: AcceptInvitationRequest, @CurrentUser() user: AuthenticatedUser): Promise<InvitationAcceptedResponse> {
    return { role: await this.team.acceptInvitation(id, user, body.token) };
  }

  @ApiScopeRequired('organizations:write')
  @Put('team/:userId')
  @ApiOkResponse({ type: [TeamMemberResponse], description: 'The team after the change' })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiConflictResponse({ type: ErrorResponse, description: 'The last admin would step down' })
  async changeTeamRole(
    @IdParam('id') id: string,
    @IdParam('userId') userId: string,
    @Body() body: ChangeTeamRoleRequest,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<TeamMemberResponse[]> {
    await this.team.changeRole(id, user, userId, body.role);
    return this.queries.team(id, user);
  }

  /** An admin removes a member, or a member leaves (their own id). */
  @ApiScopeRequired('organizations:write')
  @Delete('team/:userId')
  @HttpCode(204)
  @ApiNoContentResponse()
  @ApiConflictResponse({ type: ErrorResponse, description: 'The last admin cannot be removed or leave' })
  async removeTeamMember(@IdParam('id') id: string, @IdParam('userId') userId: string, @CurrentUser() user: AuthenticatedUser): Promise<void> {
    await this.team.remove(id, user, userId);
  }
}
