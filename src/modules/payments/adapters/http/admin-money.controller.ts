import { Controller, Get, Query, Req, Res, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiForbiddenResponse, ApiOkResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Money } from '../../../../shared-kernel/domain.js';
import { AdminGuard, SignedInGuard } from '../../../../shared-kernel/infrastructure/auth/guards.js';
import { ErrorResponse } from '../../../../shared-kernel/infrastructure/http/error-response.dto.js';
import { announceNextPage, NEXT_PAGE_HEADER } from '../../../../shared-kernel/infrastructure/http/paging.js';
import { AdminMoneyQueries } from '../../application/admin-money.queries.js';
import { AdminPayoutListQuery } from './dto/admin-payout-list.query.dto.js';
import { AdminPayoutResponse } from './dto/admin-payout.response.dto.js';
import { AdminRefundListQuery } from './dto/admin-refund-list.query.dto.js';
import { AdminRefundResponse } from './dto/admin-refund.response.dto.js';
import { PayoutHoldResponse } from './dto/payout-hold.response.dto.js';
import { StrandedCampaignResponse } from './dto/stranded-campaign.response.dto.js';

const dollars = (cents: number) => Money.ofCents(cents).toDecimalString();

/** The admin console's Payouts and Refunds tabs: every campaign's payouts, refunds and payout holds. */
@ApiTags('admin')
@Controller('admin')
@UseGuards(SignedInGuard, AdminGuard)
@ApiUnauthorizedResponse({ type: ErrorResponse })
@ApiForbiddenResponse({ type: ErrorResponse })
export class AdminMoneyController {
  constructor(private readonly queries: AdminMoneyQueries) {}

  /** Every payout, newest first, optionally of one status. Paged: the next page's cursor is in X-Next-Cursor. */
  @Get('payouts')
  @ApiOkResponse({ type: [AdminPayoutResponse], headers: NEXT_PAGE_HEADER })
  @ApiBadRequestResponse({ type: ErrorResponse })
  async payouts(@Query() query: AdminPayoutListQuery, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<AdminPayoutResponse[]> {
    const page = await this.queries.payouts({ status: query.status, limit: query.limit ?? 50, cursor: query.cursor });
    announceNextPage(req, res, page.nextCursor);
    return page.items.map(({ payout: p, campaignTitle, organizerName }) => ({
      id: p.id,
      amount: dollars(p.amountCents),
      status: p.status,
      createdAt: p.createdAt.toISOString(),
      settledAt: p.settledAt?.toISOString() ?? null,
      failureReason: p.failureReason,
      campaignId: p.campaignId,
      campaignTitle,
      organizerName,
      organiserName: organizerName,
      destinationAccountId: p.destinationAccountId,
      transferId: p.providerTransferId,
    }));
  }

  /** Every refunded gift, newest refund first. Paged: the next page's cursor is in X-Next-Cursor. */
  @Get('refunds')
  @ApiOkResponse({ type: [AdminRefundResponse], headers: NEXT_PAGE_HEADER })
  @ApiBadRequestResponse({ type: ErrorResponse })
  async refunds(@Query() query: AdminRefundListQuery, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<AdminRefundResponse[]> {
    const page = await this.queries.refunds({ limit: query.limit ?? 50, cursor: query.cursor });
    announceNextPage(req, res, page.nextCursor);
    return page.items.map(({ refund: r, campaignTitle, donorName }) => ({
      donationId: r.donationId,
      campaignId: r.campaignId,
      campaignTitle,
      donorName,
      amount: dollars(r.giftCents),
      tip: dollars(r.tipCents),
      afterPayout: dollars(r.afterPayoutCents),
      transactionId: r.paymentIntentId,
      refundedAt: r.refundedAt.toISOString(),
    }));
  }

  /** Campaigns whose payouts are held, newest hold first. */
  @Get('payout-holds')
  @ApiOkResponse({ type: [PayoutHoldResponse] })
  async holds(): Promise<PayoutHoldResponse[]> {
    return (await this.queries.holds()).map(({ hold, campaignTitle, heldByName }) => ({
      campaignId: hold.campaignId,
      campaignTitle,
      reason: hold.reason,
      heldBy: heldByName,
      heldAt: hold.heldAt.toISOString(),
    }));
  }

  /**
   * Campaigns still holding money whose organizer closed their account: an administrator refunds their gifts or
   * pays them out (POST /api/admin/campaigns/{id}/payouts) to the connected account the organizer had.
   */
  @Get('stranded-campaigns')
  @ApiOkResponse({ type: [StrandedCampaignResponse] })
  async strandedCampaigns(): Promise<StrandedCampaignResponse[]> {
    return (await this.queries.strandedCampaigns()).map((c) => ({
      campaignId: c.campaignId,
      campaignTitle: c.campaignTitle,
      campaignSlug: c.campaignSlug,
      available: dollars(c.availableCents),
    }));
  }
}
