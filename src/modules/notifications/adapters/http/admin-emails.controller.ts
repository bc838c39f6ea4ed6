import { Controller, Get, HttpCode, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { AdminGuard } from '../../../../shared-kernel/infrastructure/auth/guards.js';
import { ErrorResponse } from '../../../../shared-kernel/infrastructure/http/error-response.dto.js';
import { announceNextPage, NEXT_PAGE_HEADER } from '../../../../shared-kernel/infrastructure/http/paging.js';
import { EmailLog, emailNotFound } from '../../application/email-log.service.js';
import { EmailLogEntryResponse } from './dto/email-log-entry.response.dto.js';
import { EmailLogQuery } from './dto/email-log.query.dto.js';
import { IdParam } from '../../../../shared-kernel/infrastructure/http/id-param.js';

/** The admin Emails view (401 signed out, 403 members). */
@ApiTags('notifications')
@Controller('admin/emails')
@UseGuards(AdminGuard)
@ApiUnauthorizedResponse({ type: ErrorResponse })
@ApiForbiddenResponse({ type: ErrorResponse })
export class AdminEmailsController {
  constructor(private readonly log: EmailLog) {}

  /** What was sent to whom and when, newest first; filter by part of the recipient's address or by state. */
  @Get()
  @ApiOkResponse({ type: [EmailLogEntryResponse], headers: NEXT_PAGE_HEADER })
  @ApiBadRequestResponse({ type: ErrorResponse })
  async listEmails(@Query() query: EmailLogQuery, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<EmailLogEntryResponse[]> {
    const page = await this.log.list({ limit: query.limit ?? 50, cursor: query.cursor, recipient: query.recipient, state: query.state });
    announceNextPage(req, res, page.nextCursor);
    return page.items.map((entry) => EmailLogEntryResponse.of(entry));
  }

  /** One more try of a failed email (sent right after the answer). 409 when it is not failed. */
  @Post(':id/retry')
  @HttpCode(204)
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ type: ErrorResponse })
  @ApiConflictResponse({ type: ErrorResponse })
  async retryEmail(@IdParam('id', emailNotFound) id: string): Promise<void> {
    await this.log.retry(id);
  }
}
