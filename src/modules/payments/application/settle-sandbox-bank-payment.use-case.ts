import { Inject, Injectable, Logger } from '@nestjs/common';
import { CLOCK, DomainError, type Clock } from '../../../shared-kernel/domain.js';
import { SANDBOX_PROCESSOR, type SandboxProcessor } from './confirm-sandbox-payment.use-case.js';
import { HandleProviderNotice } from './handle-provider-notice.handler.js';
import { PAYMENT_GATEWAY, type PaymentGateway, type PaymentIntent } from './payment-gateway.port.js';

const SANDBOX_OFF = () => DomainError.notFound('sandbox_disabled', 'The payment sandbox is off: this server uses Stripe.');
/** How many due bank payments the sandbox's clock settles in one run. */
const BATCH = 100;

/**
 * The sandbox's bank settling a bank payment that was processing, as the real bank does days later: it succeeds or
 * fails as its test account number says, and the platform is told as Stripe's payment_intent.succeeded or
 * payment_intent.payment_failed would tell it (the gift credited and receipted once, or its donor told why).
 * An administrator settles one at once; the sandbox's own clock settles each when it comes due.
 */
@Injectable()
export class SettleSandboxBankPayment {
  private readonly logger = new Logger('SandboxBank');

  constructor(
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    @Inject(SANDBOX_PROCESSOR) private readonly sandbox: SandboxProcessor,
    private readonly notices: HandleProviderNotice,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Settles it now: 'succeeded' or 'failed'. Settled already: its outcome again (nothing happens twice). */
  async execute(paymentIntentId: string): Promise<{ status: 'succeeded' | 'failed' }> {
    if (this.gateway.mode !== 'sandbox') throw SANDBOX_OFF();
    const settled = await this.sandbox.settleBankPayment(paymentIntentId);
    if (settled) {
      await this.notices.handle({ kind: 'payment-intent', intent: settled });
      return { status: outcomeOf(settled) };
    }
    const intent = await this.gateway.retrievePaymentIntent(paymentIntentId);
    if (!intent) throw DomainError.notFound('payment_not_found', 'Payment not found');
    if (intent.paymentMethod !== 'us_bank_account' || (intent.status !== 'succeeded' && !intent.lastError)) {
      throw DomainError.conflict('payment_not_processing', 'This payment is not a bank payment in flight, so there is nothing to settle.');
    }
    // Settled before (by the clock, or a second click): the platform is told again, which records nothing twice.
    await this.notices.handle({ kind: 'payment-intent', intent });
    return { status: outcomeOf(intent) };
  }

  /** The sandbox's clock: every bank payment due by now is settled. Returns how many were. */
  async settleDue(): Promise<number> {
    if (this.gateway.mode !== 'sandbox') return 0;
    let settled = 0;
    for (const id of await this.sandbox.dueBankPayments(this.clock.now(), BATCH)) {
      try {
        await this.execute(id);
        settled++;
      } catch (error) {
        this.logger.warn(`Bank payment ${id} not settled yet: ${(error as Error).message}`);
      }
    }
    return settled;
  }
}

function outcomeOf(intent: PaymentIntent): 'succeeded' | 'failed' {
  return intent.status === 'succeeded' ? 'succeeded' : 'failed';
}
