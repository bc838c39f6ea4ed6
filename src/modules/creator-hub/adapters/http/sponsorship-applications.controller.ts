import { Body, Controller, Get, Post, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiOkResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../../../shared-kernel/application.js';
import { CurrentUser, SignedInGuard } from '../../../../shared-kernel/infrastructure/auth/guards.js';
import { ErrorResponse } from '../../../../shared-kernel/infrastructure/http/error-response.dto.js';
import { SponsorshipApplications } from '../../application/sponsorship-applications.facade.js';
import { SubmitSponsorshipApplication } from '../../application/submit-sponsorship-application.use-case.js';
import { SponsorshipApplicationRequest } from './dto/sponsorship-application.request.dto.js';
import { SponsorshipApplicationResponse } from '../../published-language/index.js';
import { SignedInToApplyGuard } from './signed-in-to-apply.guard.js';

@ApiTags('creator-hub')
@Controller()
export class SponsorshipApplicationsController {
  constructor(
    private readonly submit: SubmitSponsorshipApplication,
    private readonly applications: SponsorshipApplications,
  ) {}

  /** A creator applies for sponsorship (signed-in members). */
  @Post('sponsorship-applications')
  @UseGuards(SignedInToApplyGuard)
  @ApiCreatedResponse({ type: SponsorshipApplicationResponse })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiUnauthorizedResponse({ type: ErrorResponse })
  async submitSponsorshipApplication(
    @Body() body: SponsorshipApplicationRequest,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<SponsorshipApplicationResponse> {
    const view = await this.submit.execute({
      applicantId: user.id,
      name: body.name,
      email: body.email,
      platforms: body.platforms.map((p) => ({ platform: p.platform, profileUrl: p.profileUrl, subscriberCount: p.subscriberCount ?? null })),
      content: body.content,
      audience: body.audience ?? null,
      message: body.message,
    });
    return SponsorshipApplicationResponse.of(view);
  }

  /** The signed-in member's applications and their status. */
  @Get('user/sponsorship-applications')
  @UseGuards(SignedInGuard)
  @ApiOkResponse({ type: [SponsorshipApplicationResponse] })
  @ApiUnauthorizedResponse({ type: ErrorResponse })
  async listMySponsorshipApplications(@CurrentUser() user: AuthenticatedUser): Promise<SponsorshipApplicationResponse[]> {
    return (await this.applications.mine(user.id)).map(SponsorshipApplicationResponse.of);
  }
}
