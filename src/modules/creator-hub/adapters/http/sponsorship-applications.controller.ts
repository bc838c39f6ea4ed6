import { Body, Controller, Get, Post, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiOkResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../../../shared-kernel/application.js';
import { DomainError } from '../../../../shared-kernel/domain.js';
import { CurrentUser, SignedInGuard } from '../../../../shared-kernel/infrastructure/auth/guards.js';
import { ErrorResponse } from '../../../../shared-kernel/infrastructure/http/error-response.dto.js';
import { SponsorshipApplications } from '../../application/sponsorship-applications.js';
import type { SponsorshipApplication } from '../../domain/sponsorship-application.js';
import { SponsorshipApplicationRequest, SponsorshipApplicationResponse } from './dto/creator-hub.dto.js';

export function toApplicationResponse(a: SponsorshipApplication): SponsorshipApplicationResponse {
  return {
    id: a.id,
    name: a.name,
    email: a.email,
    platforms: a.platforms,
    content: a.content,
    audience: a.audience,
    message: a.message,
    status: a.status,
    reviewedAt: a.reviewedAt?.toISOString() ?? null,
    createdAt: a.createdAt.toISOString(),
  };
}

@ApiTags('creator-hub')
@Controller()
export class SponsorshipApplicationsController {
  constructor(private readonly applications: SponsorshipApplications) {}

  /** A creator applies for sponsorship (signed-in members). */
  @Post('sponsorship-applications')
  @ApiCreatedResponse({ type: SponsorshipApplicationResponse })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiUnauthorizedResponse({ type: ErrorResponse })
  async submitSponsorshipApplication(
    @Body() body: SponsorshipApplicationRequest,
    @CurrentUser() user?: AuthenticatedUser,
  ): Promise<SponsorshipApplicationResponse> {
    if (!user) throw new DomainError('unauthenticated', 'Please log in to submit a sponsorship application', 'unauthenticated');
    return toApplicationResponse(await this.applications.submit(user.id, body));
  }

  /** The signed-in member's applications and their status. */
  @Get('user/sponsorship-applications')
  @UseGuards(SignedInGuard)
  @ApiOkResponse({ type: [SponsorshipApplicationResponse] })
  @ApiUnauthorizedResponse({ type: ErrorResponse })
  async listMySponsorshipApplications(@CurrentUser() user: AuthenticatedUser): Promise<SponsorshipApplicationResponse[]> {
    return (await this.applications.mine(user.id)).map(toApplicationResponse);
  }
}
