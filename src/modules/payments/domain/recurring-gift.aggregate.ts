import { AggregateRoot, DomainError, newId } from '../../../shared-kernel/domain.js';
import type { DonationAmount } from './donation-amount.value-object.js';
import { RecurringGiftActivated, RecurringGiftStopped, type RecurringGiftEvent } from './recurring-gift.events.js';
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
}

export const RecurringGiftErrors = {
  notFound: () => DomainError.notFound('monthly_gift_not_found', 'We could not find that monthly gift.'),
  alreadyStopped: () => DomainError.conflict('monthly_gift_stopped', 'This monthly gift has already stopped: nothing more will be charged.'),
  badLink: () => DomainError.forbidden('monthly_gift_link_invalid', 'This link is not valid. Please use the link in your receipt.'),
  notYours: () => DomainError.forbidden('monthly_gift_not_yours', 'This monthly gift belongs to another donor.'),
};

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

  /** The provider's subscription now charges it; `firstPaymentIntentId` is its first month's payment. */
  attachSubscription(subscriptionId: string, firstPaymentIntentId: string | null): void {
    if (this.state.subscriptionId) throw new Error(`Monthly gift ${this.state.id} already has its subscription`);
    this.state.subscriptionId = subscriptionId;
    this.state.firstPaymentIntentId = firstPaymentIntentId;
  }

  /** A month was paid: the gift runs (the first paid month activates it), next charged at `nextChargeAt`. */
  monthPaid(nextChargeAt: Date | null, at: Date): void {
    if (this.state.status === 'stopped') return;
    if (nextChargeAt && (!this.state.nextChargeAt || nextChargeAt > this.state.nextChargeAt)) this.state.nextChargeAt = nextChargeAt;
    if (this.state.status === 'incomplete') {
      this.state.status = 'active';
      this.record(new RecurringGiftActivated(this.state.id, this.state.campaignId, at));
    }
  }

  /** Stops it: nothing more is charged. A gift never paid stops quietly; a running one tells its donor. */
  /** `formerContact`: where to tell a member who closed their account (identity no longer has their address). */
  stop(reason: RecurringGiftStopReason, at: Date, formerContact: { email: string; firstName: string | null } | null = null): void {
    if (this.state.status === 'stopped') throw RecurringGiftErrors.alreadyStopped();
    const wasRunning = this.state.status === 'active';
    this.state.status = 'stopped';
    this.state.stopReason = reason;
    this.state.stoppedAt = at;
    this.state.nextChargeAt = null;
    if (wasRunning) {
      const s = this.state;
      this.record(
        new RecurringGiftStopped(s.id, s.campaignId, s.donorUserId, s.guest?.email ?? null, s.giftCents, s.tipCents, reason, at, s.guest?.firstName ?? null, formerContact),
      );
    }
  }

  /** The facts of a paid month's donation. */
  monthOf(paymentIntentId: string) {
    const s = this.state;
    return {
      recurringGiftId: s.id,
      campaignId: s.campaignId,
      donorUserId: s.donorUserId,
      guest: s.guest && { ...s.guest },
      giftCents: s.giftCents,
      tipCents: s.tipCents,
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
  };
}
