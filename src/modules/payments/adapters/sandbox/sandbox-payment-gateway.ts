import { EntityManager } from '@mikro-orm/postgresql';
import { PlainSql } from '../../../../shared-kernel/infrastructure/database/plain-sql.js';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../../shared-kernel/infrastructure/config/app-config.js';
import { createHash, randomBytes } from 'node:crypto';
import { DomainError } from '../../../../shared-kernel/domain.js';
import { SandboxCard } from '../../domain/sandbox-card.value-object.js';
import type {
  CreatePaymentIntent,
  NewCard,
  SubscriptionChange,
  CreateSubscription,
  PaymentGateway,
  PaymentIntent,
  PaymentIntentStatus,
  PaidInvoice,
  ProviderInvoice,
  ProviderPayment,
  ProviderRefund,
  RefundOptions,
  Subscription,
  VerifiedProviderEvent,
} from '../../application/payment-gateway.port.js';
import type { PaymentMethodKind } from '../../domain/processing-fee.js';

interface IntentRow {
  id: string;
  client_secret: string;
  amount_cents: string;
  currency: string;
  status: PaymentIntentStatus;
  metadata: Record<string, string> | string;
  last_error: string | null;
  payment_method: PaymentMethodKind;
}

interface SubscriptionRow {
  id: string;
  metadata: Record<string, string> | string;
  status: Subscription['status'];
  current_period_end: Date | string | null;
  cancel_at_period_end: boolean;
  latest_intent_id: string | null;
  card_decline?: string | null;
  retry_count?: number;
  first_failed_at?: Date | string | null;
  next_retry_at?: Date | string | null;
  collection_resumes_at?: Date | string | null;
}

/** The sandbox's Smart Retries: a declined month is tried again 3, 5 and 7 days after its first attempt. */
export const SANDBOX_RETRY_DAYS = [3, 5, 7] as const;
const DAY_MS = 86_400_000;
const DECLINED = 'Your card was declined.';

function token(bytes = 12): string {
  return randomBytes(bytes).toString('hex');
}

function json(value: Record<string, string> | string): Record<string, string> {
  return typeof value === 'string' ? JSON.parse(value) : value;
}

/**
 * The embedded default when no Stripe keys are set: behaves like Stripe's test mode (client
 * secrets "{id}_secret_{random}", the same test cards), keeps its intents and subscriptions in
 * PostgreSQL so every instance agrees, and never moves real money.
 */
@Injectable()
export class SandboxPaymentGateway implements PaymentGateway {
  readonly mode = 'sandbox' as const;
  readonly publishableKey = null;

  constructor(
    private readonly em: EntityManager,
    private readonly sql: PlainSql,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private db(): EntityManager {
    // Inside a unit of work use its transaction; otherwise a fork of its own.
    return this.em.isInTransaction() ? this.em : this.em.fork();
  }

  async createPaymentIntent(request: CreatePaymentIntent): Promise<PaymentIntent> {
    // One statement for a new intent; a repeat of the idempotency key gets the first one's intent.
    const id = `pi_sbx_${token()}`;
    const rows = await this.sql.run<IntentRow>(
      this.em,
      `INSERT INTO sandbox_payment_intent (id, client_secret, amount_cents, currency, status, metadata, idempotency_key, description, on_behalf_of, application_fee_cents, payment_method)
       VALUES (?, ?, ?, 'usd', 'requires_payment_method', ?::jsonb, ?, ?, ?, ?, ?)
       ON CONFLICT (idempotency_key) DO NOTHING RETURNING *`,
      [
        id,
        `${id}_secret_${token(10)}`,
        request.amountCents,
        JSON.stringify(request.metadata),
        request.idempotencyKey,
        request.description,
        // A destination charge (a gift to an organization): on whose behalf, and the platform's fee, as Stripe keeps them.
        request.onBehalfOf?.accountId ?? null,
        request.onBehalfOf?.applicationFeeCents ?? null,
        request.paymentMethod ?? 'card',
      ],
    );
    if (rows[0]) return this.toIntent(rows[0]);
    const existing = await this.sql.run<IntentRow>(this.em, `SELECT * FROM sandbox_payment_intent WHERE idempotency_key = ?`, [request.idempotencyKey]);
    return this.toIntent(existing[0]);
  }

  async retrievePaymentIntent(id: string): Promise<PaymentIntent | null> {
    const rows = await this.sql.run<IntentRow>(this.em, `SELECT * FROM sandbox_payment_intent WHERE id = ?`, [id]);
    return rows[0] ? this.toIntent(rows[0]) : null;
  }

  /**
   * The sandbox moves no money, but keeps a record of each refund it made, as Stripe does: named after the
   * idempotency key, so a repeat gets the same one. Written outside the caller's transaction (the provider's
   * record is not the platform's: it stays whether or not the platform records the refund).
   */
  async refundPayment(paymentIntentId: string, idempotencyKey: string, options?: RefundOptions): Promise<{ id: string }> {
    const intent = await this.retrievePaymentIntent(paymentIntentId);
    if (intent?.status !== 'succeeded') throw new Error(`Sandbox payment ${paymentIntentId} was not charged, so it cannot be refunded`);
    const id = `re_sbx_${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 24)}`;
    await this.em.fork().execute(
      `INSERT INTO sandbox_refund (id, idempotency_key, payment_intent_id, amount_cents, reverse_transfer) VALUES (?, ?, ?, ?, ?) ON CONFLICT (idempotency_key) DO NOTHING`,
      [id, idempotencyKey, paymentIntentId, intent.amountCents, options?.reverseTransfer === true],
    );
    return { id };
  }

  /** What the sandbox refunded of a payment (only ever through the platform: it has no dashboard). */
  async refundsOf(paymentIntentId: string): Promise<{ refundedCents: number; latestRefundId: string | null }> {
    const rows = await this.em.fork().execute<{ id: string; amount_cents: string }[]>(
      `SELECT id, amount_cents FROM sandbox_refund WHERE payment_intent_id = ? AND status = 'succeeded' ORDER BY created_at DESC, id`,
      [paymentIntentId],
    );
    return { refundedCents: rows.reduce((sum, r) => sum + Number(r.amount_cents), 0), latestRefundId: rows[0]?.id ?? null };
  }

  async listPayments(from: Date, to: Date): Promise<ProviderPayment[]> {
    const rows = await this.em.fork().execute<{ id: string; amount_cents: string; created_at: Date | string; kind: string | null; subscription_id: string | null }[]>(
      `SELECT id, amount_cents, created_at, metadata->>'kind' AS kind, metadata->>'subscriptionId' AS subscription_id
         FROM sandbox_payment_intent WHERE status = 'succeeded' AND created_at >= ? AND created_at < ? ORDER BY created_at, id`,
      [from, to],
    );
    return rows.map((r) => ({
      id: r.id,
      amountCents: Number(r.amount_cents),
      createdAt: new Date(r.created_at),
      purpose: r.kind === 'donation' ? 'gift' : r.kind === 'subscription' && r.subscription_id ? 'subscription' : 'other',
      subscriptionId: r.kind === 'subscription' ? r.subscription_id : null,
    }));
  }

  async listRefunds(from: Date, to: Date): Promise<ProviderRefund[]> {
    const rows = await this.em.fork().execute<{ id: string; payment_intent_id: string; amount_cents: string; created_at: Date | string }[]>(
      `SELECT id, payment_intent_id, amount_cents, created_at FROM sandbox_refund
        WHERE status IN ('succeeded', 'pending') AND created_at >= ? AND created_at < ? ORDER BY created_at, id`,
      [from, to],
    );
    return rows.map((r) => ({ id: r.id, paymentIntentId: r.payment_intent_id, amountCents: Number(r.amount_cents), createdAt: new Date(r.created_at) }));
  }

  async listSucceededPaymentIntents(since: Date): Promise<PaymentIntent[]> {
    const rows = await this.sql.run<IntentRow>(
      this.em,
      `SELECT * FROM sandbox_payment_intent WHERE status = 'succeeded' AND created_at >= ? ORDER BY created_at DESC`,
      [since],
    );
    return rows.map((row) => this.toIntent(row));
  }

  async findByClientSecret(clientSecret: string): Promise<PaymentIntent | null> {
    const rows = await this.sql.run<IntentRow>(this.em, `SELECT * FROM sandbox_payment_intent WHERE client_secret = ?`, [clientSecret]);
    return rows[0] ? this.toIntent(rows[0]) : null;
  }

  /** The sandbox's card processing: settles an intent as the test card dictates. */
  async settle(intentId: string, declineMessage: string | null): Promise<PaymentIntent> {
    const intent = (await this.settleWhere('id', intentId, declineMessage)) ?? (await this.retrievePaymentIntent(intentId));
    if (!intent) throw DomainError.notFound('payment_not_found', 'Payment not found');
    return this.activateSubscriptionOf(intent);
  }

  /**
   * Settles the intent of this client secret in one statement when it waits for its card (the card
   * form's usual case: no read first); null when there is no such intent waiting (unknown, succeeded, cancelled).
   */
  async settleByClientSecret(clientSecret: string, declineMessage: string | null): Promise<PaymentIntent | null> {
    const intent = await this.settleWhere('client_secret', clientSecret, declineMessage);
    return intent ? this.activateSubscriptionOf(intent) : null;
  }

  /**
   * The sandbox's bank: takes a bank payment waiting for its account, which stays `processing` until it is settled
   * (by an administrator, or by the sandbox's clock at `settleAt`) with the outcome its test account number dictates
   * (`failure`: null succeeds). Null when no bank payment of this client secret waits for its account.
   */
  async submitBankPayment(clientSecret: string, failure: string | null): Promise<PaymentIntent | null> {
    const rows = await this.sql.run<IntentRow>(
      this.em,
      `UPDATE sandbox_payment_intent
          SET status = 'processing', bank_outcome = ?, settle_at = now() + make_interval(secs => ?), last_error = NULL
        WHERE client_secret = ? AND payment_method = 'us_bank_account' AND status = 'requires_payment_method' RETURNING *`,
      [failure, this.config.sandboxBankSettleMs / 1000, clientSecret],
    );
    return rows[0] ? this.toIntent(rows[0]) : null;
  }

  /** Settles a processing bank payment as its account dictates (once: null when it is not processing). */
  async settleBankPayment(intentId: string): Promise<PaymentIntent | null> {
    const rows = await this.sql.run<IntentRow>(
      this.em,
      `UPDATE sandbox_payment_intent
          SET status = CASE WHEN bank_outcome IS NULL THEN 'succeeded' ELSE 'requires_payment_method' END, last_error = bank_outcome, settle_at = NULL
        WHERE id = ? AND status = 'processing' RETURNING *`,
      [intentId],
    );
    return rows[0] ? this.toIntent(rows[0]) : null;
  }

  /** The bank payments whose settlement came due on the sandbox's clock, oldest first. */
  async dueBankPayments(now: Date, limit: number): Promise<string[]> {
    const rows = await this.sql.run<{ id: string }>(
      this.em,
      `SELECT id FROM sandbox_payment_intent WHERE status = 'processing' AND settle_at <= ? ORDER BY settle_at LIMIT ?`,
      [now, limit],
    );
    return rows.map((r) => r.id);
  }

  private async settleWhere(column: 'id' | 'client_secret', value: string, declineMessage: string | null): Promise<PaymentIntent | null> {
    const rows = await this.sql.run<IntentRow>(
      this.em,
      declineMessage === null
        ? `UPDATE sandbox_payment_intent SET status = 'succeeded', last_error = NULL WHERE ${column} = ? AND status NOT IN ('succeeded', 'canceled') AND payment_method <> 'us_bank_account' RETURNING *`
        : `UPDATE sandbox_payment_intent SET status = 'requires_payment_method', last_error = ? WHERE ${column} = ? AND status NOT IN ('succeeded', 'canceled') AND payment_method <> 'us_bank_account' RETURNING *`,
      declineMessage === null ? [value] : [declineMessage, value],
    );
    return rows[0] ? this.toIntent(rows[0]) : null;
  }

  private async activateSubscriptionOf(intent: PaymentIntent): Promise<PaymentIntent> {
    if (intent.status === 'succeeded' && intent.metadata.subscriptionId) {
      await this.db().execute(
        `UPDATE sandbox_subscription
            SET status = 'active', current_period_end = greatest(coalesce(current_period_end, now()), now()) + interval '1 month'
          WHERE id = ? AND latest_intent_id = ? AND status IN ('incomplete', 'past_due')`,
        [intent.metadata.subscriptionId, intent.id],
      );
    }
    return intent;
  }

  async createCustomer(): Promise<{ id: string }> {
    return { id: `cus_sbx_${token()}` };
  }

  async createSubscription(request: CreateSubscription): Promise<Subscription> {
    const id = `sub_sbx_${token()}`;
    const intent = await this.createPaymentIntent({
      amountCents: request.priceCents,
      description: `${request.productName} (first month)`,
      idempotencyKey: `${request.idempotencyKey}-first-invoice`,
      metadata: { ...request.metadata, kind: 'subscription', subscriptionId: id },
    });
    await this.db().execute(
      `INSERT INTO sandbox_subscription (id, customer_id, price_cents, status, metadata, latest_intent_id)
       VALUES (?, ?, ?, 'incomplete', ?::jsonb, ?)`,
      [id, request.customerId, request.priceCents, JSON.stringify(request.metadata), intent.id],
    );
    return { id, status: 'incomplete', clientSecret: intent.clientSecret, currentPeriodEnd: null, cancelAtPeriodEnd: false };
  }

  async retrieveSubscription(id: string): Promise<Subscription | null> {
    const rows = await this.db().execute<(SubscriptionRow & { latest_client_secret: string | null })[]>(
      `SELECT s.*, i.client_secret AS latest_client_secret
         FROM sandbox_subscription s LEFT JOIN sandbox_payment_intent i ON i.id = s.latest_intent_id
        WHERE s.id = ?`,
      [id],
    );
    if (!rows[0]) return null;
    const subscription = this.toSubscription(rows[0]);
    return subscription.status === 'incomplete' ? { ...subscription, clientSecret: rows[0].latest_client_secret } : subscription;
  }

  async cancelSubscriptionNow(id: string): Promise<Subscription> {
    const rows = await this.db().execute<SubscriptionRow[]>(`UPDATE sandbox_subscription SET status = 'canceled' WHERE id = ? RETURNING *`, [id]);
    if (!rows[0]) throw DomainError.notFound('subscription_not_found', 'Subscription not found');
    await this.db().execute(`UPDATE sandbox_payment_intent SET status = 'canceled' WHERE id = ? AND status <> 'succeeded'`, [rows[0].latest_intent_id]);
    return this.toSubscription(rows[0]);
  }

  async cancelSubscriptionAtPeriodEnd(id: string): Promise<Subscription> {
    const rows = await this.db().execute<SubscriptionRow[]>(
      `UPDATE sandbox_subscription SET cancel_at_period_end = true WHERE id = ? RETURNING *`,
      [id],
    );
    if (!rows[0]) throw DomainError.notFound('subscription_not_found', 'Subscription not found');
    return this.toSubscription(rows[0]);
  }

  /** A sandbox invoice is one payment of a subscription: in_<payment id>. */
  async retrieveInvoice(id: string): Promise<ProviderInvoice | null> {
    const intent = id.startsWith('in_') ? await this.retrievePaymentIntent(id.slice(3)) : null;
    if (!intent?.metadata.subscriptionId) return null;
    const paid = intent.status === 'succeeded';
    // Unpaid and still collected while it is the past-due subscription's latest: retried at its next_retry_at.
    const [subscription] = paid
      ? []
      : await this.db().execute<SubscriptionRow[]>(`SELECT * FROM sandbox_subscription WHERE id = ?`, [intent.metadata.subscriptionId]);
    const open = !paid && subscription?.status === 'past_due' && subscription.latest_intent_id === intent.id;
    return {
      id,
      subscriptionId: intent.metadata.subscriptionId,
      paid,
      paymentIntentId: intent.id,
      amountPaidCents: paid ? intent.amountCents : 0,
      open,
      nextPaymentAttempt: open && subscription.next_retry_at ? new Date(subscription.next_retry_at) : null,
    };
  }

  /**
   * Charges a subscription's next month now with the card on file (what Stripe's test clocks do):
   * a new succeeded payment, the period moved on a month. 'canceled' when the subscription was
   * cancelled (nothing is charged); null when there is no such subscription.
   */
  async renew(subscriptionId: string, outcome: 'succeeded' | 'declined' = 'succeeded'): Promise<{ invoiceId: string; paymentIntentId: string; paid: boolean } | 'canceled' | 'paused' | null> {
    const [subscription] = await this.db().execute<(SubscriptionRow & { price_cents: string })[]>(
      `SELECT * FROM sandbox_subscription WHERE id = ? FOR UPDATE`,
      [subscriptionId],
    );
    if (!subscription) return null;
    if (subscription.status === 'canceled' || subscription.status === 'incomplete' || subscription.status === 'incomplete_expired') return 'canceled';
    if (subscription.collection_resumes_at && new Date(subscription.collection_resumes_at) > new Date()) return 'paused';
    const id = `pi_sbx_${token()}`;
    const declined = outcome === 'declined';
    await this.db().execute(
      `INSERT INTO sandbox_payment_intent (id, client_secret, amount_cents, currency, status, metadata, idempotency_key, description, last_error)
       VALUES (?, ?, ?, 'usd', ?, ?::jsonb, ?, ?, ?)`,
      [
        id,
        `${id}_secret_${token(10)}`,
        Number(subscription.price_cents),
        declined ? 'requires_payment_method' : 'succeeded',
        JSON.stringify({ ...json(subscription.metadata), kind: 'subscription', subscriptionId }),
        `${subscriptionId}-renewal-${id}`,
        'Monthly renewal',
        declined ? DECLINED : null,
      ],
    );
    if (declined) {
      // The card on file declines from now on; the month stays unpaid and is retried on day 3, 5 and 7.
      await this.db().execute(
        `UPDATE sandbox_subscription
            SET status = 'past_due', latest_intent_id = ?, card_decline = ?, retry_count = 0, first_failed_at = now(),
                next_retry_at = now() + make_interval(days => ?)
          WHERE id = ?`,
        [id, DECLINED, SANDBOX_RETRY_DAYS[0], subscriptionId],
      );
    } else {
      await this.db().execute(
        `UPDATE sandbox_subscription
            SET status = 'active', latest_intent_id = ?, current_period_end = greatest(coalesce(current_period_end, now()), now()) + interval '1 month',
                card_decline = NULL, retry_count = 0, first_failed_at = NULL, next_retry_at = NULL
          WHERE id = ?`,
        [id, subscriptionId],
      );
    }
    return { invoiceId: `in_${id}`, paymentIntentId: id, paid: !declined };
  }

  async retryDue(now: Date): Promise<{ subscriptionId: string; invoiceId: string; paid: boolean; gaveUp: boolean }[]> {
    const due = await this.em
      .fork()
      .execute<{ id: string }[]>(`SELECT id FROM sandbox_subscription WHERE status = 'past_due' AND next_retry_at <= ? ORDER BY next_retry_at LIMIT 100`, [now]);
    const done: { subscriptionId: string; invoiceId: string; paid: boolean; gaveUp: boolean }[] = [];
    for (const { id } of due) {
      const outcome = await this.em.fork().transactional(async (em) => {
        const [s] = await em.execute<SubscriptionRow[]>(
          `SELECT * FROM sandbox_subscription WHERE id = ? AND status = 'past_due' AND next_retry_at <= ? FOR UPDATE SKIP LOCKED`,
          [id, now],
        );
        if (!s?.latest_intent_id) return null;
        const invoiceId = `in_${s.latest_intent_id}`;
        if (!s.card_decline) {
          await em.execute(`UPDATE sandbox_payment_intent SET status = 'succeeded', last_error = NULL WHERE id = ? AND status <> 'succeeded'`, [s.latest_intent_id]);
          await em.execute(
            `UPDATE sandbox_subscription SET status = 'active', current_period_end = greatest(coalesce(current_period_end, now()), now()) + interval '1 month',
                    retry_count = 0, first_failed_at = NULL, next_retry_at = NULL WHERE id = ?`,
            [id],
          );
          return { subscriptionId: id, invoiceId, paid: true, gaveUp: false };
        }
        const retries = Number(s.retry_count ?? 0) + 1;
        const gaveUp = retries >= SANDBOX_RETRY_DAYS.length;
        const firstFailed = s.first_failed_at ? new Date(s.first_failed_at) : now;
        await em.execute(`UPDATE sandbox_payment_intent SET last_error = ? WHERE id = ?`, [s.card_decline, s.latest_intent_id]);
        await em.execute(
          `UPDATE sandbox_subscription SET retry_count = ?, next_retry_at = ?, status = ? WHERE id = ?`,
          [retries, gaveUp ? null : new Date(firstFailed.getTime() + SANDBOX_RETRY_DAYS[retries] * DAY_MS), gaveUp ? 'canceled' : 'past_due', id],
        );
        if (gaveUp) await em.execute(`UPDATE sandbox_payment_intent SET status = 'canceled' WHERE id = ? AND status <> 'succeeded'`, [s.latest_intent_id]);
        return { subscriptionId: id, invoiceId, paid: false, gaveUp };
      });
      if (outcome) done.push(outcome);
    }
    return done;
  }

  async prepareCardUpdate(): Promise<{ clientSecret: string | null }> {
    return { clientSecret: null };
  }

  /** The sandbox's card on file: a test card that declines is refused (the old card stays). */
  async useNewCard(subscriptionId: string, card: NewCard): Promise<{ declineMessage: string | null }> {
    if (!('sandboxCardNumber' in card)) throw DomainError.validation('cardNumber', 'Please enter a card number.');
    const declineMessage = SandboxCard.of(card.sandboxCardNumber).declineMessage;
    if (declineMessage) return { declineMessage };
    await this.db().execute(`UPDATE sandbox_subscription SET card_decline = NULL WHERE id = ?`, [subscriptionId]);
    return { declineMessage: null };
  }

  /**
   * Pays a past-due month with the card on file: the invoice's payment succeeds once (one conditional statement:
   * concurrent calls charge once), and the subscription runs again, its period moved on a month.
   */
  async payInvoice(invoiceId: string): Promise<{ invoice: ProviderInvoice | null; declineMessage: string | null }> {
    const intentId = invoiceId.startsWith('in_') ? invoiceId.slice(3) : '';
    const intent = await this.retrievePaymentIntent(intentId);
    if (!intent?.metadata.subscriptionId) return { invoice: null, declineMessage: null };
    if (intent.status !== 'succeeded') {
      const [s] = await this.em.fork().execute<SubscriptionRow[]>(`SELECT * FROM sandbox_subscription WHERE id = ?`, [intent.metadata.subscriptionId]);
      if (s?.card_decline) {
        await this.em.fork().execute(`UPDATE sandbox_payment_intent SET last_error = ? WHERE id = ? AND status <> 'succeeded'`, [s.card_decline, intentId]);
        return { invoice: await this.retrieveInvoice(invoiceId), declineMessage: s.card_decline };
      }
      const [settled] = await this.em
        .fork()
        .execute<IntentRow[]>(`UPDATE sandbox_payment_intent SET status = 'succeeded', last_error = NULL WHERE id = ? AND status = 'requires_payment_method' RETURNING *`, [intentId]);
      if (settled) {
        await this.em.fork().execute(
          `UPDATE sandbox_subscription
              SET status = 'active', current_period_end = greatest(coalesce(current_period_end, now()), now()) + interval '1 month',
                  retry_count = 0, first_failed_at = NULL, next_retry_at = NULL
            WHERE id = ? AND latest_intent_id = ? AND status = 'past_due'`,
          [intent.metadata.subscriptionId, intentId],
        );
      }
    }
    return { invoice: await this.retrieveInvoice(invoiceId), declineMessage: null };
  }

  async changeSubscription(subscriptionId: string, change: SubscriptionChange): Promise<Subscription> {
    const rows = await this.db().execute<SubscriptionRow[]>(
      `UPDATE sandbox_subscription SET price_cents = coalesce(?, price_cents), current_period_end = coalesce(?, current_period_end) WHERE id = ? RETURNING *`,
      [change.priceCents ?? null, change.nextChargeAt ?? null, subscriptionId],
    );
    if (!rows[0]) throw DomainError.notFound('subscription_not_found', 'Subscription not found');
    return this.toSubscription(rows[0]);
  }

  /** A pause moves its next charge; a renewal before `resumesAt` charges nothing (Stripe voids those invoices). */
  async pauseSubscription(subscriptionId: string, resumesAt: Date, nextChargeAt: Date): Promise<Subscription> {
    await this.db().execute(`UPDATE sandbox_subscription SET collection_resumes_at = ? WHERE id = ?`, [resumesAt, subscriptionId]);
    return this.changeSubscription(subscriptionId, { nextChargeAt });
  }

  async resumeSubscription(subscriptionId: string, nextChargeAt: Date): Promise<Subscription> {
    await this.db().execute(`UPDATE sandbox_subscription SET collection_resumes_at = NULL WHERE id = ?`, [subscriptionId]);
    return this.changeSubscription(subscriptionId, { nextChargeAt });
  }

  /** The sandbox's invoices are its subscriptions' succeeded payments. */
  async listPaidInvoices(customerId: string, from: Date, to: Date): Promise<PaidInvoice[]> {
    const rows = await this.db().execute<{ id: string; subscription_id: string; amount_cents: string; created_at: Date | string }[]>(
      `SELECT i.id, s.id AS subscription_id, i.amount_cents, i.created_at
         FROM sandbox_payment_intent i JOIN sandbox_subscription s ON s.id = i.metadata->>'subscriptionId'
        WHERE s.customer_id = ? AND i.status = 'succeeded' AND i.created_at >= ? AND i.created_at < ?
        ORDER BY i.created_at, i.id`,
      [customerId, from, to],
    );
    return rows.map((r) => ({ id: `in_${r.id}`, subscriptionId: r.subscription_id, amountCents: Number(r.amount_cents), paidAt: new Date(r.created_at) }));
  }

  verifyWebhook(): VerifiedProviderEvent {
    throw DomainError.notFound('webhooks_not_configured', 'Stripe webhooks are not configured on this server.');
  }

  private toIntent(row: IntentRow): PaymentIntent {
    return {
      id: row.id,
      clientSecret: row.client_secret,
      amountCents: Number(row.amount_cents),
      currency: row.currency,
      status: row.status,
      metadata: json(row.metadata),
      lastError: row.last_error,
      paymentMethod: row.payment_method ?? 'card',
    };
  }

  private toSubscription(row: SubscriptionRow): Subscription {
    return {
      id: row.id,
      status: row.status,
      clientSecret: null,
      currentPeriodEnd: row.current_period_end ? new Date(row.current_period_end) : null,
      cancelAtPeriodEnd: row.cancel_at_period_end,
      metadata: row.metadata ? json(row.metadata) : {},
      latestInvoiceId: row.latest_intent_id ? `in_${row.latest_intent_id}` : null,
    };
  }
}
