import { Inject, Injectable, Logger } from '@nestjs/common';
import { CLOCK, DomainError, type Clock } from '../../../shared-kernel/domain.js';
import { RecurringGiftErrors, type RecurringGift } from '../domain/recurring-gift.aggregate.js';
import { RECURRING_GIFT_REPOSITORY, type RecurringGiftRepository } from '../domain/recurring-gift.repository.js';
import { SANDBOX_PROCESSOR, type SandboxProcessor } from './confirm-sandbox-payment.use-case.js';
import { HandleProviderNotice } from './handle-provider-notice.handler.js';
import { ManageMonthlyGifts, type MonthlyGiftActor, type MonthlyGiftView } from './manage-monthly-gifts.use-case.js';
import { MONTHLY_GIFT_LINKS, type MonthlyGiftLinks } from './monthly-gift-links.port.js';
import { PAYMENT_GATEWAY, type NewCard, type PaymentGateway } from './payment-gateway.port.js';
import { RecordMonthlyGift } from './record-monthly-gift.use-case.js';

/** What the card-update page shows: the gift, the month it missed, and (Stripe) the setup for the card form. */
export interface CardUpdateView {
  gift: MonthlyGiftView;
  /** What the missed month charges (null: nothing is owed). */
  missedCents: number | null;
  /** Stripe: the SetupIntent's client secret for the Payment Element; null in the sandbox (it takes a test card's number). */
  clientSecret: string | null;
}

/**
 * Monthly gifts that recover from a declined card: the donor follows the signed link of their past-due notice,
 * gives another card, and the missed month is charged at once, once (the provider's invoice, paid with an
 * idempotency key of its own: a double click or concurrent requests charge it once, and the month is recorded once,
 * keyed by its payment). In the sandbox it also runs the provider's retries (day 3, 5 and 7 after the first decline;
 * Stripe runs its own Smart Retries and tells us by webhook).
 */
@Injectable()
export class RecoverMonthlyGift {
  private readonly logger = new Logger('RecoverMonthlyGift');

  constructor(
    @Inject(RECURRING_GIFT_REPOSITORY) private readonly gifts: RecurringGiftRepository,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    @Inject(SANDBOX_PROCESSOR) private readonly sandbox: SandboxProcessor,
    @Inject(MONTHLY_GIFT_LINKS) private readonly links: MonthlyGiftLinks,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly manage: ManageMonthlyGifts,
    private readonly months: RecordMonthlyGift,
    private readonly notices: HandleProviderNotice,
  ) {}

  /** The page of the link: the gift and what it owes (403 with a token that does not verify). */
  async view(token: string): Promise<CardUpdateView> {
    const gift = await this.byToken(token);
    // Stripe: a SetupIntent for the card form, only while the gift runs (its card can be changed).
    const runs = gift.status === 'active' || gift.status === 'past_due';
    const clientSecret = runs && gift.subscriptionId && this.gateway.mode === 'stripe' ? (await this.gateway.prepareCardUpdate(gift.subscriptionId)).clientSecret : null;
    return { gift: await this.viewOf(gift), missedCents: this.missedOf(gift), clientSecret };
  }

  /**
   * The donor's new card: the subscription charges it from now on and, while the gift is past due, its missed month
   * is charged at once (once), recorded as that month's gift, and the gift runs again. A card that cannot be used or
   * is declined is refused with the provider's message (422), and the gift stays as it was.
   */
  async updateCard(token: string, card: NewCard): Promise<CardUpdateView> {
    const gift = await this.byToken(token);
    return this.useCard(gift, card);
  }

  /** The same, for a member signed in (from their profile) or the guest's manage link. */
  async updateCardOf(id: string, actor: MonthlyGiftActor, card: NewCard): Promise<CardUpdateView> {
    return this.useCard(await this.manage.authorize(id, actor), card);
  }

  private async useCard(gift: RecurringGift, card: NewCard): Promise<CardUpdateView> {
    if (gift.isStopped) throw RecurringGiftErrors.alreadyStopped();
    if (!gift.subscriptionId || gift.status === 'incomplete') throw RecurringGiftErrors.notRunning();
    const used = await this.gateway.useNewCard(gift.subscriptionId, card);
    if (used.declineMessage) throw declined(used.declineMessage);
    const invoiceId = gift.status === 'past_due' ? gift.failedInvoiceId : null;
    if (invoiceId) {
      const paid = await this.gateway.payInvoice(invoiceId, `monthly-gift-recover-${invoiceId}`);
      if (paid.declineMessage) throw declined(paid.declineMessage);
      if (paid.invoice?.paid) {
        await this.months.fromInvoice(invoiceId);
        await this.notices.handle({ kind: 'subscription', subscriptionId: gift.subscriptionId });
      }
    }
    const now = (await this.gifts.findById(gift.id)) ?? gift;
    return { gift: await this.viewOf(now), missedCents: this.missedOf(now), clientSecret: null };
  }

  /** Sandbox only: the retries due now (the provider's, in Stripe), each told to the platform as Stripe's webhooks would. */
  async retryDue(): Promise<{ retried: number; recovered: number; stopped: number }> {
    if (this.gateway.mode !== 'sandbox') return { retried: 0, recovered: 0, stopped: 0 };
    const done = await this.sandbox.retryDue(this.clock.now());
    for (const retry of done) {
      try {
        await this.notices.handle({ kind: retry.paid ? 'invoice-paid' : 'invoice-payment-failed', invoiceId: retry.invoiceId });
        await this.notices.handle({ kind: 'subscription', subscriptionId: retry.subscriptionId });
      } catch (error) {
        this.logger.warn(`Retry of ${retry.invoiceId} not recorded yet: ${(error as Error).message}`);
      }
    }
    return { retried: done.length, recovered: done.filter((r) => r.paid).length, stopped: done.filter((r) => r.gaveUp).length };
  }

  private async byToken(token: string): Promise<RecurringGift> {
    const id = token ? this.links.giftOfUpdateToken(token) : null;
    if (!id) throw DomainError.forbidden('monthly_gift_link_invalid', 'This link is not valid. Please use the link in your email.');
    const gift = await this.gifts.findById(id);
    if (!gift) throw RecurringGiftErrors.notFound();
    return gift;
  }

  private viewOf(gift: RecurringGift): Promise<MonthlyGiftView> {
    return this.manage.viewBy(gift.id, { token: this.links.token(gift.id) });
  }

  private missedOf(gift: RecurringGift): number | null {
    return gift.status === 'past_due' ? gift.monthlyCents : null;
  }
}

function declined(message: string): DomainError {
  return new DomainError('card_declined', message, 'rule_violation', { cardNumber: [message] });
}
