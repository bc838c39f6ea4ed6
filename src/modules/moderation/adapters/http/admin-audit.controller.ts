import { Controller, Get, Query, Req, Res, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiForbiddenResponse, ApiOkResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { AdminGuard } from '../../../../shared-kernel/infrastructure/auth/guards.js';
import { ErrorResponse } from '../../../../shared-kernel/infrastructure/http/error-response.dto.js';
import { announceNextPage, NEXT_PAGE_HEADER } from '../../../../shared-kernel/infrastructure/http/paging.js';
import { ModerationQueries } from '../../application/moderation.queries.js';
import { AuditEntryResponse } from './dto/audit-entry.response.dto.js';
import { AuditQuery } from './dto/audit.query.dto.js';

/** The audit trail of administrators' decisions (401 signed out, 403 members). */
@ApiTags('moderation')
@Controller('admin/audit')
@UseGuards(AdminGuard)
@ApiUnauthorizedResponse({ type: ErrorResponse })
@ApiForbiddenResponse({ type: ErrorResponse })
export class AdminAuditController {
  constructor(private readonly queries: ModerationQueries) {}

  /** Every administrator decision, newest first; filter by admin and by kind. */
  @Get()
  @ApiOkResponse({ type: [AuditEntryResponse], headers: NEXT_PAGE_HEADER })
  @ApiBadRequestResponse({ type: ErrorResponse })
  async listAuditTrail(@Query() query: AuditQuery, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<AuditEntryResponse[]> {
    const page = await this.queries.auditTrail({ adminId: query.adminId, kind: query.kind, limit: query.limit ?? 50, cursor: query.cursor });
    announceNextPage(req, res, page.nextCursor);
    return page.items.map((e) => AuditEntryResponse.of(e));
  }
}
