import { Controller, Get, Inject, Query, Res, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiProduces, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { Response } from 'express';
import { CLOCK, type Clock } from '../../../../shared-kernel/domain.js';
import type { AuthenticatedUser } from '../../../../shared-kernel/application.js';
import { CurrentUser, SignedInGuard } from '../../../../shared-kernel/infrastructure/auth/guards.js';
import { ErrorResponse } from '../../../../shared-kernel/infrastructure/http/error-response.dto.js';
import { GivingStatements } from '../../application/giving-statements.queries.js';
import { givingStatementCsv } from '../statements/csv-giving-statement.js';
import { givingStatementPdf } from '../statements/pdf-giving-statement.js';
import { GivingStatementQuery } from './dto/giving-statement.query.dto.js';

@ApiTags('payments')
@Controller('user/giving-statement')
export class GivingStatementController {
  constructor(
    private readonly statements: GivingStatements,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * The signed-in member's year-end giving statement: a PDF (or `format=csv`) of every gift of the
   * year with its tip, refunded gifts marked and netted out of the totals, membership payments
   * apart, and the organisation's 501(c)(3) statement and EIN.
   */
  @Get()
  @UseGuards(SignedInGuard)
  @ApiProduces('application/pdf', 'text/csv')
  @ApiOkResponse({
    description: 'giving-statement-YYYY.pdf or .csv, as an attachment',
    content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } }, 'text/csv': { schema: { type: 'string' } } },
  })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiUnauthorizedResponse({ type: ErrorResponse })
  async downloadGivingStatement(@Query() query: GivingStatementQuery, @CurrentUser() user: AuthenticatedUser, @Res() res: Response): Promise<void> {
    const statement = await this.statements.forYear(user, query.year, this.clock.now());
    const csv = query.format === 'csv';
    const body = csv ? Buffer.from(givingStatementCsv(statement), 'utf8') : await givingStatementPdf(statement);
    res
      .status(200)
      .set({
        'Content-Type': csv ? 'text/csv; charset=utf-8' : 'application/pdf',
        'Content-Disposition': `attachment; filename="giving-statement-${statement.year}.${csv ? 'csv' : 'pdf'}"`,
        'Cache-Control': 'no-store',
      })
      .send(body);
  }
}
