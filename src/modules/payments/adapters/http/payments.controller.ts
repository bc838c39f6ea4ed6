import { Body, Controller, Get, Headers, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { ApiExcludeEndpoint, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
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
   */
  @Post('sandbox/confirm')
  @HttpCode(200)
  @ApiOkResponse({ type: SandboxConfirmResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  confirmSandboxPayment(@Body() body: SandboxConfirmRequest): Promise<SandboxConfirmResponse> {
    return this.sandbox.execute(body.clientSecret, body.cardNumber);
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
