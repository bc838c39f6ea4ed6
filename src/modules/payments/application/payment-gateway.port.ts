import type { PaymentMethodKind } from '../domain/processing-fee.js';
import type { SubscriptionStatus } from '../domain/subscription-status.js';

/**
 * The card payment provider: Stripe when keys are configured, the built-in sandbox otherwise.
 * Amounts are integer cents in USD.
 */
export type PaymentIntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'requires_capture'
  | 'canceled'
  | 'succeeded';

export interface PaymentIntent {
  id: string;
  clientSecret: string;
  amountCents: number;
  currency: string;
  status: PaymentIntentStatus;
  metadata: Record<string, string>;
  /** The provider's message for the last failed attempt ("Your card was declined."). */
  lastError: string | null;
  /** What the intent was created for: a card (or a wallet) or a US bank account. */
  paymentMethod?: PaymentMethodKind;
}

export interface CreatePaymentIntent {
  amountCents: number;
  metadata: Record<string, string>;
  description: string;
  receiptEmail?: string | null;
  /** The same key returns the same intent instead of charging twice. */
  idempotencyKey: string;
  /**
   * How the donor pays: a card (or a wallet: Apple Pay and Google Pay are cards underneath), or a US bank account
   * (ACH debit: `processing` for a few business days before it succeeds or fails). A card when left out.
   */
  paymentMethod?: PaymentMethodKind;
  /**
   * A gift to an organization: charged on its behalf (the charity of record) to its connected account, the whole
   * amount but the platform's fee transferred to it as it is charged (Stripe: a destination charge with
   * `on_behalf_of`, `transfer_data.destination` and `application_fee_amount`).
   */
  onBehalfOf?: { accountId: string; applicationFeeCents: number };
}

export interface Subscription {
  id: string;
  status: SubscriptionStatus;
  /** The client secret of the first invoice's payment, for the card form. */
  clientSecret: string | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  /** What we attached when creating it (kind, recurringGiftId, ...). */
  metadata?: Record<string, string>;
  /** Its latest invoice (the month being charged, or the one that failed while it is past due). */
  latestInvoiceId?: string | null;
}

/** An invoice of a subscription, as the provider reports it now. */
export interface ProviderInvoice {
  id: string;
  subscriptionId: string | null;
  paid: boolean;
  /** The payment that paid it. */
  paymentIntentId: string | null;
  amountPaidCents: number;
  /** Unpaid and still to be collected (Stripe's `open`): the provider retries it until it gives up. */
  open?: boolean;
  /** When the provider tries the card again (Stripe's `next_payment_attempt`); null: it will not. */
  nextPaymentAttempt?: Date | null;
}

/** What a card update changes on a subscription: the card it charges from now on. */
export type NewCard = { setupIntentId: string } | { sandboxCardNumber: string };

/** A change of a running subscription, from its next charge on (nothing is prorated). */
export interface SubscriptionChange {
  /** The new monthly price. */
  priceCents?: number;
  /** The next charge is on this date (then monthly from it). */
  nextChargeAt?: Date;
}

export interface CreateSubscription {
  customerId: string;
  priceCents: number;
  productName: string;
  metadata: Record<string, string>;
  idempotencyKey: string;
}

/** A subscription's invoice the customer paid (a month of a membership or of a monthly gift). */
export interface PaidInvoice {
  id: string;
  subscriptionId: string | null;
  amountCents: number;
  paidAt: Date;
}

/**
 * A payment the provider reports succeeded, for the reconciliation. `purpose`: 'gift' for a one-off gift's
 * payment (our metadata kind 'donation'), 'subscription' for a month of a subscription (a monthly gift or a
 * membership: `subscriptionId` names it), 'other' for anything the platform did not start.
 */
export interface ProviderPayment {
  id: string;
  amountCents: number;
  createdAt: Date;
  purpose: 'gift' | 'subscription' | 'other';
  subscriptionId: string | null;
}

/** A refund the provider made (succeeded or still pending: either way the money is going back). */
export interface ProviderRefund {
  id: string;
  paymentIntentId: string | null;
  amountCents: number;
  createdAt: Date;
}

/** A provider event after its signature was checked. */
export interface VerifiedProviderEvent {
  id: string;
  type: string;
  /** The event's object: a payment intent, an invoice, a subscription... */
  object: Record<string, unknown>;
}

/** A destination charge's refund also takes its transfer back from the connected account and gives back the platform's fee. */
export interface RefundOptions {
  reverseTransfer: boolean;
}

export interface PaymentGateway {
  readonly mode: 'stripe' | 'sandbox';
  readonly publishableKey: string | null;
  createPaymentIntent(request: CreatePaymentIntent): Promise<PaymentIntent>;
  retrievePaymentIntent(id: string): Promise<PaymentIntent | null>;
  /** The payment intents created since `since` that succeeded, newest first. */
  listSucceededPaymentIntents(since: Date): Promise<PaymentIntent[]>;
  /** Every payment created in [from, to) that succeeded, whatever it paid for (every page of the provider's list). */
  listPayments(from: Date, to: Date): Promise<ProviderPayment[]>;
  /** Every refund created in [from, to) that succeeded or is pending (every page of the provider's list). */
  listRefunds(from: Date, to: Date): Promise<ProviderRefund[]>;
  createCustomer(request: { email: string; name: string; metadata: Record<string, string> }): Promise<{ id: string }>;
  createSubscription(request: CreateSubscription): Promise<Subscription>;
  /** With the client secret of its latest payment while it is incomplete. */
  retrieveSubscription(id: string): Promise<Subscription | null>;
  cancelSubscriptionAtPeriodEnd(id: string): Promise<Subscription>;
  /** Cancels at once (a subscription never paid, replaced by another); its first payment can no longer succeed. */
  cancelSubscriptionNow(id: string): Promise<Subscription>;
  /**
   * Refunds the whole charge of a succeeded payment intent. The idempotency key makes a repeated
   * call (a retry, or a concurrent request) return the same refund instead of refunding twice.
   */
  refundPayment(paymentIntentId: string, idempotencyKey: string, options?: RefundOptions): Promise<{ id: string }>;
  /**
   * What has been refunded of a payment, read afresh (refunds made here, or in the provider's dashboard):
   * the succeeded refunds' total and the latest one's id.
   */
  refundsOf(paymentIntentId: string): Promise<{ refundedCents: number; latestRefundId: string | null }>;
  /** One invoice, fetched afresh (never trust a webhook's copy); null when there is none. */
  retrieveInvoice(id: string): Promise<ProviderInvoice | null>;
  /** The customer's paid invoices created in [from, to), oldest first. */
  listPaidInvoices(customerId: string, from: Date, to: Date): Promise<PaidInvoice[]>;
  /**
   * Ready to take a new card for a subscription: the client secret of a setup (Stripe: a SetupIntent for the Payment
   * Element, off-session use); null when the card form posts its number to the server (the sandbox).
   */
  prepareCardUpdate(subscriptionId: string): Promise<{ clientSecret: string | null }>;
  /** The subscription charges this card from now on; the provider's message when the card cannot be used. */
  useNewCard(subscriptionId: string, card: NewCard): Promise<{ declineMessage: string | null }>;
  /**
   * Charges an unpaid invoice now with the subscription's card (Stripe: invoices.pay). The idempotency key makes a
   * repeat (a double click, concurrent requests) charge once. The invoice as it is after, and the provider's message
   * when the card was declined.
   */
  payInvoice(invoiceId: string, idempotencyKey: string): Promise<{ invoice: ProviderInvoice | null; declineMessage: string | null }>;
  /** Changes the price and/or the date of the next charge, from the next charge on (no proration). */
  changeSubscription(subscriptionId: string, change: SubscriptionChange): Promise<Subscription>;
  /**
   * Nothing is collected until `resumesAt` (Stripe: pause_collection, behavior void: the months in between are not
   * charged); the next charge is then `nextChargeAt`.
   */
  pauseSubscription(subscriptionId: string, resumesAt: Date, nextChargeAt: Date): Promise<Subscription>;
  /** Collects again from `nextChargeAt` on. */
  resumeSubscription(subscriptionId: string, nextChargeAt: Date): Promise<Subscription>;
  /** Checks a webhook's signature on its raw body; throws when it does not verify. */
  verifyWebhook(rawBody: Buffer, signature: string): VerifiedProviderEvent;
}
export const PAYMENT_GATEWAY = Symbol('PaymentGateway');
