import { Inject, Injectable, Logger } from '@nestjs/common';
import { CLOCK, DomainError, Money, type Clock } from '../../../shared-kernel/domain.js';
import { DonationAmount } from '../domain/donation-amount.value-object.js';
import { UNIT_OF_WORK, type AuthenticatedUser, type UnitOfWork } from '../../../shared-kernel/application.js';
import { MAX_PAUSE_MONTHS, RecurringGiftErrors, type RecurringGift, type RecurringGiftState, type RecurringGiftStopReason } from '../domain/recurring-gift.aggregate.js';
import { RECURRING_GIFT_REPOSITORY, type RecurringGiftRepository } from '../domain/recurring-gift.repository.js';
import { CAMPAIGN_CATALOG, type CampaignCatalog } from './campaign-catalog.port.js';
import { MONTHLY_GIFT_LINKS, updatePaymentPath, type MonthlyGiftLinks } from './monthly-gift-links.port.js';
import { PAYMENT_GATEWAY, type PaymentGateway } from './payment-gateway.port.js';

export interface MonthlyGiftView extends RecurringGiftState {
  campaign: { title: string; slug: string } | null;
  /** Where its donor gives another card (a signed link; past due: the missed month is then paid); only to its donor, while it runs. */
  updatePaymentPath?: string | null;
}

/** Who acts on a monthly gift: its member signed in, or anyone holding the signed link of a guest's receipt. */
export interface MonthlyGiftActor {
  member?: AuthenticatedUser | null;
  token?: string | null;
}

/** A change of a running monthly gift, from its next charge on. */
export interface MonthlyGiftChange {
  /** The gift each month (the tip keeps its share of it). */
  amount?: Money;
  /** The day of the month it is charged on, 1-28. */
  dayOfMonth?: number;
}

const DAY_MS = 86_400_000;

/** The same moment `months` calendar months later (the day kept: gifts are charged on days 1-28 or on their start day, capped at the month's end). */
export function addMonths(at: Date, months: number): Date {
  const d = new Date(at);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}

/**
 * The next charge on `dayOfMonth`: in the month of the charge scheduled now (at its time of day), or the month after
 * when that date has passed. The gift keeps its months: moving from the 29th to the 5th charges December's on the 5th.
 */
export function nextChargeOnDay(scheduled: Date, dayOfMonth: number, now: Date): Date {
  let next = new Date(Date.UTC(scheduled.getUTCFullYear(), scheduled.getUTCMonth(), dayOfMonth, scheduled.getUTCHours(), scheduled.getUTCMinutes()));
  while (next <= now) next = addMonths(next, 1);
  return next;
}

/**
 * Seeing and stopping monthly gifts: a member their own (signed in), a guest theirs through the
 * signed link in their receipt; and every running gift of a campaign that ended or was archived.
 * Stopping cancels the provider's subscription at once (nothing more is charged) and, for a gift
 * that was running, publishes payments.recurring-gift-stopped.v1 so its donor is told.
 */
@Injectable()
export class ManageMonthlyGifts {
  private readonly logger = new Logger('ManageMonthlyGifts');

  constructor(
    @Inject(RECURRING_GIFT_REPOSITORY) private readonly gifts: RecurringGiftRepository,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    @Inject(CAMPAIGN_CATALOG) private readonly campaigns: CampaignCatalog,
    @Inject(MONTHLY_GIFT_LINKS) private readonly links: MonthlyGiftLinks,
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** The member's monthly gifts (started, running and stopped), newest first. Ones never paid are left out. */
  async listForMember(userId: string): Promise<MonthlyGiftView[]> {
    const gifts = (await this.gifts.listForDonor(userId)).filter((g) => g.status !== 'incomplete');
    return this.viewed(gifts, true);
  }

  async cancelByMember(id: string, member: AuthenticatedUser): Promise<MonthlyGiftView> {
    const gift = await this.gifts.findById(id);
    if (!gift) throw RecurringGiftErrors.notFound();
    if (gift.donorUserId !== member.id) throw RecurringGiftErrors.notYours();
    return this.viewOne(await this.stop(gift, 'cancelled_by_donor'));
  }

  async viewByLink(id: string, token: string): Promise<MonthlyGiftView> {
    return this.viewOne(await this.byLink(id, token));
  }

  /** Its guest's signed link, or its member signed in (without a token). */
  async viewBy(id: string, actor: MonthlyGiftActor): Promise<MonthlyGiftView> {
    return this.viewOne(await this.authorize(id, actor));
  }

  /**
   * Changes the amount and/or the day of the month, from the next charge on: the provider's subscription first (its
   * price, its next charge date; nothing prorated), then the gift. A past-due gift is paid up first; a paused one
   * keeps its day until it is resumed.
   */
  async change(id: string, actor: MonthlyGiftActor, change: MonthlyGiftChange): Promise<MonthlyGiftView> {
    const gift = await this.authorize(id, actor);
    gift.requireChangeable();
    const now = this.clock.now();
    if (change.dayOfMonth !== undefined && gift.isPausedAt(now)) {
      throw DomainError.conflict('monthly_gift_paused', 'This monthly gift is paused: resume it first to change its day.', 'dayOfMonth');
    }
    const amount = change.amount ? DonationAmount.of(change.amount, Money.ofCents(gift.tipFor(change.amount.cents))) : null;
    const nextChargeAt = change.dayOfMonth !== undefined ? nextChargeOnDay(gift.nextChargeAt ?? new Date(now.getTime() + 30 * DAY_MS), change.dayOfMonth, now) : null;
    if (!amount && !nextChargeAt) return this.viewOne(gift);
    if (gift.subscriptionId) {
      await this.gateway.changeSubscription(gift.subscriptionId, { priceCents: amount?.total.cents, nextChargeAt: nextChargeAt ?? undefined });
    }
    return this.viewOne(
      await this.locked(gift.id, (current) => {
        if (amount) current.changeAmount(amount);
        if (nextChargeAt) current.moveToDay(change.dayOfMonth!, nextChargeAt);
      }),
    );
  }

  /** Skips the next month: nothing is charged then; the month after is charged as usual. */
  skipNextMonth(id: string, actor: MonthlyGiftActor): Promise<MonthlyGiftView> {
    return this.pause(id, actor, 1);
  }

  /**
   * Pauses it for 1-3 months: the next `months` charges are not made (Stripe: collection paused, those invoices
   * voided), then it is charged as before.
   */
  async pause(id: string, actor: MonthlyGiftActor, months: number): Promise<MonthlyGiftView> {
    if (!Number.isInteger(months) || months < 1 || months > MAX_PAUSE_MONTHS) {
      throw DomainError.validation('months', `A monthly gift can be paused for 1 to ${MAX_PAUSE_MONTHS} months.`);
    }
    const gift = await this.authorize(id, actor);
    gift.requireChangeable();
    const now = this.clock.now();
    if (gift.isPausedAt(now)) throw DomainError.conflict('monthly_gift_paused', 'This monthly gift is already paused. Resume it first to pause it again.');
    const skipped = gift.nextChargeAt ?? addMonths(now, 1);
    const until = addMonths(skipped, months);
    // Collection resumes a day after the last skipped charge's date: its invoice is voided, the next is charged.
    const resumesAt = new Date(addMonths(skipped, months - 1).getTime() + DAY_MS);
    if (gift.subscriptionId) await this.gateway.pauseSubscription(gift.subscriptionId, resumesAt, until);
    return this.viewOne(await this.locked(gift.id, (current) => current.pause(until)));
  }

  /** Ends a pause: the next charge is the first of its usual dates still to come. */
  async resume(id: string, actor: MonthlyGiftActor): Promise<MonthlyGiftView> {
    const gift = await this.authorize(id, actor);
    const now = this.clock.now();
    if (gift.isStopped) throw RecurringGiftErrors.alreadyStopped();
    if (!gift.isPausedAt(now)) throw RecurringGiftErrors.notPaused();
    // Counted back from the end of the pause in whole months (not month by month: a 29th stays a 29th).
    let back = 0;
    while (addMonths(gift.pausedUntil!, -(back + 1)) > now) back++;
    const next = addMonths(gift.pausedUntil!, -back);
    if (gift.subscriptionId) await this.gateway.resumeSubscription(gift.subscriptionId, next);
    return this.viewOne(await this.locked(gift.id, (current) => current.resume(next, now)));
  }

  /**
   * The provider reports a month's invoice unpaid (invoice.payment_failed, a declined sandbox renewal or retry): the
   * invoice is fetched afresh and, while it is still collected, the gift is past due until its next retry. Its donor
   * is told once per invoice; a notice for an invoice paid since changes nothing.
   */
  async renewalFailed(invoiceId: string): Promise<void> {
    const invoice = await this.gateway.retrieveInvoice(invoiceId);
    if (!invoice || invoice.paid || !invoice.open || !invoice.subscriptionId) return;
    const gift = await this.gifts.findBySubscription(invoice.subscriptionId);
    if (!gift || gift.isStopped || gift.status === 'incomplete') return;
    await this.uow.run(async () => {
      const current = await this.gifts.findByIdForUpdate(gift.id);
      if (!current) return;
      if (current.renewalFailed(invoice.id, invoice.nextPaymentAttempt ?? null, this.clock.now())) await this.gifts.save(current);
    });
  }

  /** Who may act on it: the guest's signed link (when a token is given), else its member signed in. */
  async authorize(id: string, actor: MonthlyGiftActor): Promise<RecurringGift> {
    if (actor.token) return this.byLink(id, actor.token);
    if (!actor.member) throw new DomainError('unauthenticated', 'Please sign in, or use the link in your receipt.', 'unauthenticated');
    const gift = await this.gifts.findById(id);
    if (!gift) throw RecurringGiftErrors.notFound();
    if (gift.donorUserId !== actor.member.id) throw RecurringGiftErrors.notYours();
    return gift;
  }

  private locked(id: string, change: (gift: RecurringGift) => void): Promise<RecurringGift> {
    return this.uow.run(async () => {
      const current = await this.gifts.findByIdForUpdate(id);
      if (!current) throw RecurringGiftErrors.notFound();
      change(current);
      await this.gifts.save(current);
      return current;
    });
  }

  async cancelByLink(id: string, token: string): Promise<MonthlyGiftView> {
    return this.viewOne(await this.stop(await this.byLink(id, token), 'cancelled_by_donor'));
  }

  /** The link a guest's receipt carries (members manage theirs on their profile). */
  manageTokenFor(gift: { id: string }): string {
    return this.links.token(gift.id);
  }

  /** fundraising.campaign-archived.v1: its running monthly gifts stop. */
  async stopForClosedCampaigns(campaignIds: string[]): Promise<number> {
    let stopped = 0;
    for (const gift of await this.gifts.runningFor(campaignIds)) {
      try {
        await this.stop(gift, 'campaign_closed');
        stopped++;
      } catch (error) {
        this.logger.warn(`Monthly gift ${gift.id} of a closed campaign not stopped yet: ${(error as Error).message}`);
      }
    }
    return stopped;
  }

  /**
   * The donor closed their account (identity.account-closed.v1): every gift of theirs still running or waiting for
   * its first month stops at the provider at once; the donor is told at the address the account had. A gift the
   * provider cannot cancel now fails the consumer, which the outbox retries.
   */
  async stopForClosedAccount(userId: string, formerContact: { email: string; firstName: string | null }): Promise<number> {
    let stopped = 0;
    for (const gift of await this.gifts.listForDonor(userId)) {
      if (gift.isStopped) continue;
      await this.stop(gift, 'account_closed', formerContact);
      stopped++;
    }
    return stopped;
  }

  /** Run by the payments job: gifts to campaigns that ended (past their end date) or are gone stop. */
  async stopForEndedCampaigns(): Promise<number> {
    const running = await this.gifts.runningFor();
    if (running.length === 0) return 0;
    const closed = await this.campaigns.closedAmong([...new Set(running.map((g) => g.campaignId))]);
    return closed.length ? this.stopForClosedCampaigns(closed) : 0;
  }

  /**
   * Stops it: the provider's subscription is cancelled first (so no month is charged after we
   * say it stopped), then the gift, under its row lock. Stopping a stopped gift is a conflict (409).
   */
  async stop(gift: RecurringGift, reason: RecurringGiftStopReason, formerContact: { email: string; firstName: string | null } | null = null): Promise<RecurringGift> {
    if (gift.isStopped) throw RecurringGiftErrors.alreadyStopped();
    if (gift.subscriptionId) {
      const provided = await this.gateway.retrieveSubscription(gift.subscriptionId);
      if (provided && provided.status !== 'canceled' && provided.status !== 'incomplete_expired') await this.gateway.cancelSubscriptionNow(gift.subscriptionId);
    }
    return this.uow.run(async () => {
      const current = await this.gifts.findByIdForUpdate(gift.id);
      if (!current) throw RecurringGiftErrors.notFound();
      current.stop(reason, this.clock.now(), formerContact);
      await this.gifts.save(current);
      return current;
    });
  }

  /**
   * The subscription changed at the provider (customer.subscription.updated, ...), fetched afresh: it ended on its
   * side (it gave up on the card: canceled or unpaid) and a running or past-due gift stops; it is past due and a
   * running gift becomes past due for its latest invoice; it is active again and a past-due gift runs.
   */
  async syncWithProvider(subscriptionId: string): Promise<void> {
    const gift = await this.gifts.findBySubscription(subscriptionId);
    if (!gift || gift.isStopped || gift.status === 'incomplete') return;
    const provided = await this.gateway.retrieveSubscription(subscriptionId);
    if (!provided) return;
    if (provided.status === 'past_due') {
      if (gift.status === 'active' && provided.latestInvoiceId) await this.renewalFailed(provided.latestInvoiceId);
      return;
    }
    if (provided.status === 'active') {
      if (gift.status === 'past_due') {
        await this.uow.run(async () => {
          const current = await this.gifts.findByIdForUpdate(gift.id);
          if (current?.providerActive()) await this.gifts.save(current);
        });
      }
      return;
    }
    if (!['canceled', 'unpaid', 'incomplete_expired'].includes(provided.status)) return;
    await this.uow.run(async () => {
      const current = await this.gifts.findByIdForUpdate(gift.id);
      if (!current || current.isStopped) return;
      current.stop('payment_failed', this.clock.now());
      await this.gifts.save(current);
    });
  }

  private async byLink(id: string, token: string): Promise<RecurringGift> {
    const gift = await this.gifts.findById(id);
    if (!gift) throw RecurringGiftErrors.notFound();
    if (!token || !this.links.verify(gift.id, token)) throw RecurringGiftErrors.badLink();
    return gift;
  }

  /** Only ever called for a gift its donor may see (a member's own, or through the guest's signed link). */
  private async viewOne(gift: RecurringGift): Promise<MonthlyGiftView> {
    return (await this.viewed([gift], true))[0];
  }

  private async viewed(gifts: RecurringGift[], byDonor = false): Promise<MonthlyGiftView[]> {
    const names = await this.campaigns.summaries(gifts.map((g) => g.campaignId));
    return gifts.map((g) => ({
      ...g.toState(),
      campaign: names.get(g.campaignId) ?? null,
      updatePaymentPath: byDonor && (g.status === 'past_due' || g.status === 'active') ? updatePaymentPath(this.links.updateToken(g.id)) : null,
    }));
  }
}
