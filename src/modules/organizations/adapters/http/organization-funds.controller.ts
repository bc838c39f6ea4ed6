import { Body, Controller, Delete, HttpCode, Post, Put, UseGuards } from '@nestjs/common';
import { ApiScopeRequired } from '../../../../shared-kernel/infrastructure/auth/api-scope.js';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../../../shared-kernel/application.js';
import { CurrentUser, SignedInGuard } from '../../../../shared-kernel/infrastructure/auth/guards.js';
import { ErrorResponse } from '../../../../shared-kernel/infrastructure/http/error-response.dto.js';
import { IdParam } from '../../../../shared-kernel/infrastructure/http/id-param.js';
import { ManageFunds } from '../../application/manage-funds.use-case.js';
import { CreateFundRequest } from './dto/create-fund.request.dto.js';
import { FundCreatedResponse } from './dto/fund-created.response.dto.js';
import { FundResponse } from './dto/fund.response.dto.js';
import { ReorderFundsRequest } from './dto/reorder-funds.request.dto.js';

/** An organization's funds, managed by its admins and treasurers (403 for counters and others). */
@ApiTags('organizations')
@Controller('organizations/:id/funds')
@UseGuards(SignedInGuard)
@ApiUnauthorizedResponse({ type: ErrorResponse })
@ApiForbiddenResponse({ type: ErrorResponse })
@ApiNotFoundResponse({ type: ErrorResponse })
export class OrganizationFundsController {
  constructor(private readonly funds: ManageFunds) {}

  @ApiScopeRequired('organizations:write')
  @Post()
  @ApiCreatedResponse({ type: FundCreatedResponse })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiConflictResponse({ type: ErrorResponse, description: 'An active fund of that name exists' })
  async createFund(@IdParam('id') id: string, @Body() body: CreateFundRequest, @CurrentUser() user: AuthenticatedUser): Promise<FundCreatedResponse> {
    const fund = await this.funds.create(id, user, body.name, body.description ?? null);
    return { id: fund.id, name: fund.name };
  }

  /** The active funds in a new order: every active fund's id exactly once (else 400). */
  @ApiScopeRequired('organizations:write')
  @Put('order')
  @ApiOkResponse({ type: [FundResponse] })
  @ApiBadRequestResponse({ type: ErrorResponse })
  async reorderFunds(@IdParam('id') id: string, @Body() body: ReorderFundsRequest, @CurrentUser() user: AuthenticatedUser): Promise<FundResponse[]> {
    return (await this.funds.reorder(id, user, body.fundIds)).map((f) => FundResponse.of(f));
  }

  /** Archives the fund: it is offered no more, its history stays. A verified organization keeps at least one (409). */
  @ApiScopeRequired('organizations:write')
  @Delete(':fundId')
  @HttpCode(204)
  @ApiNoContentResponse()
  @ApiConflictResponse({ type: ErrorResponse, description: 'The last active fund of a verified organization' })
  async archiveFund(@IdParam('id') id: string, @IdParam('fundId') fundId: string, @CurrentUser() user: AuthenticatedUser): Promise<void> {
    await this.funds.archive(id, user, fundId);
  }
}
