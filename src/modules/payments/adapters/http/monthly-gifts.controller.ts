import { Body, Controller, Get, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import { ApiConflictResponse, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { Money } from '../../../../shared-kernel/domain.js';
import type { AuthenticatedUser } from '../../../../shared-kernel/application.js';
import { AdminGuard, CurrentUser, SignedInGuard } from '../../../../shared-kernel/infrastructure/auth/guards.js';
import { ErrorResponse } from '../../../../shared-kernel/infrastructure/http/error-response.dto.js';
import { ManageMonthlyGifts, type MonthlyGiftView } from '../../application/manage-monthly-gifts.use-case.js';
import { RenewSandboxSubscription } from '../../application/renew-sandbox-subscription.use-case.js';
import { MonthlyGiftLinkRequest } from './dto/monthly-gift-link.request.dto.js';
import { MonthlyGiftResponse } from './dto/monthly-gift.response.dto.js';
import { SandboxRenewalResponse } from './dto/sandbox-renewal.response.dto.js';
import { IdParam } from '../../../../shared-kernel/infrastructure/http/id-param.js';

const dollars = (cents: number) => Money.ofCents(cents).toDecimalString();

function responseOf(g: MonthlyGiftView): MonthlyGiftResponse {
  return {
    id: g.id,
    campaign: { id: g.campaignId, title: g.campaign?.title ?? 'A campaign', slug: g.campaign?.slug ?? '' },
    amount: dollars(g.giftCents),
    tip: dollars(g.tipCents),
    total: dollars(g.giftCents + g.tipCents),
    status: g.status,
    stopReason: g.stopReason,
    nextChargeAt: g.nextChargeAt?.toISOString() ?? null,
    startedAt: g.createdAt.toISOString(),
    stoppedAt: g.stoppedAt?.toISOString() ?? null,
    isAnonymous: g.isAnonymous,
  };
}

@ApiTags('payments')
@Controller()
export class MonthlyGiftsController {
  constructor(
    private readonly gifts: ManageMonthlyGifts,
    private readonly renewal: RenewSandboxSubscription,
  ) {}

  /** The signed-in member's monthly gifts (running and stopped), newest first: campaign, amount, next date, status. */
  @Get('user/recurring-gifts')
  @UseGuards(SignedInGuard)
  @ApiOkResponse({ type: [MonthlyGiftResponse] })
  @ApiUnauthorizedResponse({ type: ErrorResponse })
  async listMyRecurringGifts(@CurrentUser() user: AuthenticatedUser): Promise<MonthlyGiftResponse[]> {
    return (await this.gifts.listForMember(user.id)).map(responseOf);
  }

  /** Stops the member's monthly gift at once: nothing more is charged. 409 when it has already stopped. */
  @Post('user/recurring-gifts/:id/cancel')
  @HttpCode(200)
  @UseGuards(SignedInGuard)
  @ApiOkResponse({ type: MonthlyGiftResponse })
  @ApiUnauthorizedResponse({ type: ErrorResponse })
  @ApiForbiddenResponse({ type: ErrorResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  @ApiConflictResponse({ type: ErrorResponse })
  async cancelMyRecurringGift(@IdParam('id') id: string, @CurrentUser() user: AuthenticatedUser): Promise<MonthlyGiftResponse> {
    return responseOf(await this.gifts.cancelByMember(id, user));
  }

  /** A guest's monthly gift, through the signed link in their receipt (403 with a wrong token). */
  @Get('recurring-gifts/:id')
  @ApiOkResponse({ type: MonthlyGiftResponse })
  @ApiForbiddenResponse({ type: ErrorResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  async viewRecurringGiftByLink(@IdParam('id') id: string, @Query() query: MonthlyGiftLinkRequest): Promise<MonthlyGiftResponse> {
    return responseOf(await this.gifts.viewByLink(id, query.token));
  }

  /** A guest stops their monthly gift through the signed link in their receipt. */
  @Post('recurring-gifts/:id/cancel')
  @HttpCode(200)
  @ApiOkResponse({ type: MonthlyGiftResponse })
  @ApiForbiddenResponse({ type: ErrorResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  @ApiConflictResponse({ type: ErrorResponse })
  async cancelRecurringGiftByLink(@IdParam('id') id: string, @Body() body: MonthlyGiftLinkRequest): Promise<MonthlyGiftResponse> {
    return responseOf(await this.gifts.cancelByLink(id, body.token));
  }

  /**
   * Sandbox mode only (404 with Stripe): charges a subscription's next month now, as Stripe's test
   * clocks do, and records it as invoice.paid would. 409 when the subscription was cancelled (or
   * its campaign ended): nothing is charged. Administrators only: it charges a donor's card.
   */
  @Post('payments/sandbox/subscriptions/:id/renew')
  @HttpCode(200)
  @UseGuards(AdminGuard)
  @ApiOkResponse({ type: SandboxRenewalResponse })
  @ApiUnauthorizedResponse({ type: ErrorResponse })
  @ApiForbiddenResponse({ type: ErrorResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  @ApiConflictResponse({ type: ErrorResponse })
  renewSandboxSubscription(@Param('id') id: string): Promise<SandboxRenewalResponse> {
    return this.renewal.execute(id);
  }
}
