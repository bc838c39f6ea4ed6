import { Controller, Get, Query, Req, Res, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiForbiddenResponse, ApiOkResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { AdminGuard } from '../../../../shared-kernel/infrastructure/auth/guards.js';
import { ErrorResponse } from '../../../../shared-kernel/infrastructure/http/error-response.dto.js';
import { announceNextPage, NEXT_PAGE_HEADER } from '../../../../shared-kernel/infrastructure/http/paging.js';
import { MemberReports } from '../../application/member-reports.queries.js';
import { AdminUserResponse } from './dto/admin-user.response.dto.js';
import { UserActivityResponse } from './dto/user-activity.response.dto.js';
import { UserSearchQuery } from './dto/user-search.query.dto.js';
import { IdParam } from '../../../../shared-kernel/infrastructure/http/id-param.js';


/** Members for administrators (401 signed out, 403 members). */
@ApiTags('moderation')
@Controller('admin/users')
@UseGuards(AdminGuard)
@ApiUnauthorizedResponse({ type: ErrorResponse })
@ApiForbiddenResponse({ type: ErrorResponse })
export class AdminUsersController {
  constructor(private readonly reports: MemberReports) {}

  @Get()
  @ApiOkResponse({ type: [AdminUserResponse], headers: NEXT_PAGE_HEADER })
  @ApiBadRequestResponse({ type: ErrorResponse })
  async listUsers(@Query() query: UserSearchQuery, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<AdminUserResponse[]> {
    const page = await this.reports.search({ text: query.search, limit: query.limit ?? 50, cursor: query.cursor });
    announceNextPage(req, res, page.nextCursor);
    return page.items.map((m) => AdminUserResponse.of(m));
  }

  /** A member's campaigns, donations and applications. */
  @Get(':id/activity')
  @ApiOkResponse({ type: UserActivityResponse })
  async getUserActivity(@IdParam('id') id: string): Promise<UserActivityResponse> {
    return UserActivityResponse.of(await this.reports.activity(id));
  }
}
