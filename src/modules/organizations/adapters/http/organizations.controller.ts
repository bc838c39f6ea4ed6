import { Body, Controller, Get, Param, Post, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../../../shared-kernel/application.js';
import { CurrentUser, SignedInGuard } from '../../../../shared-kernel/infrastructure/auth/guards.js';
import { ErrorResponse } from '../../../../shared-kernel/infrastructure/http/error-response.dto.js';
import { OrganizationQueries } from '../../application/organization.queries.js';
import { RegisterOrganization } from '../../application/register-organization.use-case.js';
import { OrganizationRegisteredResponse } from './dto/organization-registered.response.dto.js';
import { OrganizationResponse } from './dto/organization.response.dto.js';
import { RegisterOrganizationRequest } from './dto/register-organization.request.dto.js';

/** Organizations (churches, ministries, nonprofits): registration and their public page. */
@ApiTags('organizations')
@Controller('organizations')
export class OrganizationsController {
  constructor(
    private readonly register: RegisterOrganization,
    private readonly queries: OrganizationQueries,
  ) {}

  /** A member registers an organization; it waits for an administrator's verification, and they are its first admin. */
  @Post()
  @UseGuards(SignedInGuard)
  @ApiCreatedResponse({ type: OrganizationRegisteredResponse })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'Every bad field in `errors`; the first one’s text in `message`' })
  @ApiUnauthorizedResponse({ type: ErrorResponse })
  async registerOrganization(@Body() body: RegisterOrganizationRequest, @CurrentUser() user: AuthenticatedUser): Promise<OrganizationRegisteredResponse> {
    const organization = await this.register.execute(
      { name: body.name, kind: body.kind, ein: body.ein, city: body.city, state: body.state, website: body.website ?? null },
      user,
    );
    const { id, slug } = organization.toState();
    return { id, slug, status: 'pending' };
  }

  /** One organization by slug or id with its active funds in order. Until verified: its team and administrators only (404 for others). */
  @Get(':slugOrId')
  @ApiOkResponse({ type: OrganizationResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  async getOrganization(@Param('slugOrId') slugOrId: string, @CurrentUser() viewer?: AuthenticatedUser): Promise<OrganizationResponse> {
    return OrganizationResponse.of(await this.queries.profile(slugOrId, viewer));
  }
}
