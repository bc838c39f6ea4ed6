import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { DomainError } from '../../../../shared-kernel/domain.js';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../../shared-kernel/application.js';
import { HandleProviderNotice } from '../../application/handle-provider-notice.handler.js';
import { PayoutAccounts } from '../../application/payout-accounts.service.js';
import { RefundDonation } from '../../application/refund-donation.use-case.js';
import { PAYMENT_GATEWAY, type PaymentGateway, type VerifiedProviderEvent } from '../../application/payment-gateway.port.js';

function subscriptionIdOf(object: Record<string, unknown>): string | null {
  const direct = object.subscription;
  if (typeof direct === 'string') return direct;
  const parent = object.parent as { subscription_details?: { subscription?: string } } | undefined;
  return parent?.subscription_details?.subscription ?? null;
}

/**
 * Stripe webhooks: verified on the raw body, recorded by event id (a repeat is acknowledged and
 * ignored) and handled in the same transaction, so a failure leaves no record and Stripe's retry
 * is handled afresh. Objects are fetched again from Stripe, so the order events arrive in does
 * not matter.
 */
@Injectable()
export class StripeWebhookInbox {
  private readonly logger = new Logger('StripeWebhook');

  constructor(
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    private readonly em: EntityManager,
    private readonly notices: HandleProviderNotice,
    private readonly payoutAccounts: PayoutAccounts,
    private readonly refunds: RefundDonation,
  ) {}

  async receive(rawBody: Buffer, signature: string): Promise<{ received: true; duplicate: boolean }> {
    if (this.gateway.mode !== 'stripe') {
      throw DomainError.notFound('webhooks_not_configured', 'Stripe webhooks are not configured on this server.');
    }
    let event: VerifiedProviderEvent;
    try {
      event = this.gateway.verifyWebhook(rawBody, signature);
    } catch {
      throw new DomainError('invalid_signature', 'The webhook signature does not verify.', 'validation');
    }
    return this.uow.run(async () => {
      const fresh = await this.em.execute<unknown[]>(
        `INSERT INTO payment_webhook_event (id, type) VALUES (?, ?) ON CONFLICT (id) DO NOTHING RETURNING id`,
        [event.id, event.type],
      );
      if (fresh.length === 0) return { received: true as const, duplicate: true };
      await this.dispatch(event);
      return { received: true as const, duplicate: false };
    });
  }

  private async dispatch(event: VerifiedProviderEvent): Promise<void> {
    const object = event.object;
    if (event.type.startsWith('payment_intent.')) {
      const intent = await this.gateway.retrievePaymentIntent(String(object.id));
      if (intent) await this.notices.handle({ kind: 'payment-intent', intent });
      return;
    }
    // A payment was refunded (in Stripe's dashboard, or by us): what was refunded is read afresh and a gift
    // refunded whole is recorded once, whichever of these events comes first or again.
    if (event.type === 'charge.refunded' || event.type === 'refund.created' || event.type === 'refund.updated' || event.type === 'charge.refund.updated') {
      const paymentIntent = object.payment_intent;
      const id = typeof paymentIntent === 'string' ? paymentIntent : (paymentIntent as { id?: string } | null)?.id;
      if (id) {
        const outcome = await this.refunds.fromProvider(id);
        if (outcome === 'partial') this.logger.warn(`Payment ${id} was partly refunded at Stripe; gifts are refunded whole here, so an administrator should look at it`);
      }
      return;
    }
    // A connected (payout) account changed: its state is fetched afresh, so repeats and order do not matter.
    if (event.type === 'account.updated') {
      await this.payoutAccounts.sync(String(object.id));
      return;
    }
    // A paid invoice may be a month of a monthly gift: recorded as a gift (once per paid month).
    if (event.type === 'invoice.paid' || event.type === 'invoice.payment_succeeded') {
      await this.notices.handle({ kind: 'invoice-paid', invoiceId: String(object.id) });
    }
    // A month's charge was declined: its invoice, fetched afresh, makes the gift past due (its donor told once per invoice).
    if (event.type === 'invoice.payment_failed') {
      await this.notices.handle({ kind: 'invoice-payment-failed', invoiceId: String(object.id) });
    }
    const subscriptionId = event.type.startsWith('customer.subscription.') ? String(object.id) : event.type.startsWith('invoice.') ? subscriptionIdOf(object) : null;
    if (subscriptionId) {
      await this.notices.handle({ kind: 'subscription', subscriptionId });
      return;
    }
    this.logger.debug(`Ignored Stripe event ${event.type}`);
  }
}
