import { Body, Controller, Get, HttpCode, Post, Query, UseGuards } from '@nestjs/common';
import { ApiBody, ApiConflictResponse, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../../../shared-kernel/application.js';
import { AdminGuard, CurrentUser } from '../../../../shared-kernel/infrastructure/auth/guards.js';
import { ErrorResponse } from '../../../../shared-kernel/infrastructure/http/error-response.dto.js';
import { DecideOnApplication } from '../../application/decide-on-application.use-case.js';
import { ModerationQueries } from '../../application/moderation.queries.js';
import { ApplicationListQuery } from './dto/application-list.query.dto.js';
import { SponsorshipApplicationResponse } from '../../../creator-hub/published-language/index.js';
import { RejectRequest } from './dto/reject.request.dto.js';
import { IdParam } from '../../../../shared-kernel/infrastructure/http/id-param.js';

/** Sponsorship application review for administrators (401 signed out, 403 members). */
@ApiTags('moderation')
@Controller('admin/sponsorship-applications')
@UseGuards(AdminGuard)
@ApiUnauthorizedResponse({ type: ErrorResponse })
@ApiForbiddenResponse({ type: ErrorResponse })
export class AdminApplicationsController {
  constructor(
    private readonly queries: ModerationQueries,
    private readonly decide: DecideOnApplication,
  ) {}

  @Get()
  @ApiOkResponse({ type: [SponsorshipApplicationResponse] })
  async listSponsorshipApplications(@Query() query: ApplicationListQuery): Promise<SponsorshipApplicationResponse[]> {
    const applications = await this.queries.applicationList({ status: query.status, limit: query.limit ?? 50, offset: query.offset ?? 0 });
    return applications.map((a) => SponsorshipApplicationResponse.of(a));
  }

  @Post(':id/approve')
  @HttpCode(200)
  @ApiOkResponse({ type: SponsorshipApplicationResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  @ApiConflictResponse({ type: ErrorResponse, description: 'Already approved or rejected' })
  async approveSponsorshipApplication(@IdParam('id') id: string, @CurrentUser() admin: AuthenticatedUser): Promise<SponsorshipApplicationResponse> {
    await this.decide.execute(id, 'approve', admin);
    return SponsorshipApplicationResponse.of(await this.queries.application(id));
  }

  @Post(':id/reject')
  @HttpCode(200)
  @ApiBody({ type: RejectRequest, required: false })
  @ApiOkResponse({ type: SponsorshipApplicationResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  @ApiConflictResponse({ type: ErrorResponse, description: 'Already approved or rejected' })
  async rejectSponsorshipApplication(@IdParam('id') id: string, @CurrentUser() admin: AuthenticatedUser, @Body() body: RejectRequest = {}): Promise<SponsorshipApplicationResponse> {
    await this.decide.execute(id, 'reject', admin, body?.reason?.trim() || null);
    return SponsorshipApplicationResponse.of(await this.queries.application(id));
  }
}
