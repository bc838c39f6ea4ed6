import { Controller, Get, Query, Res, UseGuards } from '@nestjs/common';
import { ApiScopeRequired } from '../../../../shared-kernel/infrastructure/auth/api-scope.js';
import { ApiBadRequestResponse, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiProduces, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { Response } from 'express';
import { Money } from '../../../../shared-kernel/domain.js';
import type { AuthenticatedUser } from '../../../../shared-kernel/application.js';
import { CurrentUser, SignedInGuard } from '../../../../shared-kernel/infrastructure/auth/guards.js';
import { ErrorResponse } from '../../../../shared-kernel/infrastructure/http/error-response.dto.js';
import { IdParam } from '../../../../shared-kernel/infrastructure/http/id-param.js';
import { OrganizationGiving } from '../../application/organization-giving.queries.js';
import { organizationGivingCsv } from '../statements/csv-organization-giving.js';
import { OrganizationGivingQuery } from './dto/organization-giving.query.dto.js';
import { OrganizationGivingResponse } from './dto/organization-giving.response.dto.js';

const dollars = (cents: number) => Money.ofCents(cents).toDecimalString();

/** The treasurer's view (issue 37): an organization's giving by fund for a period, and its export. */
@ApiTags('organizations')
@Controller('organizations/:id')
@UseGuards(SignedInGuard)
@ApiUnauthorizedResponse({ type: ErrorResponse })
@ApiForbiddenResponse({ type: ErrorResponse, description: "Not one of the organization's admins or treasurers (counters see no reports)" })
@ApiNotFoundResponse({ type: ErrorResponse })
@ApiBadRequestResponse({ type: ErrorResponse, description: 'A date that is not YYYY-MM-DD, or a start after the end' })
export class OrganizationGivingController {
  constructor(private readonly giving: OrganizationGiving) {}

  /** Totals and gift counts per fund, then each fund part of each gift. */
  @ApiScopeRequired('donations:read')
  @Get('giving')
  @ApiOkResponse({ type: OrganizationGivingResponse })
  async report(@IdParam('id') id: string, @Query() query: OrganizationGivingQuery, @CurrentUser() user: AuthenticatedUser): Promise<OrganizationGivingResponse> {
    const report = await this.giving.report(id, user, query);
    return {
      from: report.from,
      to: report.to,
      total: dollars(report.totalCents),
      giftCount: report.giftCount,
      byFund: report.byFund.map((f) => ({ fundId: f.fundId, name: f.name, amount: dollars(f.cents), giftCount: f.giftCount })),
      gifts: report.lines.map((l) => ({
        id: l.donationId,
        date: l.date.toISOString(),
        donorName: l.donorName,
        fundId: l.fundId,
        fundName: l.fundName,
        amount: dollars(l.cents),
        method: l.method,
        status: l.status,
      })),
    };
  }

  /** The same gifts as CSV: `Date,Donor,Email,Fund,Amount,Method,Status,Reference`, one row per fund part. */
  @ApiScopeRequired('donations:read')
  @Get('giving.csv')
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'organization-giving-FROM-to-TO.csv, as an attachment', content: { 'text/csv': { schema: { type: 'string' } } } })
  async csv(@IdParam('id') id: string, @Query() query: OrganizationGivingQuery, @CurrentUser() user: AuthenticatedUser, @Res() res: Response): Promise<void> {
    const report = await this.giving.report(id, user, query);
    res
      .set({
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="giving-${report.from}-to-${report.to}.csv"`,
        'Cache-Control': 'private, no-store',
      })
      .send(organizationGivingCsv(report));
  }
}
