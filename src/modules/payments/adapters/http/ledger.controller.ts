import { Body, Controller, Get, HttpCode, Post, Query, UseGuards } from '@nestjs/common';
import { ApiScopeRequired } from '../../../../shared-kernel/infrastructure/auth/api-scope.js';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { Money } from '../../../../shared-kernel/domain.js';
import type { AuthenticatedUser } from '../../../../shared-kernel/application.js';
import { AdminGuard, CurrentUser, SignedInGuard } from '../../../../shared-kernel/infrastructure/auth/guards.js';
import { ErrorResponse } from '../../../../shared-kernel/infrastructure/http/error-response.dto.js';
import { CampaignFundsQueries } from '../../application/campaign-funds.queries.js';
import { MoneyReconciliation } from '../../application/reconciliation.queries.js';
import { RefundDonation } from '../../application/refund-donation.use-case.js';
import { FEE_POLICY } from '../../domain/processing-fee.js';
import { CampaignDonorResponse } from './dto/campaign-donor.response.dto.js';
import { CampaignFundsResponse } from './dto/campaign-funds.response.dto.js';
import { DonationRefundResponse } from './dto/donation-refund.response.dto.js';
import { LedgerReconciliationQuery } from './dto/ledger-reconciliation.query.dto.js';
import { LedgerReconciliationResponse } from './dto/ledger-reconciliation.response.dto.js';
import { RefundConflictResponse } from './dto/refund-conflict.response.dto.js';
import { RefundRequest } from './dto/refund.request.dto.js';
import { IdParam } from '../../../../shared-kernel/infrastructure/http/id-param.js';

const dollars = (cents: number) => Money.ofCents(cents).toDecimalString();

@ApiTags('payments')
@Controller()
export class LedgerController {
  constructor(
    private readonly funds: CampaignFundsQueries,
    private readonly refunds: RefundDonation,
    private readonly reconciliations: MoneyReconciliation,
  ) {}

  /**
   * Refunds a gift whole (an admin, or the campaign's organizer within 90 days). 409 when already refunded; 409
   * `refund_exceeds_funds` (with `shortfall`) when the campaign holds less than the gift and the organizer asks;
   * 409 `refund_shortfall` with `{ shortfall }` when an administrator asks, until sent again with
   * `{ "confirmShortfall": true }` (the platform then covers the shortfall).
   */
  @ApiScopeRequired('donations:write')
  @Post('donations/:id/refund')
  @HttpCode(200)
  @UseGuards(SignedInGuard)
  @ApiBody({ type: RefundRequest, required: false })
  @ApiOkResponse({ type: DonationRefundResponse })
  @ApiUnauthorizedResponse({ type: ErrorResponse })
  @ApiForbiddenResponse({ type: ErrorResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  @ApiConflictResponse({ type: RefundConflictResponse, description: 'Already refunded, or the campaign holds less than the gift (shortfall)' })
  async refund(@IdParam('id') id: string, @Body() body: RefundRequest, @CurrentUser() user: AuthenticatedUser): Promise<DonationRefundResponse> {
    await this.refunds.execute(id, user, { confirmShortfall: body?.confirmShortfall === true });
    return { status: 'refunded' };
  }

  /** A campaign's raised, refunded, paid-out and available money, from the ledger (owner or admin). */
  @ApiScopeRequired('donations:read')
  @Get('campaigns/:id/funds')
  @UseGuards(SignedInGuard)
  @ApiOkResponse({ type: CampaignFundsResponse })
  @ApiUnauthorizedResponse({ type: ErrorResponse })
  @ApiForbiddenResponse({ type: ErrorResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  async campaignFunds(@IdParam('id') id: string, @CurrentUser() user: AuthenticatedUser): Promise<CampaignFundsResponse> {
    const f = await this.funds.fundsOf(id, user);
    return {
      raised: dollars(f.raisedCents),
      refunded: dollars(f.refundedCents),
      paidOut: dollars(f.paidOutCents),
      available: dollars(f.availableCents),
      pending: dollars(f.pendingCents),
      refundedAfterPayout: dollars(f.refundedAfterPayoutCents),
      feeBornBy: FEE_POLICY.bornBy,
      feePolicy: FEE_POLICY.description,
    };
  }

  /** The organiser's donor list (owner or admin): every gift with name and email unless anonymous, newest first. */
  @ApiScopeRequired('donations:read')
  @Get('campaigns/:id/donors')
  @UseGuards(SignedInGuard)
  @ApiOkResponse({ type: [CampaignDonorResponse] })
  @ApiUnauthorizedResponse({ type: ErrorResponse })
  @ApiForbiddenResponse({ type: ErrorResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  async campaignDonors(@IdParam('id') id: string, @CurrentUser() user: AuthenticatedUser): Promise<CampaignDonorResponse[]> {
    const rows = await this.funds.donorsOf(id, user);
    return rows.map(({ donation: d, name, email, refundable }) => ({
      id: d.id,
      name,
      email,
      isAnonymous: d.isAnonymous,
      amount: dollars(d.giftCents),
      tip: dollars(d.tipCents),
      message: d.message,
      createdAt: (d.completedAt ?? d.createdAt).toISOString(),
      status: d.status,
      refundable,
      monthlyGiftStatus: d.monthlyGiftStatus ?? null,
    }));
  }

  /**
   * The admin's reconciliation: the books balance; every payment, refund and transfer of the period (`days`, 30 by
   * default, or `from`/`to`) agrees with the provider's record, both ways; and every figure the product shows
   * (campaign totals and donor counts, the dashboard, the public statistics, the funds panels) agrees with the
   * ledger. Each disagreement is one of `discrepancies`, named by its code; `balanced` is false when there is any.
   */
  @Get('admin/ledger/reconciliation')
  @UseGuards(AdminGuard)
  @ApiOkResponse({ type: LedgerReconciliationResponse })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'A period that is not one (days out of 1–366, from after to, both days and from/to...)' })
  @ApiUnauthorizedResponse({ type: ErrorResponse })
  @ApiForbiddenResponse({ type: ErrorResponse })
  @ApiServiceUnavailableResponse({ type: ErrorResponse, description: 'The payment provider could not be reached' })
  async reconciliation(@Query() query: LedgerReconciliationQuery): Promise<LedgerReconciliationResponse> {
    const r = await this.reconciliations.run({ days: query.days, from: query.from, to: query.to });
    return {
      balanced: r.balanced,
      period: { from: r.period.from.toISOString(), to: r.period.to.toISOString() },
      discrepancies: r.discrepancies.map((d) => ({
        code: d.code,
        object: {
          type: d.object.type,
          id: d.object.id,
          campaignId: d.object.campaignId ?? null,
          donationId: d.object.donationId ?? null,
          paymentIntentId: d.object.paymentIntentId ?? null,
          subscriptionId: d.object.subscriptionId ?? null,
          refundId: d.object.refundId ?? null,
          payoutId: d.object.payoutId ?? null,
          transferId: d.object.transferId ?? null,
          fundId: d.object.fundId ?? null,
        },
        unit: d.unit === 'cents' ? 'usd' : 'count',
        expected: d.unit === 'cents' ? dollars(d.expected) : String(d.expected),
        found: d.unit === 'cents' ? dollars(d.found) : String(d.found),
        message: d.message,
      })),
      total: dollars(r.totalCents),
      unbalancedTransactions: r.unbalancedTransactions,
      accounts: r.accounts.map((a) => ({ account: a.account, balance: dollars(a.balanceCents) })),
      giftsNotInLedger: r.giftsNotInLedger,
      completedGifts: dollars(r.completedGiftCents),
      ledgerGifts: dollars(r.ledgerGiftCents),
      completedTips: dollars(r.completedTipCents),
      ledgerTips: dollars(r.ledgerTipCents),
      refundsAfterPayout: dollars(r.refundsAfterPayoutCents),
      inFlight: { bankPayments: r.inFlight.bankPayments, bankAmount: dollars(r.inFlight.bankCents) },
      negativeCampaigns: r.negativeCampaigns.map((n) => ({ campaignId: n.campaignId, campaignTitle: n.campaignTitle, available: dollars(n.availableCents) })),
      provider: {
        since: r.provider.since.toISOString(),
        providerPayments: r.provider.providerPayments,
        providerCharged: dollars(r.provider.providerCents),
        ledgerCharged: dollars(r.provider.ledgerCents),
        notInLedger: r.provider.notInLedger,
        unknownToProvider: r.provider.unknownToProvider,
        matches: r.provider.matches,
      },
    };
  }
}
