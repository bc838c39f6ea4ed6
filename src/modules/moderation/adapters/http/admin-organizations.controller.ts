import { Body, Controller, Get, HttpCode, Post, Query, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../../../shared-kernel/application.js';
import { AdminGuard, CurrentUser } from '../../../../shared-kernel/infrastructure/auth/guards.js';
import { ErrorResponse } from '../../../../shared-kernel/infrastructure/http/error-response.dto.js';
import { IdParam } from '../../../../shared-kernel/infrastructure/http/id-param.js';
import { DecideOnOrganization } from '../../application/decide-on-organization.use-case.js';
import { ModerationQueries } from '../../application/moderation.queries.js';
import { ModeratedOrganizationResponse } from './dto/moderated-organization.response.dto.js';
import { OrganizationDecisionResponse } from './dto/organization-decision.response.dto.js';
import { OrganizationListQuery } from './dto/organization-list.query.dto.js';
import { RejectOrganizationRequest } from './dto/reject-organization.request.dto.js';

/** Verification of registered organizations, for administrators (401 signed out, 403 members); each decision is audited. */
@ApiTags('moderation')
@Controller('admin/organizations')
@UseGuards(AdminGuard)
@ApiUnauthorizedResponse({ type: ErrorResponse })
@ApiForbiddenResponse({ type: ErrorResponse })
export class AdminOrganizationsController {
  constructor(
    private readonly queries: ModerationQueries,
    private readonly decide: DecideOnOrganization,
  ) {}

  /** Registered organizations, newest first; `status` narrows the list (pending: the queue). Paged by `limit` and `offset`. */
  @Get()
  @ApiOkResponse({ type: [ModeratedOrganizationResponse] })
  @ApiBadRequestResponse({ type: ErrorResponse })
  async listOrganizations(@Query() query: OrganizationListQuery): Promise<ModeratedOrganizationResponse[]> {
    const organizations = await this.queries.organizationList({ status: query.status, limit: query.limit ?? 50, offset: query.offset ?? 0 });
    return organizations.map((o) => ModeratedOrganizationResponse.of(o));
  }

  @Post(':id/verify')
  @HttpCode(200)
  @ApiOkResponse({ type: OrganizationDecisionResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  @ApiConflictResponse({ type: ErrorResponse, description: 'Already verified or rejected' })
  async verifyOrganization(@IdParam('id') id: string, @CurrentUser() admin: AuthenticatedUser): Promise<OrganizationDecisionResponse> {
    await this.decide.execute(id, 'verify', admin);
    return { status: 'verified' };
  }

  @Post(':id/reject')
  @HttpCode(200)
  @ApiOkResponse({ type: OrganizationDecisionResponse })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'No reason given' })
  @ApiNotFoundResponse({ type: ErrorResponse })
  @ApiConflictResponse({ type: ErrorResponse, description: 'Already verified or rejected' })
  async rejectOrganization(
    @IdParam('id') id: string,
    @CurrentUser() admin: AuthenticatedUser,
    @Body() body: RejectOrganizationRequest,
  ): Promise<OrganizationDecisionResponse> {
    await this.decide.execute(id, 'reject', admin, body.reason);
    return { status: 'rejected' };
  }
}
