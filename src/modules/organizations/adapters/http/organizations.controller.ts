import { Body, Controller, Get, Param, Post, Put, UseGuards } from '@nestjs/common';
import { ApiScopeRequired } from '../../../../shared-kernel/infrastructure/auth/api-scope.js';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiUnauthorizedResponse,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../../../shared-kernel/application.js';
import { CurrentUser, SignedInGuard } from '../../../../shared-kernel/infrastructure/auth/guards.js';
import { ErrorResponse } from '../../../../shared-kernel/infrastructure/http/error-response.dto.js';
import { OrganizationQueries } from '../../application/organization.queries.js';
import { UpdateOrganizationProfile } from '../../application/update-profile.use-case.js';
import { UpdateOrganizationRequest } from './dto/update-organization.request.dto.js';
import { StartOrganizationCampaign } from '../../application/organization-campaigns.use-case.js';
import type { CampaignOnTheWire } from '../../application/campaign-desk.port.js';
import { CampaignResponse, campaignEndOf, CreateCampaignRequest } from '../../../fundraising/published-language/index.js';
import { IdParam } from '../../../../shared-kernel/infrastructure/http/id-param.js';
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
    private readonly startOrganizationCampaign: StartOrganizationCampaign,
    private readonly updateProfile: UpdateOrganizationProfile,
  ) {}

  /** A member registers an organization; it waits for an administrator's verification, and they are its first admin. */
  @ApiScopeRequired('organizations:write')
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
  @ApiScopeRequired('organizations:read')
  @Get(':slugOrId')
  @ApiOkResponse({ type: OrganizationResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  async getOrganization(@Param('slugOrId') slugOrId: string, @CurrentUser() viewer?: AuthenticatedUser): Promise<OrganizationResponse> {
    const organization = await this.queries.profile(slugOrId, viewer);
    return OrganizationResponse.of(organization, await this.queries.campaignsOf(organization));
  }

  /** One of its admins changes its website or logo; the organization as its page shows it. */
  @ApiScopeRequired('organizations:write')
  @Put(':id')
  @UseGuards(SignedInGuard)
  @ApiOkResponse({ type: OrganizationResponse })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiUnauthorizedResponse({ type: ErrorResponse })
  @ApiForbiddenResponse({ type: ErrorResponse, description: "Not one of the organization's admins" })
  async updateOrganization(@IdParam('id') id: string, @Body() body: UpdateOrganizationRequest, @CurrentUser() user: AuthenticatedUser): Promise<OrganizationResponse> {
    await this.updateProfile.execute(id, user, { website: body.website, logoUrl: body.logoUrl });
    return this.getOrganization(id, user);
  }

  /**
   * One of its admins starts a campaign owned by the organization (verified ones only: 422 before): the campaign
   * form's fields and rules, reviewed by a moderator like any campaign, then listed on the organization's page.
   */
  @ApiScopeRequired('organizations:write')
  @Post(':id/campaigns')
  @UseGuards(SignedInGuard)
  @ApiCreatedResponse({ type: CampaignResponse })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'Every bad field in `errors`; the first one’s text in `message`' })
  @ApiUnauthorizedResponse({ type: ErrorResponse })
  @ApiForbiddenResponse({ type: ErrorResponse, description: "Not one of the organization's admins" })
  @ApiUnprocessableEntityResponse({ type: ErrorResponse, description: 'Not verified yet' })
  startCampaign(@IdParam('id') id: string, @Body() body: CreateCampaignRequest, @CurrentUser() user: AuthenticatedUser): Promise<CampaignOnTheWire> {
    return this.startOrganizationCampaign.execute(id, user, {
      title: body.title,
      description: body.description,
      goal: body.goal,
      image: body.image,
      video: body.video,
      additionalImages: body.additionalImages,
      ...campaignEndOf(body.endDate, body.endTimeZone),
    });
  }
}
