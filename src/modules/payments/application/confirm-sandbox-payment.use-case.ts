import { Inject, Injectable } from '@nestjs/common';
import { DomainError } from '../../../shared-kernel/domain.js';
import { SandboxCard } from '../domain/sandbox-card.value-object.js';
import { HandleProviderNotice } from './handle-provider-notice.handler.js';
import { PAYMENT_GATEWAY, type PaymentGateway, type PaymentIntent } from './payment-gateway.port.js';

/** The sandbox's own gateway capabilities beyond the port: finding and settling intents. */
export interface SandboxProcessor {
  findByClientSecret(clientSecret: string): Promise<PaymentIntent | null>;
  settle(intentId: string, declineMessage: string | null): Promise<PaymentIntent>;
  /** Settles the intent of this client secret if it waits for its card (one step, no read first); null otherwise. */
  settleByClientSecret(clientSecret: string, declineMessage: string | null): Promise<PaymentIntent | null>;
  /**
   * Charges a subscription's next month now; 'canceled' when it was cancelled; null when unknown. `declined`: the
   * card on file declines from now on (until the donor gives another): the month's invoice stays unpaid, the
   * subscription past due, retried on day 3, 5 and 7. 'paused' while its collection is paused (nothing charged).
   */
  renew(subscriptionId: string, outcome?: 'succeeded' | 'declined'): Promise<{ invoiceId: string; paymentIntentId: string; paid: boolean } | 'canceled' | 'paused' | null>;
  /**
   * The sandbox's Smart Retries: tries the card again for each past-due subscription whose retry is due at `now`;
   * after the last failed retry the subscription is cancelled. What each retry did, for the platform to be told.
   */
  retryDue(now: Date): Promise<{ subscriptionId: string; invoiceId: string; paid: boolean; gaveUp: boolean }[]>;
}
export const SANDBOX_PROCESSOR = Symbol('SandboxProcessor');

/**
 * The sandbox's stand-in for the card form's confirmation: settles the intent as the test card
 * dictates, then tells the platform about it as Stripe's webhook would.
 */
@Injectable()
export class ConfirmSandboxPayment {
  constructor(
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    @Inject(SANDBOX_PROCESSOR) private readonly sandbox: SandboxProcessor,
    private readonly notices: HandleProviderNotice,
  ) {}

  async execute(clientSecret: string, cardNumber: string): Promise<{ status: string; paymentIntentId: string; error: string | null }> {
    if (this.gateway.mode !== 'sandbox') {
      throw DomainError.notFound('sandbox_disabled', 'The payment sandbox is off: this server uses Stripe.');
    }
    const declineMessage = SandboxCard.of(cardNumber).declineMessage;
    let settled = await this.sandbox.settleByClientSecret(clientSecret, declineMessage);
    if (!settled) {
      // Not waiting for a card: unknown, already paid, or cancelled (settling reports it as it is).
      const intent = await this.sandbox.findByClientSecret(clientSecret);
      if (!intent) throw DomainError.notFound('payment_not_found', 'We could not find that payment. Please start again.');
      if (intent.status === 'succeeded') return { status: intent.status, paymentIntentId: intent.id, error: null };
      settled = await this.sandbox.settle(intent.id, declineMessage);
    }
    await this.notices.handle({ kind: 'payment-intent', intent: settled });
    return { status: settled.status, paymentIntentId: settled.id, error: settled.lastError };
  }
}
