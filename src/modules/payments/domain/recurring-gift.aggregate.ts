import { AggregateRoot, DomainError, newId } from '../../../shared-kernel/domain.js';
import type { DonationAmount } from './donation-amount.value-object.js';
import { RecurringGiftActivated, RecurringGiftPastDue, RecurringGiftStopped, type RecurringGiftEvent } from './recurring-gift.events.js';
import type { GuestDonor } from './guest-donor.value-object.js';

import type { RecurringGiftStatus, RecurringGiftStopReason } from './recurring-gift-status.js';

export type { RecurringGiftStatus, RecurringGiftStopReason };

export interface RecurringGiftState {
  id: string;
  campaignId: string;
  donorUserId: string | null;
  guest: { firstName: string; lastName: string; email: string } | null;
  giftCents: number;
  tipCents: number;
  message: string | null;
  isAnonymous: boolean;
  status: RecurringGiftStatus;
  stopReason: RecurringGiftStopReason | null;
  /** The provider's subscription that charges it every month. */
  subscriptionId: string | null;
  /** The payment of its first month (the card form's), to recognise the donor's completion call. */
  firstPaymentIntentId: string | null;
  /** When the next month is charged (while active). */
  nextChargeAt: Date | null;
  createdAt: Date;
  stoppedAt: Date | null;
  /** past_due: the unpaid month's invoice (one notice, one charge for it). */
  failedInvoiceId: string | null;
  /** past_due: when the provider tries the card again (null: it will not). */
  nextRetryAt: Date | null;
  /** past_due: when the month's first charge failed. */
  pastDueSince: Date | null;
  /** The day of the month it is charged on (1-28) when its donor chose one; null: the day it started. */
  dayOfMonth: number | null;
  /** Paused: nothing is charged before this date. */
  pausedUntil: Date | null;
}

export const RecurringGiftErrors = {
  notFound: () => DomainError.notFound('monthly_gift_not_found', 'We could not find that monthly gift.'),
  alreadyStopped: () => DomainError.conflict('monthly_gift_stopped', 'This monthly gift has already stopped: nothing more will be charged.'),
  badLink: () => DomainError.forbidden('monthly_gift_link_invalid', 'This link is not valid. Please use the link in your receipt.'),
  notYours: () => DomainError.forbidden('monthly_gift_not_yours', 'This monthly gift belongs to another donor.'),
  notRunning: () => DomainError.conflict('monthly_gift_not_running', 'This monthly gift has not started yet: its first month is not paid.'),
  pastDue: () => DomainError.conflict('monthly_gift_past_due', "This month's gift could not be charged: please update your card first."),
  notPastDue: () => DomainError.conflict('monthly_gift_not_past_due', 'This monthly gift is paid up: there is no missed month to pay.'),
  notPaused: () => DomainError.conflict('monthly_gift_not_paused', 'This monthly gift is not paused.'),
};

/** The longest pause a donor can choose, in months. */
export const MAX_PAUSE_MONTHS = 3;

/**
 * A monthly gift: the same gift (and tip) to a campaign every month, charged by the provider's
 * subscription. Each paid month is recorded as a completed donation of its own; this aggregate only
 * knows whether it runs.
 */
export class RecurringGift extends AggregateRoot<RecurringGiftEvent> {
  private constructor(private state: RecurringGiftState) {
    super();
  }

  static begin(
    props: { campaignId: string; amount: DonationAmount; donorUserId: string | null; guest: GuestDonor | null; message: string | null; isAnonymous: boolean },
    at: Date,
  ): RecurringGift {
    const guest = props.donorUserId ? null : props.guest;
    if (!props.donorUserId && !guest) throw DomainError.validation('guestInfo', 'Please fill in your name and email address to continue.', 'missing_information');
    return new RecurringGift({
      id: newId(),
      campaignId: props.campaignId,
      donorUserId: props.donorUserId,
      guest: guest && { firstName: guest.firstName, lastName: guest.lastName, email: guest.email.value },
      giftCents: props.amount.gift.cents,
      tipCents: props.amount.tip.cents,
      message: props.message?.trim() || null,
      isAnonymous: props.isAnonymous,
      status: 'incomplete',
      stopReason: null,
      subscriptionId: null,
      firstPaymentIntentId: null,
      nextChargeAt: null,
      createdAt: at,
      stoppedAt: null,
      failedInvoiceId: null,
      nextRetryAt: null,
      pastDueSince: null,
      dayOfMonth: null,
      pausedUntil: null,
    });
  }

  static restore(state: RecurringGiftState): RecurringGift {
    return new RecurringGift(copy(state));
  }

  toState(): RecurringGiftState {
    return copy(this.state);
  }

  get id(): string {
    return this.state.id;
  }
  get campaignId(): string {
    return this.state.campaignId;
  }
  get donorUserId(): string | null {
    return this.state.donorUserId;
  }
  get guestEmail(): string | null {
    return this.state.guest?.email ?? null;
  }
  get subscriptionId(): string | null {
    return this.state.subscriptionId;
  }
  get status(): RecurringGiftStatus {
    return this.state.status;
  }
  get isStopped(): boolean {
    return this.state.status === 'stopped';
  }
  get monthlyCents(): number {
    return this.state.giftCents + this.state.tipCents;
  }
  get giftCents(): number {
    return this.state.giftCents;
  }
  get tipCents(): number {
    return this.state.tipCents;
  }
  get nextChargeAt(): Date | null {
    return this.state.nextChargeAt && new Date(this.state.nextChargeAt);
  }
  get failedInvoiceId(): string | null {
    return this.state.failedInvoiceId;
  }
  get pausedUntil(): Date | null {
    return this.state.pausedUntil && new Date(this.state.pausedUntil);
  }
  /** Paused now: nothing is charged before `pausedUntil`. */
  isPausedAt(at: Date): boolean {
    return this.state.status === 'active' && this.state.pausedUntil !== null && this.state.pausedUntil > at;
  }

  /** The provider's subscription now charges it; `firstPaymentIntentId` is its first month's payment. */
  attachSubscription(subscriptionId: string, firstPaymentIntentId: string | null): void {
    if (this.state.subscriptionId) throw new Error(`Monthly gift ${this.state.id} already has its subscription`);
    this.state.subscriptionId = subscriptionId;
    this.state.firstPaymentIntentId = firstPaymentIntentId;
  }

  /**
   * A month was paid: the gift runs (the first paid month activates it), next charged at `nextChargeAt`. A past-due
   * gift runs again when the paid month is the one that failed, or when the provider says the subscription is active
   * again (a late notice of an earlier month leaves it past due).
   */
  monthPaid(nextChargeAt: Date | null, at: Date, paid: { invoiceId?: string | null; providerActive?: boolean } = {}): void {
    if (this.state.status === 'stopped') return;
    if (nextChargeAt && (!this.state.nextChargeAt || nextChargeAt > this.state.nextChargeAt)) this.state.nextChargeAt = nextChargeAt;
    if (this.state.status === 'incomplete') {
      this.state.status = 'active';
      this.record(new RecurringGiftActivated(this.state.id, this.state.campaignId, at));
    }
    if (this.state.status === 'past_due' && ((paid.invoiceId && paid.invoiceId === this.state.failedInvoiceId) || paid.providerActive)) this.recovered();
  }

  /**
   * A month's charge was declined (its invoice unpaid): the gift is past due until the month is paid or the provider
   * gives up. Its donor is told once per invoice; a later failed retry of the same invoice only moves `nextRetryAt`.
   * False when nothing changed (a stopped gift, or a gift never paid: its first month is the card form's).
   */
  renewalFailed(invoiceId: string, nextRetryAt: Date | null, at: Date): boolean {
    const s = this.state;
    if (s.status === 'stopped' || s.status === 'incomplete') return false;
    if (s.status === 'past_due' && s.failedInvoiceId === invoiceId) {
      if (nextRetryAt?.getTime() === s.nextRetryAt?.getTime()) return false;
      s.nextRetryAt = nextRetryAt;
      return true;
    }
    s.status = 'past_due';
    s.failedInvoiceId = invoiceId;
    s.nextRetryAt = nextRetryAt;
    s.pastDueSince = at;
    this.record(
      new RecurringGiftPastDue(s.id, s.campaignId, s.donorUserId, s.guest?.email ?? null, s.guest?.firstName ?? null, s.giftCents, s.tipCents, invoiceId, nextRetryAt, at),
    );
    return true;
  }

  /** The provider reports the subscription active again (the missed month was paid): the gift runs. */
  providerActive(): boolean {
    if (this.state.status !== 'past_due') return false;
    this.recovered();
    return true;
  }

  private recovered(): void {
    this.state.status = 'active';
    this.state.failedInvoiceId = null;
    this.state.nextRetryAt = null;
    this.state.pastDueSince = null;
  }

  /** From the next charge on: a new monthly gift (the tip keeps its share of the gift). */
  changeAmount(amount: DonationAmount): void {
    this.requireChangeable();
    this.state.giftCents = amount.gift.cents;
    this.state.tipCents = amount.tip.cents;
  }

  /** The tip that keeps its share of the gift when the gift becomes `giftCents` (rounded to the cent). */
  tipFor(giftCents: number): number {
    return this.state.giftCents > 0 ? Math.round((this.state.tipCents * giftCents) / this.state.giftCents) : 0;
  }

  /** Charged on this day of every month from `nextChargeAt` on. */
  moveToDay(dayOfMonth: number, nextChargeAt: Date): void {
    this.requireChangeable();
    this.state.dayOfMonth = dayOfMonth;
    this.state.nextChargeAt = nextChargeAt;
  }

  /** Nothing is charged before `until` (a skipped month, or a pause of up to three): the next charge is then. */
  pause(until: Date): void {
    this.requireChangeable();
    this.state.pausedUntil = until;
    this.state.nextChargeAt = until;
  }

  /** Charging resumes at `nextChargeAt` (the first of its usual dates still to come). */
  resume(nextChargeAt: Date, at: Date): void {
    if (!this.isPausedAt(at)) throw RecurringGiftErrors.notPaused();
    this.state.pausedUntil = null;
    this.state.nextChargeAt = nextChargeAt;
  }

  /** A running gift may be changed; a past-due one is paid up first (its card updated), a stopped one not at all. */
  requireChangeable(): void {
    if (this.state.status === 'stopped') throw RecurringGiftErrors.alreadyStopped();
    if (this.state.status === 'incomplete') throw RecurringGiftErrors.notRunning();
    if (this.state.status === 'past_due') throw RecurringGiftErrors.pastDue();
  }

  /** Stops it: nothing more is charged. A gift never paid stops quietly; a running one tells its donor. */
  /** `formerContact`: where to tell a member who closed their account (identity no longer has their address). */
  stop(reason: RecurringGiftStopReason, at: Date, formerContact: { email: string; firstName: string | null } | null = null): void {
    if (this.state.status === 'stopped') throw RecurringGiftErrors.alreadyStopped();
    const wasRunning = this.state.status === 'active' || this.state.status === 'past_due';
    this.state.status = 'stopped';
    this.state.stopReason = reason;
    this.state.stoppedAt = at;
    this.state.nextChargeAt = null;
    this.state.nextRetryAt = null;
    this.state.pausedUntil = null;
    if (wasRunning) {
      const s = this.state;
      this.record(
        new RecurringGiftStopped(s.id, s.campaignId, s.donorUserId, s.guest?.email ?? null, s.giftCents, s.tipCents, reason, at, s.guest?.firstName ?? null, formerContact),
      );
    }
  }

  /**
   * The facts of a paid month's donation. `amountCents`: what the month was charged, when it differs from today's
   * gift (a month charged before its donor changed the amount): the tip keeps its share of it.
   */
  monthOf(paymentIntentId: string, amountCents: number = this.monthlyCents) {
    const s = this.state;
    const total = s.giftCents + s.tipCents;
    const tipCents = amountCents === total || total === 0 ? s.tipCents : Math.round((s.tipCents * amountCents) / total);
    const giftCents = amountCents === total ? s.giftCents : amountCents - tipCents;
    return {
      recurringGiftId: s.id,
      campaignId: s.campaignId,
      donorUserId: s.donorUserId,
      guest: s.guest && { ...s.guest },
      giftCents,
      tipCents,
      message: s.message,
      isAnonymous: s.isAnonymous,
      paymentIntentId,
    };
  }
}

function copy(state: RecurringGiftState): RecurringGiftState {
  return {
    ...state,
    guest: state.guest && { ...state.guest },
    createdAt: new Date(state.createdAt),
    nextChargeAt: state.nextChargeAt && new Date(state.nextChargeAt),
    stoppedAt: state.stoppedAt && new Date(state.stoppedAt),
    nextRetryAt: state.nextRetryAt && new Date(state.nextRetryAt),
    pastDueSince: state.pastDueSince && new Date(state.pastDueSince),
    pausedUntil: state.pausedUntil && new Date(state.pausedUntil),
  };
}
