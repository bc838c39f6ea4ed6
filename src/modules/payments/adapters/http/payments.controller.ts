import { Body, Controller, Get, Headers, HttpCode, Inject, Param, Post, Req, UseGuards } from '@nestjs/common';
import { ApiConflictResponse, ApiExcludeEndpoint, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { AdminGuard } from '../../../../shared-kernel/infrastructure/auth/guards.js';
import { SettleSandboxBankPayment } from '../../application/settle-sandbox-bank-payment.use-case.js';
import { SandboxSettlementResponse } from './dto/sandbox-settlement.response.dto.js';
import type { Request } from 'express';
import { ErrorResponse } from '../../../../shared-kernel/infrastructure/http/error-response.dto.js';
import { ConfirmSandboxPayment } from '../../application/confirm-sandbox-payment.use-case.js';
import { PAYMENT_GATEWAY, type PaymentGateway } from '../../application/payment-gateway.port.js';
import { StripeWebhookInbox } from '../stripe/stripe-webhook.inbox.js';
import { PaymentsConfigResponse } from './dto/payments-config.response.dto.js';
import { SandboxConfirmRequest } from './dto/sandbox-confirm.request.dto.js';
import { SandboxConfirmResponse } from './dto/sandbox-confirm.response.dto.js';

@ApiTags('payments')
@Controller('payments')
export class PaymentsController {
  constructor(
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    private readonly sandbox: ConfirmSandboxPayment,
    private readonly bank: SettleSandboxBankPayment,
    private readonly inbox: StripeWebhookInbox,
  ) {}

  /** Which card form the checkout shows: Stripe's (with its publishable key) or the sandbox's. */
  @Get('config')
  @ApiOkResponse({ type: PaymentsConfigResponse })
  getPaymentsConfig(): PaymentsConfigResponse {
    return { mode: this.gateway.mode, publishableKey: this.gateway.publishableKey };
  }

  /**
   * Sandbox mode only (404 with Stripe): confirms a payment with a test card, as Stripe.js would.
   * 4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 is declined; 4000 0000 0000 9995 has insufficient funds.
   * A bank payment sends `bankAccount` (routing 110000000; account 000123456789 succeeds, 000111111116 fails: account
   * closed, 000222222227 fails: insufficient funds) and answers `processing` until it is settled.
   */
  @Post('sandbox/confirm')
  @HttpCode(200)
  @ApiOkResponse({ type: SandboxConfirmResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  confirmSandboxPayment(@Body() body: SandboxConfirmRequest): Promise<SandboxConfirmResponse> {
    return this.sandbox.execute(body.clientSecret, body.bankAccount ? { bankAccount: body.bankAccount } : { cardNumber: body.cardNumber ?? '' });
  }

  /**
   * Sandbox mode only (404 with Stripe): the sandbox's bank settles a processing bank payment now, as its test account
   * says (otherwise its own clock does, SANDBOX_BANK_SETTLE_MS after it was submitted). A success is credited and
   * receipted once; a failure credits nothing and its donor is told why. Settling it again answers the same outcome.
   * 409 when the payment is not a bank payment. Administrators only.
   */
  @Post('sandbox/payments/:paymentIntentId/settle')
  @HttpCode(200)
  @UseGuards(AdminGuard)
  @ApiOkResponse({ type: SandboxSettlementResponse })
  @ApiUnauthorizedResponse({ type: ErrorResponse })
  @ApiForbiddenResponse({ type: ErrorResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  @ApiConflictResponse({ type: ErrorResponse })
  settleSandboxBankPayment(@Param('paymentIntentId') paymentIntentId: string): Promise<SandboxSettlementResponse> {
    return this.bank.execute(paymentIntentId);
  }

  /** Stripe's webhook: signature checked on the raw body, each event handled once. */
  @Post('stripe/webhook')
  @HttpCode(200)
  @ApiExcludeEndpoint()
  async receiveStripeWebhook(
    @Req() req: Request & { rawBody?: Buffer },
    @Headers('stripe-signature') signature: string | undefined,
  ): Promise<{ received: true; duplicate: boolean }> {
    return this.inbox.receive(req.rawBody ?? Buffer.alloc(0), signature ?? '');
  }
}
