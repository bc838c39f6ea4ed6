import { Body, Controller, Get, HttpCode, Param, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import {
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
import { announceNextPage } from '../../../../shared-kernel/infrastructure/http/paging.js';
import { CAMPAIGN_CATALOG, type CampaignCatalog } from '../../application/campaign-eligibility.js';
import { DonationQueries } from '../../application/donation-queries.js';
import { RecordDonationPayment } from '../../application/record-donation-payment.use-case.js';
import { StartDonation } from '../../application/start-donation.use-case.js';
import { Inject } from '@nestjs/common';
import {
  CampaignDonationResponse,
  CompleteDonationRequest,
  CreatePaymentIntentRequest,
  CreatePaymentIntentResponse,
  DonationCompletionResponse,
  TransactionListQuery,
  TransactionResponse,
  UserDonationResponse,
} from './dto/donation.dto.js';

const dollars = (cents: number) => Money.ofCents(cents).toDecimalString();

@ApiTags('payments')
@Controller()
export class DonationsController {
  constructor(
    private readonly start: StartDonation,
    private readonly record: RecordDonationPayment,
    private readonly queries: DonationQueries,
    @Inject(CAMPAIGN_CATALOG) private readonly campaigns: CampaignCatalog,
  ) {}

  /**
   * Step one of giving: the server checks the gift (amount = donation + tip) and returns the
   * client secret for the card form. Guests give first name, last name and email.
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
    return this.start.execute({
      campaignId: String(body.campaignId ?? ''),
      amount: body.amount,
      tip: body.tip,
      guestInfo: body.guestInfo ?? null,
      message: body.message ?? null,
      isAnonymous: body.isAnonymous,
      donor: user ? { id: user.id, email: user.email } : null,
      client: { ip: req.ip ?? 'unknown', key: '' },
    });
  }

  /**
   * Step three, after the card form confirmed the payment: the server asks the provider and
   * records the donation once. Calling it again returns the same donation.
   */
  @Post('donations/complete')
  @HttpCode(200)
  @ApiOkResponse({ type: DonationCompletionResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  @ApiConflictResponse({ type: ErrorResponse, description: 'The payment has not succeeded, or does not match the donation' })
  async completeDonation(@Body() body: CompleteDonationRequest): Promise<DonationCompletionResponse> {
    const donation = await this.record.complete(body.paymentIntentId, body.campaignId);
    const campaign = (await this.campaigns.summaries([donation.campaignId])).get(donation.campaignId);
    return {
      id: donation.id,
      campaignId: donation.campaignId,
      campaignTitle: campaign?.title ?? 'a campaign',
      campaignSlug: campaign?.slug ?? '',
      amount: dollars(donation.giftCents),
      tip: dollars(donation.tipCents),
      total: dollars(donation.giftCents + donation.tipCents),
      message: donation.message,
      isAnonymous: donation.isAnonymous,
      createdAt: (donation.completedAt ?? donation.createdAt).toISOString(),
      transactionId: donation.paymentIntentId ?? '',
    };
  }

  /** Completed gifts to a campaign, newest first; anonymous gifts carry no name. */
  @Get('campaigns/:id/donations')
  @ApiOkResponse({ type: [CampaignDonationResponse] })
  async listCampaignDonations(@Param('id') id: string): Promise<CampaignDonationResponse[]> {
    const rows = await this.queries.forCampaign(id);
    return rows.map(({ record, user }) => ({
      id: record.id,
      amount: dollars(record.giftCents),
      isAnonymous: record.isAnonymous,
      message: record.message,
      createdAt: (record.completedAt ?? record.createdAt).toISOString(),
      user,
    }));
  }

  /** The signed-in member's completed gifts. */
  @Get('user/donations')
  @UseGuards(SignedInGuard)
  @ApiOkResponse({ type: [UserDonationResponse] })
  @ApiUnauthorizedResponse({ type: ErrorResponse })
  async listMyDonations(@CurrentUser() user: AuthenticatedUser): Promise<UserDonationResponse[]> {
    const rows = await this.queries.forUser(user.id);
    return rows.map(({ record, campaign }) => ({
      id: record.id,
      amount: dollars(record.giftCents),
      tip: dollars(record.tipCents),
      createdAt: (record.completedAt ?? record.createdAt).toISOString(),
      message: record.message,
      isAnonymous: record.isAnonymous,
      campaign,
    }));
  }

  /** Every payment with its real status, newest first (admins). */
  @Get('admin/transactions')
  @UseGuards(AdminGuard)
  @ApiOkResponse({ type: [TransactionResponse] })
  @ApiUnauthorizedResponse({ type: ErrorResponse })
  @ApiForbiddenResponse({ type: ErrorResponse })
  async listTransactions(
    @Query() query: TransactionListQuery,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<TransactionResponse[]> {
    const page = await this.queries.forAdmin({ status: query.status, limit: query.limit ?? 50, cursor: query.cursor });
    announceNextPage(req, res, page.nextCursor);
    return page.items.map(({ record, campaign, donorName }) => ({
      id: record.id,
      amount: dollars(record.giftCents + record.tipCents),
      gift: dollars(record.giftCents),
      tip: dollars(record.tipCents),
      campaignId: record.campaignId,
      campaignTitle: campaign?.title ?? null,
      donorName: record.isAnonymous ? `${donorName} (anonymous)` : donorName,
      status: record.status,
      failureReason: record.failureReason,
      transactionId: record.paymentIntentId,
      createdAt: record.createdAt.toISOString(),
    }));
  }
}
