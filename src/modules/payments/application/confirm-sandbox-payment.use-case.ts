import { Inject, Injectable } from '@nestjs/common';
import { DomainError } from '../../../shared-kernel/domain.js';
import { SandboxBankAccount } from '../domain/sandbox-bank-account.value-object.js';
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
   * Takes a bank payment (processing until settled, by an administrator or by the sandbox's clock after
   * SANDBOX_BANK_SETTLE_MS; `failure` null succeeds); null unless it waited for its account.
   */
  submitBankPayment(clientSecret: string, failure: string | null): Promise<PaymentIntent | null>;
  /** Settles a processing bank payment as its account dictates; null when it is not processing. */
  settleBankPayment(intentId: string): Promise<PaymentIntent | null>;
  /** The processing bank payments due to be settled by `now`, oldest first. */
  dueBankPayments(now: Date, limit: number): Promise<string[]>;
  /**
   * Charges a subscription's next month now; 'canceled' when it was canceled; null when unknown. `declined`: the
   * card on file declines from now on (until the donor gives another): the month's invoice stays unpaid, the
   * subscription past due, retried on day 3, 5 and 7. 'paused' while its collection is paused (nothing charged).
   */
  renew(subscriptionId: string, outcome?: 'succeeded' | 'declined'): Promise<{ invoiceId: string; paymentIntentId: string; paid: boolean } | 'canceled' | 'paused' | null>;
  /**
   * The sandbox's Smart Retries: tries the card again for each past-due subscription whose retry is due at `now`;
   * after the last failed retry the subscription is canceled. What each retry did, for the platform to be told.
   */
  retryDue(now: Date): Promise<{ subscriptionId: string; invoiceId: string; paid: boolean; gaveUp: boolean }[]>;
}
export const SANDBOX_PROCESSOR = Symbol('SandboxProcessor');

/** What the sandbox's payment form sends: a test card (a card or a wallet's payment), or a US bank account. */
export type SandboxPaymentDetails = { cardNumber: string } | { bankAccount: { routingNumber: string; accountNumber: string } };

const NOT_FOUND = () => DomainError.notFound('payment_not_found', 'We could not find that payment. Please start again.');
const WRONG_FORM = (expected: 'card' | 'bank') =>
  DomainError.validation(
    expected === 'bank' ? 'bankAccount' : 'cardNumber',
    expected === 'bank' ? 'This payment is by bank account: please enter a routing and an account number.' : 'This payment is by card: please enter a card number.',
    'wrong_payment_method',
  );

/**
 * The sandbox's stand-in for the payment form's confirmation: settles a card's (or a wallet's) intent as the test
 * card dictates, or takes a bank payment, which stays processing until the sandbox's bank settles it
 * (SANDBOX_BANK_SETTLE_MS later, or when an administrator settles it); then tells the platform about it as Stripe's
 * webhook would.
 */
@Injectable()
export class ConfirmSandboxPayment {
  constructor(
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    @Inject(SANDBOX_PROCESSOR) private readonly sandbox: SandboxProcessor,
    private readonly notices: HandleProviderNotice,
  ) {}

  async execute(clientSecret: string, details: SandboxPaymentDetails): Promise<{ status: string; paymentIntentId: string; error: string | null }> {
    if (this.gateway.mode !== 'sandbox') {
      throw DomainError.notFound('sandbox_disabled', 'The payment sandbox is off: this server uses Stripe.');
    }
    if ('bankAccount' in details) return this.submitBankPayment(clientSecret, details.bankAccount);
    const declineMessage = SandboxCard.of(details.cardNumber).declineMessage;
    let settled = await this.sandbox.settleByClientSecret(clientSecret, declineMessage);
    if (!settled) {
      // Not waiting for a card: unknown, a bank payment, already paid, or canceled (settling reports it as it is).
      const intent = await this.sandbox.findByClientSecret(clientSecret);
      if (!intent) throw NOT_FOUND();
      if (intent.paymentMethod === 'us_bank_account') throw WRONG_FORM('bank');
      if (intent.status === 'succeeded') return { status: intent.status, paymentIntentId: intent.id, error: null };
      settled = await this.sandbox.settle(intent.id, declineMessage);
    }
    await this.notices.handle({ kind: 'payment-intent', intent: settled });
    return { status: settled.status, paymentIntentId: settled.id, error: settled.lastError };
  }

  /** A bank payment: processing (the donation noted, nothing credited) until the sandbox's bank settles it. */
  private async submitBankPayment(clientSecret: string, account: { routingNumber: string; accountNumber: string }) {
    const failure = SandboxBankAccount.of(account).failure;
    const submitted = await this.sandbox.submitBankPayment(clientSecret, failure?.message ?? null);
    const intent = submitted ?? (await this.sandbox.findByClientSecret(clientSecret));
    if (!intent) throw NOT_FOUND();
    if (intent.paymentMethod !== 'us_bank_account') throw WRONG_FORM('card');
    // Submitted now, or before (a second click): the platform is told either way; it records nothing twice.
    await this.notices.handle({ kind: 'payment-intent', intent });
    return { status: intent.status, paymentIntentId: intent.id, error: intent.lastError };
  }
}
