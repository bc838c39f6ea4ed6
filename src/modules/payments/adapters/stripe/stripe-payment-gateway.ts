import Stripe from 'stripe';
import type {
  NewCard,
  SubscriptionChange,
  CreatePaymentIntent,
  CreateSubscription,
  PaymentGateway,
  PaymentIntent,
  PaidInvoice,
  ProviderInvoice,
  ProviderPayment,
  ProviderRefund,
  RefundOptions,
  Subscription,
  VerifiedProviderEvent,
} from '../../application/payment-gateway.port.js';

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** For tests against a local stand-in: host, port and protocol of the API. */
  apiHost?: { host: string; port: number; protocol: 'http' | 'https' };
}

function toIntent(intent: Stripe.PaymentIntent): PaymentIntent {
  return {
    id: intent.id,
    clientSecret: intent.client_secret ?? '',
    amountCents: intent.amount,
    currency: intent.currency,
    status: intent.status as PaymentIntent["status"],
    metadata: { ...(intent.metadata ?? {}) },
    lastError: intent.last_payment_error?.message ?? null,
    paymentMethod: intent.payment_method_types?.includes('us_bank_account') ? 'us_bank_account' : 'card',
  };
}

function periodEnd(subscription: Stripe.Subscription): Date | null {
  // Newer API versions keep the period on the subscription's items.
  const raw =
    (subscription as unknown as { current_period_end?: number }).current_period_end ??
    subscription.items?.data?.[0]?.current_period_end;
  return typeof raw === 'number' ? new Date(raw * 1000) : null;
}

function clientSecretOf(subscription: Stripe.Subscription): string | null {
  const invoice = subscription.latest_invoice;
  if (!invoice || typeof invoice === 'string') return null;
  const withIntent = invoice as unknown as {
    payment_intent?: Stripe.PaymentIntent | string | null;
    confirmation_secret?: { client_secret?: string } | null;
    payments?: { data?: { payment?: { payment_intent?: Stripe.PaymentIntent | string } }[] };
  };
  if (withIntent.confirmation_secret?.client_secret) return withIntent.confirmation_secret.client_secret;
  const intent = withIntent.payment_intent ?? withIntent.payments?.data?.[0]?.payment?.payment_intent;
  return intent && typeof intent !== 'string' ? intent.client_secret ?? null : null;
}

function toSubscription(subscription: Stripe.Subscription): Subscription {
  return {
    id: subscription.id,
    status: subscription.status as Subscription['status'],
    clientSecret: clientSecretOf(subscription),
    currentPeriodEnd: periodEnd(subscription),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    metadata: { ...(subscription.metadata ?? {}) },
    latestInvoiceId: typeof subscription.latest_invoice === 'string' ? subscription.latest_invoice : (subscription.latest_invoice?.id ?? null),
  };
}

const unix = (at: Date) => Math.floor(at.getTime() / 1000);

interface StripeErrorLike {
  type?: string;
  statusCode?: number;
  code?: string;
  message?: string;
}

/** The payment that paid an invoice: `payment_intent` on older API versions, `payments` on newer ones. */
function paymentIntentOfInvoice(invoice: Stripe.Invoice): string | null {
  const raw = invoice as unknown as {
    payment_intent?: string | { id: string } | null;
    payments?: { data?: { status?: string; payment?: { payment_intent?: string | { id: string } } }[] };
  };
  const direct = raw.payment_intent;
  if (direct) return typeof direct === 'string' ? direct : direct.id;
  const paid = raw.payments?.data?.find((p) => p.status === 'paid') ?? raw.payments?.data?.[0];
  const intent = paid?.payment?.payment_intent;
  return intent ? (typeof intent === 'string' ? intent : intent.id) : null;
}

/** The subscription an invoice bills: `subscription` on older API versions, `parent.subscription_details` on newer ones. */
export function subscriptionOfInvoice(invoice: Stripe.Invoice | Record<string, unknown>): string | null {
  const raw = invoice as unknown as { subscription?: string | { id: string } | null; parent?: { subscription_details?: { subscription?: string | { id: string } } } | null };
  const value = raw.subscription ?? raw.parent?.subscription_details?.subscription ?? null;
  return typeof value === 'string' ? value : value?.id ?? null;
}

/** Stripe through its official SDK: PaymentIntents, Customers, Subscriptions, signed webhooks. */
export class StripePaymentGateway implements PaymentGateway {
  readonly mode = 'stripe' as const;
  readonly publishableKey: string;
  private readonly stripe: Stripe;

  constructor(private readonly settings: StripeSettings) {
    this.publishableKey = settings.publishableKey;
    this.stripe = new Stripe(settings.secretKey, {
      maxNetworkRetries: settings.apiHost ? 0 : 2,
      telemetry: false,
      ...(settings.apiHost ?? {}),
    });
  }

  async createPaymentIntent(request: CreatePaymentIntent): Promise<PaymentIntent> {
    const intent = await this.stripe.paymentIntents.create(
      {
        amount: request.amountCents,
        currency: 'usd',
        description: request.description,
        receipt_email: request.receiptEmail ?? undefined,
        metadata: request.metadata,
        // The donor chose the method before the amount was set (a covered fee depends on it): a bank account is
        // verified instantly through Financial Connections where the bank offers it, by micro-deposits otherwise; a
        // card's form also offers Apple Pay and Google Pay where the browser has them (wallets are cards to Stripe).
        ...(request.paymentMethod === 'us_bank_account'
          ? { payment_method_types: ['us_bank_account'], payment_method_options: { us_bank_account: { verification_method: 'automatic' as const } } }
          : { payment_method_types: ['card'] }),
        ...(request.onBehalfOf && {
          on_behalf_of: request.onBehalfOf.accountId,
          transfer_data: { destination: request.onBehalfOf.accountId },
          ...(request.onBehalfOf.applicationFeeCents > 0 && { application_fee_amount: request.onBehalfOf.applicationFeeCents }),
        }),
      },
      { idempotencyKey: request.idempotencyKey },
    );
    return toIntent(intent);
  }

  async listSucceededPaymentIntents(since: Date): Promise<PaymentIntent[]> {
    const found: PaymentIntent[] = [];
    // The SDK pages through the whole list (100 a page).
    for await (const intent of this.stripe.paymentIntents.list({ created: { gte: Math.floor(since.getTime() / 1000) }, limit: 100 })) {
      if (intent.status === 'succeeded') found.push(toIntent(intent));
    }
    return found;
  }

  /**
   * Every succeeded payment created in [from, to), every page (the SDK's auto-pagination). A payment that paid a
   * subscription's invoice is told apart by the paid invoices of the period (two days either side, as an invoice
   * may be created before its payment): Stripe's subscription payments carry no metadata of ours.
   */
  async listPayments(from: Date, to: Date): Promise<ProviderPayment[]> {
    const created = { gte: Math.floor(from.getTime() / 1000), lt: Math.ceil(to.getTime() / 1000) };
    const subscriptionOf = new Map<string, string>();
    const margin = 2 * 86_400;
    for await (const invoice of this.stripe.invoices.list({ status: 'paid', created: { gte: created.gte - margin, lt: created.lt + margin }, limit: 100, expand: ['data.payments'] })) {
      const intent = paymentIntentOfInvoice(invoice);
      const subscription = subscriptionOfInvoice(invoice);
      if (intent && subscription) subscriptionOf.set(intent, subscription);
    }
    const found: ProviderPayment[] = [];
    for await (const intent of this.stripe.paymentIntents.list({ created, limit: 100 })) {
      if (intent.status !== 'succeeded') continue;
      const subscriptionId = subscriptionOf.get(intent.id) ?? null;
      found.push({
        id: intent.id,
        amountCents: intent.amount,
        createdAt: new Date(intent.created * 1000),
        purpose: subscriptionId ? 'subscription' : intent.metadata?.kind === 'donation' ? 'gift' : 'other',
        subscriptionId,
      });
    }
    return found;
  }

  async listRefunds(from: Date, to: Date): Promise<ProviderRefund[]> {
    const found: ProviderRefund[] = [];
    for await (const refund of this.stripe.refunds.list({ created: { gte: Math.floor(from.getTime() / 1000), lt: Math.ceil(to.getTime() / 1000) }, limit: 100 })) {
      if (refund.status !== 'succeeded' && refund.status !== 'pending') continue;
      const intent = refund.payment_intent;
      found.push({ id: refund.id, paymentIntentId: typeof intent === 'string' ? intent : intent?.id ?? null, amountCents: refund.amount, createdAt: new Date(refund.created * 1000) });
    }
    return found;
  }

  async retrievePaymentIntent(id: string): Promise<PaymentIntent | null> {
    try {
      return toIntent(await this.stripe.paymentIntents.retrieve(id));
    } catch (error) {
      if ((error as { statusCode?: number }).statusCode === 404) return null;
      throw error;
    }
  }

  async refundPayment(paymentIntentId: string, idempotencyKey: string, options?: RefundOptions): Promise<{ id: string }> {
    const reverse = options?.reverseTransfer ? { reverse_transfer: true, refund_application_fee: true } : {};
    const refund = await this.stripe.refunds.create({ payment_intent: paymentIntentId, ...reverse }, { idempotencyKey });
    return { id: refund.id };
  }

  async refundsOf(paymentIntentId: string): Promise<{ refundedCents: number; latestRefundId: string | null }> {
    let refundedCents = 0;
    let latest: Stripe.Refund | null = null;
    for await (const refund of this.stripe.refunds.list({ payment_intent: paymentIntentId, limit: 100 })) {
      if (refund.status !== 'succeeded') continue;
      refundedCents += refund.amount;
      if (!latest || refund.created > latest.created) latest = refund;
    }
    return { refundedCents, latestRefundId: latest?.id ?? null };
  }

  async createCustomer(request: { email: string; name: string; metadata: Record<string, string> }): Promise<{ id: string }> {
    const customer = await this.stripe.customers.create(request);
    return { id: customer.id };
  }

  async createSubscription(request: CreateSubscription): Promise<Subscription> {
    const subscription = await this.stripe.subscriptions.create(
      {
        customer: request.customerId,
        items: [
          {
            price_data: {
              currency: 'usd',
              product_data: { name: request.productName },
              unit_amount: request.priceCents,
              recurring: { interval: 'month' },
            } as unknown as Stripe.SubscriptionCreateParams.Item.PriceData,
          },
        ],
        payment_behavior: 'default_incomplete',
        payment_settings: { save_default_payment_method: 'on_subscription' },
        expand: ['latest_invoice.payment_intent', 'latest_invoice.confirmation_secret'],
        metadata: request.metadata,
      },
      { idempotencyKey: request.idempotencyKey },
    );
    return toSubscription(subscription);
  }

  async retrieveSubscription(id: string): Promise<Subscription | null> {
    try {
      return toSubscription(
        await this.stripe.subscriptions.retrieve(id, { expand: ['latest_invoice.payment_intent', 'latest_invoice.confirmation_secret'] }),
      );
    } catch (error) {
      if ((error as { statusCode?: number }).statusCode === 404) return null;
      throw error;
    }
  }

  async cancelSubscriptionNow(id: string): Promise<Subscription> {
    return toSubscription(await this.stripe.subscriptions.cancel(id));
  }

  async cancelSubscriptionAtPeriodEnd(id: string): Promise<Subscription> {
    return toSubscription(await this.stripe.subscriptions.update(id, { cancel_at_period_end: true }));
  }

  async retrieveInvoice(id: string): Promise<ProviderInvoice | null> {
    try {
      const invoice = await this.stripe.invoices.retrieve(id, { expand: ['payments'] });
      return {
        id: invoice.id ?? id,
        subscriptionId: subscriptionOfInvoice(invoice),
        paid: invoice.status === 'paid',
        paymentIntentId: paymentIntentOfInvoice(invoice),
        amountPaidCents: invoice.amount_paid,
        open: invoice.status === 'open',
        nextPaymentAttempt: invoice.next_payment_attempt ? new Date(invoice.next_payment_attempt * 1000) : null,
      };
    } catch (error) {
      if ((error as { statusCode?: number }).statusCode === 404) return null;
      throw error;
    }
  }

  async listPaidInvoices(customerId: string, from: Date, to: Date): Promise<PaidInvoice[]> {
    const found: PaidInvoice[] = [];
    const created = { gte: Math.floor(from.getTime() / 1000), lt: Math.floor(to.getTime() / 1000) };
    for await (const invoice of this.stripe.invoices.list({ customer: customerId, status: 'paid', created, limit: 100 })) {
      const paidAt = invoice.status_transitions?.paid_at ?? invoice.created;
      found.push({ id: invoice.id ?? '', subscriptionId: subscriptionOfInvoice(invoice), amountCents: invoice.amount_paid, paidAt: new Date(paidAt * 1000) });
    }
    return found.sort((a, b) => a.paidAt.getTime() - b.paidAt.getTime());
  }

  /** A SetupIntent for the subscription's customer, for the Payment Element: the card is kept for charges later, off session. */
  async prepareCardUpdate(subscriptionId: string): Promise<{ clientSecret: string | null }> {
    const subscription = await this.stripe.subscriptions.retrieve(subscriptionId);
    const customer = typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id;
    const setup = await this.stripe.setupIntents.create({ customer, usage: 'off_session', automatic_payment_methods: { enabled: true }, metadata: { subscriptionId } });
    return { clientSecret: setup.client_secret };
  }

  /** The card the donor confirmed on the Payment Element (a succeeded SetupIntent made for this subscription) becomes its default. */
  async useNewCard(subscriptionId: string, card: NewCard): Promise<{ declineMessage: string | null }> {
    if (!('setupIntentId' in card)) return { declineMessage: 'Please enter your card in the card form.' };
    const setup = await this.stripe.setupIntents.retrieve(card.setupIntentId);
    if (setup.metadata?.subscriptionId !== subscriptionId) return { declineMessage: 'This card was not given for this monthly gift. Please enter it again.' };
    if (setup.status !== 'succeeded' || !setup.payment_method) return { declineMessage: setup.last_setup_error?.message ?? 'Your card could not be saved. Please try another card.' };
    const paymentMethod = typeof setup.payment_method === 'string' ? setup.payment_method : setup.payment_method.id;
    await this.stripe.subscriptions.update(subscriptionId, { default_payment_method: paymentMethod }, { idempotencyKey: `card-${setup.id}` });
    return { declineMessage: null };
  }

  /**
   * invoices.pay with the idempotency key: a repeat gets the first answer; a concurrent request with the same key,
   * which Stripe refuses while the first runs (idempotency_error), waits for it and asks again.
   */
  async payInvoice(invoiceId: string, idempotencyKey: string): Promise<{ invoice: ProviderInvoice | null; declineMessage: string | null }> {
    for (let attempt = 0; ; attempt++) {
      try {
        await this.stripe.invoices.pay(invoiceId, {}, { idempotencyKey });
        return { invoice: await this.retrieveInvoice(invoiceId), declineMessage: null };
      } catch (error) {
        const e = error as StripeErrorLike;
        if (e.type === 'StripeIdempotencyError' && attempt < 20) {
          await new Promise((resolve) => setTimeout(resolve, 100 + attempt * 50));
          continue;
        }
        if (e.type === 'StripeCardError' || e.statusCode === 402) return { invoice: await this.retrieveInvoice(invoiceId), declineMessage: e.message ?? 'Your card was declined.' };
        // Paid already (by a retry of Stripe's, or another request): the invoice says so.
        const invoice = await this.retrieveInvoice(invoiceId);
        if (invoice?.paid) return { invoice, declineMessage: null };
        throw error;
      }
    }
  }

  /**
   * A new price on the subscription's item (no proration: from the next invoice on), and the next charge moved to a
   * date by a trial until then (a subscription's billing anchor cannot be set after it was created; Stripe's way).
   */
  async changeSubscription(subscriptionId: string, change: SubscriptionChange): Promise<Subscription> {
    const params: Stripe.SubscriptionUpdateParams = { proration_behavior: 'none' };
    if (change.priceCents !== undefined) {
      const current = await this.stripe.subscriptions.retrieve(subscriptionId);
      const item = current.items.data[0];
      const product = typeof item.price.product === 'string' ? item.price.product : item.price.product.id;
      params.items = [
        { id: item.id, price_data: { currency: 'usd', product, unit_amount: change.priceCents, recurring: { interval: 'month' } } as Stripe.SubscriptionUpdateParams.Item.PriceData },
      ];
    }
    if (change.nextChargeAt) params.trial_end = unix(change.nextChargeAt);
    return toSubscription(await this.stripe.subscriptions.update(subscriptionId, params));
  }

  /** pause_collection with behavior void: invoices before `resumesAt` are voided (not charged, not owed). */
  async pauseSubscription(subscriptionId: string, resumesAt: Date): Promise<Subscription> {
    return toSubscription(await this.stripe.subscriptions.update(subscriptionId, { pause_collection: { behavior: 'void', resumes_at: unix(resumesAt) } }));
  }

  async resumeSubscription(subscriptionId: string): Promise<Subscription> {
    return toSubscription(await this.stripe.subscriptions.update(subscriptionId, { pause_collection: '' }));
  }

  verifyWebhook(rawBody: Buffer, signature: string): VerifiedProviderEvent {
    const event = this.stripe.webhooks.constructEvent(rawBody, signature, this.settings.webhookSecret);
    return { id: event.id, type: event.type, object: event.data.object as unknown as Record<string, unknown> };
  }
}
