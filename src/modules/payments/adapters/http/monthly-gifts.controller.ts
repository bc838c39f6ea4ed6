import { applyDecorators, Body, Controller, Get, HttpCode, Inject, Param, Post, Put, Query, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags, ApiUnauthorizedResponse, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import { Money } from '../../../../shared-kernel/domain.js';
import type { AuthenticatedUser } from '../../../../shared-kernel/application.js';
import { AdminGuard, CurrentUser, SignedInGuard } from '../../../../shared-kernel/infrastructure/auth/guards.js';
import { ErrorResponse } from '../../../../shared-kernel/infrastructure/http/error-response.dto.js';
import { ManageMonthlyGifts, type MonthlyGiftView } from '../../application/manage-monthly-gifts.use-case.js';
import { RenewSandboxSubscription } from '../../application/renew-sandbox-subscription.use-case.js';
import { RecoverMonthlyGift, type CardUpdateView } from '../../application/recover-monthly-gift.use-case.js';
import { PAYMENT_GATEWAY, type NewCard, type PaymentGateway } from '../../application/payment-gateway.port.js';
import {
  CardUpdateLinkQuery,
  CardUpdateRequest,
  CardUpdateResponse,
  ChangeMonthlyGiftRequest,
  MemberCardUpdateRequest,
  MonthlyGiftActorRequest,
  PauseMonthlyGiftRequest,
  SandboxRenewalRequest,
} from './dto/monthly-gift-changes.dto.js';
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
    nextRetryAt: g.nextRetryAt?.toISOString() ?? null,
    pastDueSince: g.pastDueSince?.toISOString() ?? null,
    dayOfMonth: g.dayOfMonth,
    pausedUntil: g.pausedUntil?.toISOString() ?? null,
    updatePaymentPath: g.updatePaymentPath ?? null,
  };
}

const cardOf = (body: { cardNumber?: string; setupIntentId?: string }): NewCard =>
  body.setupIntentId !== undefined ? { setupIntentId: body.setupIntentId } : { sandboxCardNumber: body.cardNumber ?? '' };

/** What a donor's change to their monthly gift answers: the gift as it is now, or why not (the member's or the guest's). */
const MonthlyGiftChange = () =>
  applyDecorators(
    ApiOkResponse({ type: MonthlyGiftResponse }),
    ApiUnauthorizedResponse({ type: ErrorResponse }),
    ApiForbiddenResponse({ type: ErrorResponse }),
    ApiNotFoundResponse({ type: ErrorResponse }),
    ApiConflictResponse({ type: ErrorResponse }),
  );

@ApiTags('payments')
@Controller()
export class MonthlyGiftsController {
  constructor(
    private readonly gifts: ManageMonthlyGifts,
    private readonly renewal: RenewSandboxSubscription,
    private readonly recovery: RecoverMonthlyGift,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
  ) {}

  private cardUpdate(v: CardUpdateView): CardUpdateResponse {
    return { gift: responseOf(v.gift), missedAmount: v.missedCents === null ? null : dollars(v.missedCents), clientSecret: v.clientSecret, mode: this.gateway.mode };
  }

  /**
   * The card-update page of a past-due notice's signed link (guests and members alike): the gift, what its missed
   * month charges, and (Stripe) the setup for the card form. 403 with a token that does not verify.
   */
  @Get('recurring-gifts/update-payment')
  @ApiOkResponse({ type: CardUpdateResponse })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiForbiddenResponse({ type: ErrorResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  async viewCardUpdate(@Query() query: CardUpdateLinkQuery): Promise<CardUpdateResponse> {
    return this.cardUpdate(await this.recovery.view(query.token));
  }

  /**
   * The donor's new card, through the signed link: charged from now on and, while the gift is past due, for the
   * missed month at once (once, however often it is sent). 422 with the provider's message when the card is declined.
   */
  @Post('recurring-gifts/update-payment')
  @HttpCode(200)
  @ApiOkResponse({ type: CardUpdateResponse })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiForbiddenResponse({ type: ErrorResponse })
  @ApiConflictResponse({ type: ErrorResponse })
  @ApiUnprocessableEntityResponse({ type: ErrorResponse })
  async updateCard(@Body() body: CardUpdateRequest): Promise<CardUpdateResponse> {
    return this.cardUpdate(await this.recovery.updateCard(body.token, cardOf(body)));
  }

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

  /** A monthly gift: a guest's through the signed link in their receipt (403 with a wrong token), a member's signed in. */
  @Get('recurring-gifts/:id')
  @ApiOkResponse({ type: MonthlyGiftResponse })
  @ApiUnauthorizedResponse({ type: ErrorResponse })
  @ApiForbiddenResponse({ type: ErrorResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  async viewRecurringGiftByLink(@IdParam('id') id: string, @Query() query: MonthlyGiftActorRequest, @CurrentUser() user?: AuthenticatedUser): Promise<MonthlyGiftResponse> {
    return responseOf(await this.gifts.viewBy(id, { token: query.token, member: user }));
  }

  /**
   * Changes a monthly gift from its next charge: its amount ("25.00"; the tip keeps its share) and/or the day of the
   * month it is charged on (1-28). Its member signed in, or the guest's manage token in the body. 409 when it stopped
   * or is past due (its card is updated first).
   */
  @Put('recurring-gifts/:id')
  @MonthlyGiftChange()
  @ApiBadRequestResponse({ type: ErrorResponse })
  async changeRecurringGift(@IdParam('id') id: string, @Body() body: ChangeMonthlyGiftRequest, @CurrentUser() user?: AuthenticatedUser): Promise<MonthlyGiftResponse> {
    return responseOf(await this.gifts.change(id, { token: body.token, member: user }, { amount: body.amount, dayOfMonth: body.dayOfMonth }));
  }

  /** Skips the next month's charge (the month after is charged as usual). Member or guest token. */
  @Post('recurring-gifts/:id/skip')
  @HttpCode(200)
  @MonthlyGiftChange()
  async skipRecurringGiftMonth(@IdParam('id') id: string, @Body() body: MonthlyGiftActorRequest, @CurrentUser() user?: AuthenticatedUser): Promise<MonthlyGiftResponse> {
    return responseOf(await this.gifts.skipNextMonth(id, { token: body.token, member: user }));
  }

  /** Pauses it for 1-3 months: those months are not charged. Member or guest token. */
  @Post('recurring-gifts/:id/pause')
  @HttpCode(200)
  @MonthlyGiftChange()
  @ApiBadRequestResponse({ type: ErrorResponse })
  async pauseRecurringGift(@IdParam('id') id: string, @Body() body: PauseMonthlyGiftRequest, @CurrentUser() user?: AuthenticatedUser): Promise<MonthlyGiftResponse> {
    return responseOf(await this.gifts.pause(id, { token: body.token, member: user }, body.months));
  }

  /** Ends a pause (or a skipped month): charged again from its next usual date. Member or guest token. */
  @Post('recurring-gifts/:id/resume')
  @HttpCode(200)
  @MonthlyGiftChange()
  async resumeRecurringGift(@IdParam('id') id: string, @Body() body: MonthlyGiftActorRequest, @CurrentUser() user?: AuthenticatedUser): Promise<MonthlyGiftResponse> {
    return responseOf(await this.gifts.resume(id, { token: body.token, member: user }));
  }

  /** A new card for a monthly gift (from the profile, or a guest's manage link); a past-due month is charged at once, once. */
  @Post('recurring-gifts/:id/card')
  @HttpCode(200)
  @ApiOkResponse({ type: CardUpdateResponse })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiUnauthorizedResponse({ type: ErrorResponse })
  @ApiForbiddenResponse({ type: ErrorResponse })
  @ApiConflictResponse({ type: ErrorResponse })
  @ApiUnprocessableEntityResponse({ type: ErrorResponse })
  async updateRecurringGiftCard(@IdParam('id') id: string, @Body() body: MemberCardUpdateRequest, @CurrentUser() user?: AuthenticatedUser): Promise<CardUpdateResponse> {
    return this.cardUpdate(await this.recovery.updateCardOf(id, { token: body.token, member: user }, cardOf(body)));
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
  renewSandboxSubscription(@Param('id') id: string, @Body() body: SandboxRenewalRequest): Promise<SandboxRenewalResponse> {
    return this.renewal.execute(id, body?.outcome ?? 'succeeded');
  }
}
