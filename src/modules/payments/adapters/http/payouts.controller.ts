import { Body, Controller, Delete, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
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
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import { Money } from '../../../../shared-kernel/domain.js';
import type { AuthenticatedUser } from '../../../../shared-kernel/application.js';
import { AdminGuard, CurrentUser, SignedInGuard } from '../../../../shared-kernel/infrastructure/auth/guards.js';
import { ErrorResponse } from '../../../../shared-kernel/infrastructure/http/error-response.dto.js';
import { CampaignPayouts, type PayoutRecord } from '../../application/campaign-payouts.service.js';
import { MemberPayoutResponse } from './dto/member-payout.response.dto.js';
import { PayoutHoldRequest } from './dto/payout-hold.request.dto.js';
import { PayoutRequest } from './dto/payout.request.dto.js';
import { PayoutResponse } from './dto/payout.response.dto.js';
import { IdParam } from '../../../../shared-kernel/infrastructure/http/id-param.js';

const toResponse = (p: PayoutRecord): PayoutResponse => ({
  id: p.id,
  amount: Money.ofCents(p.amountCents).toDecimalString(),
  status: p.status,
  createdAt: p.createdAt.toISOString(),
  settledAt: p.settledAt?.toISOString() ?? null,
  failureReason: p.failureReason,
});

/** Payouts of a campaign's funds to its organizer, and administrators' holds (issue 13). */
@ApiTags('payments')
@Controller()
@UseGuards(SignedInGuard)
@ApiUnauthorizedResponse({ type: ErrorResponse })
export class PayoutsController {
  constructor(private readonly payouts: CampaignPayouts) {}

  /**
   * The organiser requests a payout (default: everything available) to their active payout account. 409 without
   * an active account or while an administrator holds the campaign's payouts (with the reason); 422 when the
   * amount is more than is available. Concurrent requests never pay out more than is available.
   */
  @ApiScopeRequired('payouts:write')
  @Post('campaigns/:id/payouts')
  @ApiCreatedResponse({ type: PayoutResponse })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiForbiddenResponse({ type: ErrorResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  @ApiConflictResponse({ type: ErrorResponse })
  @ApiUnprocessableEntityResponse({ type: ErrorResponse })
  async request(@IdParam('id') id: string, @Body() body: PayoutRequest, @CurrentUser() user: AuthenticatedUser): Promise<PayoutResponse> {
    return toResponse(await this.payouts.request(id, user, body.amount ?? null));
  }

  /**
   * An administrator pays out a campaign whose organizer closed their account (default: everything available)
   * to the connected account the organizer had. 409 while the organizer still has an account, or when that
   * account cannot receive payouts.
   */
  @Post('admin/campaigns/:id/payouts')
  @UseGuards(AdminGuard)
  @ApiCreatedResponse({ type: PayoutResponse })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiForbiddenResponse({ type: ErrorResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  @ApiConflictResponse({ type: ErrorResponse })
  @ApiUnprocessableEntityResponse({ type: ErrorResponse })
  async payOutForClosedAccount(@IdParam('id') id: string, @Body() body: PayoutRequest, @CurrentUser() user: AuthenticatedUser): Promise<PayoutResponse> {
    return toResponse(await this.payouts.requestForClosedAccount(id, user, body.amount ?? null));
  }

  /** The campaign's payouts, newest first, with their status (its organiser or an admin). */
  @ApiScopeRequired('payouts:read')
  @Get('campaigns/:id/payouts')
  @ApiOkResponse({ type: [PayoutResponse] })
  @ApiForbiddenResponse({ type: ErrorResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  async list(@IdParam('id') id: string, @CurrentUser() user: AuthenticatedUser): Promise<PayoutResponse[]> {
    return (await this.payouts.list(id, user)).map(toResponse);
  }

  /** The signed-in member's payouts across their campaigns, newest first (Profile → Payouts). */
  @ApiScopeRequired('payouts:read')
  @Get('user/payouts')
  @ApiOkResponse({ type: [MemberPayoutResponse] })
  async mine(@CurrentUser() user: AuthenticatedUser): Promise<MemberPayoutResponse[]> {
    return (await this.payouts.history(user)).map((p) => ({ ...toResponse(p), campaignId: p.campaignId, campaignTitle: p.campaignTitle }));
  }

  /** An administrator holds the campaign's payouts, e.g. while it is under review. */
  @Post('admin/campaigns/:id/payout-hold')
  @HttpCode(204)
  @UseGuards(AdminGuard)
  @ApiNoContentResponse()
  @ApiForbiddenResponse({ type: ErrorResponse })
  async hold(@IdParam('id') id: string, @Body() body: PayoutHoldRequest, @CurrentUser() user: AuthenticatedUser): Promise<void> {
    await this.payouts.hold(id, body.reason, user);
  }

  /** Releases the hold. */
  @Delete('admin/campaigns/:id/payout-hold')
  @HttpCode(204)
  @UseGuards(AdminGuard)
  @ApiNoContentResponse()
  @ApiForbiddenResponse({ type: ErrorResponse })
  async release(@IdParam('id') id: string): Promise<void> {
    await this.payouts.release(id);
  }
}
