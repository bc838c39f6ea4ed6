import { Body, Controller, Get, HttpCode, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import { ApiScopeRequired } from '../../../../shared-kernel/infrastructure/auth/api-scope.js';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Money } from '../../../../shared-kernel/domain.js';
import type { AuthenticatedUser } from '../../../../shared-kernel/application.js';
import { AdminGuard, CurrentUser, SignedInGuard } from '../../../../shared-kernel/infrastructure/auth/guards.js';
import { ErrorResponse } from '../../../../shared-kernel/infrastructure/http/error-response.dto.js';
import { announceNextPage, NEXT_PAGE_HEADER } from '../../../../shared-kernel/infrastructure/http/paging.js';
import { CompleteDonation, type DonationReceipt, type ProcessingGift } from '../../application/complete-donation.use-case.js';
import { DonationProcessingResponse } from './dto/donation-processing.response.dto.js';
import { DonationQueries } from '../../application/donation.queries.js';
import { StartDonation } from '../../application/start-donation.use-case.js';
import { StartMonthlyGift } from '../../application/start-monthly-gift.use-case.js';
import { OrganizationGiftErrors, StartOrganizationGift } from '../../application/start-organization-gift.use-case.js';
import { FundAllocationErrors } from '../../domain/fund-allocations.value-object.js';
import type { GiftRecipient } from '../../domain/donation.aggregate.js';
import { DomainError } from '../../../../shared-kernel/domain.js';
import { CampaignDonationResponse } from './dto/campaign-donation.response.dto.js';
import { CompleteDonationRequest } from './dto/complete-donation.request.dto.js';
import { CreatePaymentIntentRequest } from './dto/create-payment-intent.request.dto.js';
import { CreatePaymentIntentResponse } from './dto/create-payment-intent.response.dto.js';
import { DonationCompletionResponse } from './dto/donation-completion.response.dto.js';
import { DonationStateQuery } from './dto/donation-state.query.dto.js';
import { DonationStateResponse } from './dto/donation-state.response.dto.js';
import { TransactionListQuery } from './dto/list-transactions.query.dto.js';
import { TransactionResponse } from './dto/transaction.response.dto.js';
import { UserDonationResponse } from './dto/user-donation.response.dto.js';
import { IdParam, requireId } from '../../../../shared-kernel/infrastructure/http/id-param.js';
import { DonationErrors } from '../../domain/donation.errors.js';

const dollars = (cents: number) => Money.ofCents(cents).toDecimalString();

/** Monthly gifts are to campaigns for now: an organization's monthly gift is refused before anything is charged. */
const MONTHLY_TO_ORGANIZATIONS_NOT_YET = () =>
  new DomainError('monthly_gift_to_organization_unavailable', 'Monthly gifts to an organization are not available yet. Please give once, or to one of its campaigns monthly.', 'rule_violation');

/**
 * Monthly gifts are charged by card (or wallet) for now, without a covered fee: refused before anything is charged.
 * A monthly bank debit needs a mandate the donor signs once, and a covered fee would change every month's amount.
 */
const MONTHLY_BY_BANK_NOT_YET = () =>
  new DomainError('monthly_gift_by_bank_unavailable', 'Monthly gifts by bank account are not available yet. Please give monthly by card, or once by bank account.', 'rule_violation');
const MONTHLY_COVER_FEE_NOT_YET = () =>
  new DomainError('monthly_gift_cover_fee_unavailable', 'Covering the processing fee is available for one-time gifts for now. Please untick it to give monthly.', 'rule_violation');

/** Whom the donor's completion call (or state look-up) names: an organization, else a campaign. */
function recipientOf(body: { campaignId?: string; organizationId?: string }): GiftRecipient {
  if (body.organizationId !== undefined) return { organizationId: requireId(body.organizationId, DonationErrors.notFound) };
  return { campaignId: requireId(body.campaignId ?? '', DonationErrors.notFound) };
}

function completionOf(receipt: DonationReceipt): DonationCompletionResponse {
  return {
    id: receipt.donationId,
    campaignId: receipt.campaignId,
    campaignTitle: receipt.campaignTitle,
    campaignSlug: receipt.campaignSlug,
    organizationId: receipt.organization?.id ?? null,
    organizationName: receipt.organization?.name ?? null,
    organizationSlug: receipt.organization?.slug ?? null,
    allocations: receipt.allocations.map((p) => ({ fundId: p.fundId, fundName: p.fundName, amount: dollars(p.cents) })),
    amount: dollars(receipt.giftCents),
    tip: dollars(receipt.tipCents),
    feeCovered: dollars(receipt.feeCoveredCents),
    total: dollars(receipt.giftCents + receipt.tipCents + receipt.feeCoveredCents),
    paymentMethod: receipt.paymentMethod,
    message: receipt.message,
    isAnonymous: receipt.isAnonymous,
    createdAt: receipt.recordedAt.toISOString(),
    transactionId: receipt.paymentIntentId,
    donorName: receipt.donorName,
    charity: receipt.charity,
    monthlyGift: receipt.monthlyGift && {
      id: receipt.monthlyGift.id,
      status: receipt.monthlyGift.status,
      nextChargeAt: receipt.monthlyGift.nextChargeAt?.toISOString() ?? null,
      managePath: receipt.monthlyGift.managePath,
    },
  };
}

function processingOf(gift: ProcessingGift): DonationProcessingResponse {
  return {
    status: 'processing',
    id: gift.donationId,
    transactionId: gift.paymentIntentId,
    amount: dollars(gift.giftCents),
    tip: dollars(gift.tipCents),
    feeCovered: dollars(gift.feeCoveredCents),
    total: dollars(gift.giftCents + gift.tipCents + gift.feeCoveredCents),
  };
}

@ApiTags('payments')
@Controller()
export class DonationsController {
  constructor(
    private readonly start: StartDonation,
    private readonly startMonthly: StartMonthlyGift,
    private readonly startForOrganization: StartOrganizationGift,
    private readonly complete: CompleteDonation,
    private readonly queries: DonationQueries,
  ) {}

  /**
   * Step one of giving: the server checks the gift (amount = donation + tip) and returns the
   * client secret for the card form. Guests give first name, last name and email. With
   * `recurring: 'monthly'` the same gift is charged every month until stopped: the answer also
   * carries the subscriptionId, and the client secret is the first month's.
   */
  @Post('donations/create-payment-intent')
  @HttpCode(200)
  @ApiOkResponse({ type: CreatePaymentIntentResponse })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  @ApiTooManyRequestsResponse({ type: ErrorResponse })
  async createPaymentIntent(
    @Body() body: CreatePaymentIntentRequest,
    @Req() req: Request,
    @CurrentUser() user?: AuthenticatedUser,
  ): Promise<CreatePaymentIntentResponse> {
    const payment = { paymentMethod: body.paymentMethod ?? 'card', coverFee: body.coverFee === true };
    const donor = {
      tip: body.tip ?? Money.zero,
      guest: body.guestInfo ?? null,
      message: body.message ?? null,
      isAnonymous: body.isAnonymous === true,
      donor: user ? { id: user.id, email: user.email, name: [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username } : null,
      clientIp: req.ip ?? 'unknown',
    };
    if (body.organizationId !== undefined) {
      if (body.recurring === 'monthly') throw MONTHLY_TO_ORGANIZATIONS_NOT_YET();
      const started = await this.startForOrganization.execute({
        ...donor,
        ...payment,
        organizationId: requireId(body.organizationId, OrganizationGiftErrors.organizationNotFound),
        allocations: (body.allocations ?? []).map((p) => ({ fundId: requireId(p.fundId, FundAllocationErrors.notOurs), amount: p.amount })),
        amount: body.amount ?? null,
      });
      return { ...started, feeCovered: started.feeCovered.toDecimalString(), total: started.total.toDecimalString() };
    }
    const command = { ...donor, ...payment, campaignId: requireId(body.campaignId ?? '', DonationErrors.campaignNotFound), amount: body.amount! };
    if (body.recurring === 'monthly') {
      if (payment.paymentMethod === 'us_bank_account') throw MONTHLY_BY_BANK_NOT_YET();
      if (payment.coverFee) throw MONTHLY_COVER_FEE_NOT_YET();
      return { ...(await this.startMonthly.execute(command)), feeCovered: Money.zero.toDecimalString(), total: command.amount.toDecimalString() };
    }
    const started = await this.start.execute(command);
    return { ...started, feeCovered: started.feeCovered.toDecimalString(), total: started.total.toDecimalString() };
  }

  /**
   * Step three, after the card form confirmed the payment: the server asks the provider and
   * records the donation once. Calling it again returns the same donation.
   */
  @Post('donations/complete')
  @HttpCode(200)
  @ApiOkResponse({ type: DonationCompletionResponse })
  @ApiAcceptedResponse({ type: DonationProcessingResponse, description: 'A bank payment still processing (3–5 business days): nothing is credited yet' })
  @ApiNotFoundResponse({ type: ErrorResponse })
  @ApiConflictResponse({ type: ErrorResponse, description: 'The payment has not succeeded, or does not match the donation' })
  async completeDonation(
    @Body() body: CompleteDonationRequest,
    @Res({ passthrough: true }) res: Response,
  ): Promise<DonationCompletionResponse | DonationProcessingResponse> {
    const completion = await this.complete.execute(body.paymentIntentId, recipientOf(body), body.clientSecret);
    if (completion.state === 'processing') {
      res.status(202);
      return processingOf(completion.gift);
    }
    return completionOf(completion.receipt);
  }

  /**
   * Where the donor's own gift stands, recording nothing: what the donation-complete screen shows
   * when the completion call failed (never inviting a second gift for one already charged). 404 when
   * there is no donation for this payment to this campaign.
   */
  @Get('donations/state')
  @ApiOkResponse({ type: DonationStateResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  @ApiBadRequestResponse({ type: ErrorResponse })
  async donationState(@Query() query: DonationStateQuery): Promise<DonationStateResponse> {
    const found = await this.complete.stateOf(query.paymentIntentId, recipientOf(query), query.clientSecret);
    return {
      state: found.state,
      donation: found.receipt && completionOf(found.receipt),
      ...(found.state === 'not_paid' && found.failureReason && { failureReason: found.failureReason }),
    };
  }

  /** Completed gifts to a campaign, newest first; anonymous gifts carry no name. */
  @ApiScopeRequired('donations:read')
  @Get('campaigns/:id/donations')
  @ApiOkResponse({ type: [CampaignDonationResponse] })
  async listCampaignDonations(@IdParam('id') id: string): Promise<CampaignDonationResponse[]> {
    const rows = await this.queries.forCampaign(id);
    return rows.map(({ donation, donor }) => ({
      id: donation.id,
      amount: dollars(donation.giftCents),
      isAnonymous: donation.isAnonymous,
      // A message the organiser hid leaves the public page.
      message: donation.messageHidden ? null : donation.message,
      createdAt: (donation.completedAt ?? donation.createdAt).toISOString(),
      user: donor,
    }));
  }

  /** The signed-in member's gifts: completed ones, and refunded ones marked so. */
  @ApiScopeRequired('donations:read')
  @Get('user/donations')
  @UseGuards(SignedInGuard)
  @ApiOkResponse({ type: [UserDonationResponse] })
  @ApiUnauthorizedResponse({ type: ErrorResponse })
  async listMyDonations(@CurrentUser() user: AuthenticatedUser): Promise<UserDonationResponse[]> {
    const rows = await this.queries.forUser(user.id);
    return rows.map(({ donation, campaign, organization, parts }) => ({
      id: donation.id,
      amount: dollars(donation.giftCents),
      tip: dollars(donation.tipCents),
      createdAt: (donation.completedAt ?? donation.createdAt).toISOString(),
      message: donation.message,
      isAnonymous: donation.isAnonymous,
      status: donation.status === 'refunded' || donation.status === 'processing' || donation.status === 'failed' ? donation.status : ('completed' as const),
      feeCovered: dollars(donation.feeCoveredCents),
      paymentMethod: donation.paymentMethod,
      failureReason: donation.status === 'failed' ? donation.failureReason : null,
      campaign,
      organization,
      allocations: parts.map((p) => ({ fundId: p.fundId, fundName: p.fundName, amount: dollars(p.cents) })),
    }));
  }

  /** Every payment with its real status, newest first (admins). Paged: the next page's cursor is in X-Next-Cursor. */
  @Get('admin/transactions')
  @UseGuards(AdminGuard)
  @ApiOkResponse({
    type: [TransactionResponse],
    headers: NEXT_PAGE_HEADER,
  })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'A query field is not valid, or the cursor was tampered with' })
  @ApiUnauthorizedResponse({ type: ErrorResponse })
  @ApiForbiddenResponse({ type: ErrorResponse })
  async listTransactions(
    @Query() query: TransactionListQuery,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<TransactionResponse[]> {
    const page = await this.queries.forAdmin({ status: query.status, limit: query.limit ?? 50, cursor: query.cursor });
    announceNextPage(req, res, page.nextCursor);
    return page.items.map(({ donation, campaign, donorName }) => ({
      id: donation.id,
      amount: dollars(donation.giftCents + donation.tipCents),
      gift: dollars(donation.giftCents),
      tip: dollars(donation.tipCents),
      campaignId: donation.campaignId,
      campaignTitle: campaign?.title ?? null,
      donorName: donation.isAnonymous ? `${donorName} (anonymous)` : donorName,
      status: donation.status,
      failureReason: donation.failureReason,
      transactionId: donation.paymentIntentId,
      createdAt: donation.createdAt.toISOString(),
    }));
  }
}
