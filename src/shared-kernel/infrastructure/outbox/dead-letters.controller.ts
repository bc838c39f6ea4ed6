import { Controller, Get, HttpCode, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { AdminGuard } from '../auth/guards.js';
import { ErrorResponse } from '../http/error-response.dto.js';
import { announceNextPage, NEXT_PAGE_HEADER } from '../http/paging.js';
import { DeadLetterResponse } from './dead-letter.response.dto.js';
import { DeadLettersQuery } from './dead-letters.query.dto.js';
import { deadLetterNotFound, OutboxDeadLetters } from './outbox-dead-letters.js';
import { IdParam } from '../http/id-param.js';

/** Integration events the relay gave up on (401 signed out, 403 members). */
@ApiTags('system')
@Controller('admin/outbox/dead-letters')
@UseGuards(AdminGuard)
@ApiUnauthorizedResponse({ type: ErrorResponse })
@ApiForbiddenResponse({ type: ErrorResponse })
export class DeadLettersController {
  constructor(private readonly deadLetters: OutboxDeadLetters) {}

  /** Dead letters, most recently dead first. */
  @Get()
  @ApiOkResponse({ type: [DeadLetterResponse], headers: NEXT_PAGE_HEADER })
  @ApiBadRequestResponse({ type: ErrorResponse })
  async listDeadLetters(
    @Query() query: DeadLettersQuery,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<DeadLetterResponse[]> {
    const page = await this.deadLetters.list({ limit: query.limit ?? 50, cursor: query.cursor });
    announceNextPage(req, res, page.nextCursor);
    return page.items.map((letter) => DeadLetterResponse.of(letter));
  }

  /** Puts a dead letter back for delivery (delivered before the answer where the relay runs). */
  @Post(':id/retry')
  @HttpCode(204)
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ type: ErrorResponse })
  async retryDeadLetter(@IdParam('id', deadLetterNotFound) id: string): Promise<void> {
    await this.deadLetters.retry(id);
  }
}
