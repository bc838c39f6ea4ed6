import { AggregateRoot, Money, newId } from '../../../shared-kernel/domain.js';
import type { DonationAmount } from './donation-amount.value-object.js';
import { DonationErrors } from './donation.errors.js';
import {
  BankPaymentFailed,
  DonationCompleted,
  DonationFailed,
  DonationRefunded,
  DonationStarted,
  OrganizationGiftCompleted,
  OrganizationGiftRefunded,
  type DonationEvent,
} from './donation.events.js';
import type { FundAllocations, FundPart } from './fund-allocations.value-object.js';
import type { GuestDonor } from './guest-donor.value-object.js';
import type { PaymentMethodKind } from './processing-fee.js';

const MAX_MESSAGE = 500;
const MAX_FAILURE_REASON = 500;

/**
 * pending: waiting for the donor's payment; processing: a bank payment submitted, which succeeds or fails days
 * later (nothing is credited meanwhile); completed: paid and credited; failed: declined; refunded: given back.
 */
export type DonationStatus = 'pending' | 'processing' | 'completed' | 'failed' | 'refunded';

/**
 * The statuses a donation may move into a status from. The aggregate's methods obey it, and the
 * repository writes a change only while the row is still in one of them, so of two processes that
 * change the same donation at once only the first one's change (and its events) counts.
 * A failed donation can still complete: the donor retries the same payment with another card. A processing bank
 * payment never goes back to pending: a late 'processing' notice after its outcome changes nothing.
 */
export const ENTERED_FROM: Readonly<Record<DonationStatus, readonly DonationStatus[]>> = {
  pending: [],
  processing: ['pending'],
  completed: ['pending', 'processing', 'failed'],
  failed: ['pending', 'processing'],
  refunded: ['completed'],
};

/** What the payment provider reports about a charge, as far as the matching rule needs it. */
export interface ProviderPayment {
  readonly id: string;
  readonly status: string;
  readonly amountCents: number;
  readonly currency: string;
  readonly metadata: Readonly<Record<string, string>>;
}

/** The donation as plain data, for its repository. */
export interface DonationState {
  id: string;
  /** The campaign given to; null for a gift to an organization. */
  campaignId: string | null;
  /** The organization given to (the charity of record), split across its funds; null for a gift to a campaign. */
  organizationId?: string | null;
  /** Each fund's part of a gift to an organization, in the donor's order (they add up to the gift); empty otherwise. */
  allocations?: FundPart[];
  donorUserId: string | null;
  guest: { firstName: string; lastName: string; email: string } | null;
  giftCents: number;
  tipCents: number;
  /** The processing fee the donor chose to cover (0 when they did not): charged on top of gift and tip. */
  feeCoveredCents?: number;
  /** How the donor pays (a card unless they chose otherwise). */
  paymentMethod?: PaymentMethodKind;
  message: string | null;
  isAnonymous: boolean;
  status: DonationStatus;
  paymentIntentId: string | null;
  failureReason: string | null;
  /** Who gave, for rate limits: the address plus the account or the guest's email. */
  clientKey: string;
  clientIp: string;
  createdAt: Date;
  completedAt: Date | null;
  /** A month of a monthly gift: the recurring gift it came from (null for a one-off gift). */
  recurringGiftId?: string | null;
}

export interface StartDonation {
  campaignId: string;
  amount: DonationAmount;
  /** A card when left out. */
  paymentMethod?: PaymentMethodKind;
  /** A signed-in member gives as themselves; anyone else as a guest. */
  donorUserId: string | null;
  guest: GuestDonor | null;
  message: string | null;
  isAnonymous: boolean;
  clientKey: string;
  clientIp: string;
  /**
   * Whether the campaign already noted a started gift (payments.donation-started.v1). Only a gift
   * started before that is announced: the campaign needs to hear of its first one, not of every one.
   */
  campaignGiftsStarted: boolean;
}

/** Whom a gift is given to, as the donor's completion call names it. */
export type GiftRecipient = { campaignId: string; organizationId?: undefined } | { organizationId: string; campaignId?: undefined };

export interface StartOrganizationGift {
  organizationId: string;
  allocations: FundAllocations;
  amount: DonationAmount;
  paymentMethod?: PaymentMethodKind;
  donorUserId: string | null;
  guest: GuestDonor | null;
  message: string | null;
  isAnonymous: boolean;
  clientKey: string;
  clientIp: string;
}

/**
 * A gift to a campaign (or to an organization, split across its funds) plus an optional tip to the platform. It starts pending, waits for the
 * provider's payment intent and is completed once, when the provider says the charge of exactly
 * gift + tip in US dollars for this donation and campaign succeeded.
 */
export class Donation extends AggregateRoot<DonationEvent> {
  private constructor(private state: DonationState) {
    super();
  }

  static start(props: StartDonation, at: Date): Donation {
    const donation = Donation.pending(props, { campaignId: props.campaignId, organizationId: null, allocations: [] }, at);
    const s = donation.state;
    if (!props.campaignGiftsStarted) donation.record(new DonationStarted(s.id, props.campaignId, s.giftCents, s.tipCents, s.donorUserId, at));
    return donation;
  }

  /**
   * A gift to an organization, split across its funds: the funds' parts add up to the gift; the tip is the
   * platform's, as for a campaign gift. The organization is the charity of record.
   */
  static startForOrganization(props: StartOrganizationGift, at: Date): Donation {
    if (props.allocations.total.cents !== props.amount.gift.cents) throw new Error('The funds’ parts must add up to the gift');
    return Donation.pending(
      props,
      { campaignId: null, organizationId: props.organizationId, allocations: props.allocations.parts.map((p) => ({ ...p })) },
      at,
    );
  }

  private static pending(
    props: Omit<StartDonation, 'campaignId' | 'campaignGiftsStarted'>,
    recipient: Pick<DonationState, 'campaignId' | 'organizationId' | 'allocations'>,
    at: Date,
  ): Donation {
    if (!props.donorUserId && !props.guest) throw DonationErrors.missingGuestInfo();
    if (props.message && props.message.length > MAX_MESSAGE) throw DonationErrors.messageTooLong();
    const guest = props.donorUserId ? null : props.guest;
    return new Donation({
      id: newId(),
      ...recipient,
      donorUserId: props.donorUserId,
      guest: guest && { firstName: guest.firstName, lastName: guest.lastName, email: guest.email.value },
      giftCents: props.amount.gift.cents,
      tipCents: props.amount.tip.cents,
      feeCoveredCents: props.amount.feeCovered.cents,
      paymentMethod: props.paymentMethod ?? 'card',
      message: props.message?.trim() || null,
      isAnonymous: props.isAnonymous,
      status: 'pending',
      paymentIntentId: null,
      failureReason: null,
      clientKey: props.clientKey,
      clientIp: props.clientIp,
      createdAt: at,
      completedAt: null,
    });
  }

  /**
   * One paid month of a monthly gift: a gift of the monthly amount, waiting to be completed by the
   * provider's succeeded payment of that month's invoice (which vouches for it: the invoice was
   * fetched from the provider and bills this gift's subscription).
   */
  static startMonth(
    props: {
      recurringGiftId: string;
      campaignId: string;
      donorUserId: string | null;
      guest: { firstName: string; lastName: string; email: string } | null;
      giftCents: number;
      tipCents: number;
      message: string | null;
      isAnonymous: boolean;
      paymentIntentId: string;
    },
    at: Date,
  ): Donation {
    if (!props.donorUserId && !props.guest) throw DonationErrors.missingGuestInfo();
    const donation = new Donation({
      id: newId(),
      campaignId: props.campaignId,
      donorUserId: props.donorUserId,
      guest: props.donorUserId ? null : props.guest && { ...props.guest },
      giftCents: props.giftCents,
      tipCents: props.tipCents,
      message: props.message,
      isAnonymous: props.isAnonymous,
      status: 'pending',
      paymentIntentId: props.paymentIntentId,
      failureReason: null,
      clientKey: `monthly|${props.recurringGiftId}`,
      clientIp: 'monthly-gift',
      createdAt: at,
      completedAt: null,
      recurringGiftId: props.recurringGiftId,
    });
    const s = donation.state;
    donation.record(new DonationStarted(s.id, props.campaignId, s.giftCents, s.tipCents, s.donorUserId, at));
    return donation;
  }

  static restore(state: DonationState): Donation {
    return new Donation(copy(state));
  }

  toState(): DonationState {
    return copy(this.state);
  }

  get id(): string {
    return this.state.id;
  }
  /** The campaign given to; null for a gift to an organization. */
  get campaignId(): string | null {
    return this.state.campaignId;
  }
  /** The organization given to; null for a gift to a campaign. */
  get organizationId(): string | null {
    return this.state.organizationId ?? null;
  }
  /** Whether this gift was given to that campaign or organization. */
  isGivenTo(recipient: GiftRecipient): boolean {
    return recipient.organizationId !== undefined ? this.organizationId === recipient.organizationId : this.campaignId === recipient.campaignId;
  }
  /** Each fund's part of a gift to an organization (empty for a campaign gift). */
  get allocations(): readonly FundPart[] {
    return (this.state.allocations ?? []).map((p) => ({ ...p }));
  }
  get donorUserId(): string | null {
    return this.state.donorUserId;
  }
  /** What the campaign receives. */
  get gift(): Money {
    return Money.ofCents(this.state.giftCents);
  }
  /** What the platform receives. */
  get tip(): Money {
    return Money.ofCents(this.state.tipCents);
  }
  /** The processing fee the donor covered (zero when they did not). */
  get feeCovered(): Money {
    return Money.ofCents(this.state.feeCoveredCents ?? 0);
  }
  get paymentMethod(): PaymentMethodKind {
    return this.state.paymentMethod ?? 'card';
  }
  /** What the donor was charged: gift, tip and the fee they covered. */
  get charge(): Money {
    return Money.ofCents(this.state.giftCents + this.state.tipCents + (this.state.feeCoveredCents ?? 0));
  }
  get message(): string | null {
    return this.state.message;
  }
  get isAnonymous(): boolean {
    return this.state.isAnonymous;
  }
  get status(): DonationStatus {
    return this.state.status;
  }
  get paymentIntentId(): string | null {
    return this.state.paymentIntentId;
  }
  get failureReason(): string | null {
    return this.state.failureReason;
  }
  get recurringGiftId(): string | null {
    return this.state.recurringGiftId ?? null;
  }
  get createdAt(): Date {
    return new Date(this.state.createdAt);
  }
  get completedAt(): Date | null {
    return this.state.completedAt && new Date(this.state.completedAt);
  }

  /** The provider's payment intent created for this donation (for exactly its charge: gift, tip and any fee covered). */
  attachPaymentIntent(paymentIntentId: string): void {
    if (this.state.status !== 'pending' || this.state.paymentIntentId) {
      throw new Error(`Donation ${this.state.id} already has its payment`);
    }
    this.state.paymentIntentId = paymentIntentId;
  }

  /**
   * Records the gift as paid. Refused unless the provider's intent succeeded and matches this
   * donation: its own intent, US dollars, exactly gift + tip, metadata naming this donation and
   * campaign. A donation already completed stays as it is and records nothing again.
   */
  complete(payment: ProviderPayment, at: Date): void {
    if (payment.status !== 'succeeded') throw DonationErrors.notSucceeded(payment.status);
    if (!this.isPaidBy(payment)) throw DonationErrors.mismatch();
    if (!ENTERED_FROM.completed.includes(this.state.status)) return;
    this.state.status = 'completed';
    this.state.completedAt = at;
    this.state.failureReason = null;
    const s = this.state;
    const donor = { guest: s.guest ? { ...s.guest } : null, isAnonymous: s.isAnonymous, recurringGiftId: s.recurringGiftId ?? null };
    const paid = { method: this.paymentMethod, feeCoveredCents: this.feeCovered.cents };
    if (s.organizationId) {
      this.record(new OrganizationGiftCompleted(s.id, s.organizationId, this.allocations, s.giftCents, s.tipCents, s.donorUserId, payment.id, at, donor, paid));
    } else {
      this.record(new DonationCompleted(s.id, s.campaignId!, s.giftCents, s.tipCents, s.donorUserId, payment.id, at, donor, paid));
    }
  }

  /**
   * The provider took the donor's bank payment and will settle it in a few business days: nothing is credited until
   * it succeeds. Only a pending donation starts processing (a late notice after its outcome changes nothing).
   */
  startProcessing(payment: ProviderPayment): void {
    if (payment.status !== 'processing') throw DonationErrors.notSucceeded(payment.status);
    if (!this.isPaidBy(payment)) throw DonationErrors.mismatch();
    if (!ENTERED_FROM.processing.includes(this.state.status)) return;
    this.state.status = 'processing';
  }

  /**
   * The provider declined the payment. Only a pending or processing donation fails: a completed one never goes
   * back, and a failed one keeps its first reason. A bank payment that fails tells its donor why (the bank answers
   * days after they left the checkout; its failure may even be reported before its processing); a declined card is
   * shown on the card form.
   */
  fail(reason: string, at: Date): void {
    if (!ENTERED_FROM.failed.includes(this.state.status)) return;
    this.state.status = 'failed';
    this.state.failureReason = reason.slice(0, MAX_FAILURE_REASON);
    const s = this.state;
    this.record(new DonationFailed(s.id, s.campaignId, s.failureReason!, at));
    if (this.paymentMethod === 'us_bank_account') {
      this.record(
        new BankPaymentFailed(s.id, s.campaignId, s.organizationId ?? null, this.charge.cents, s.donorUserId, s.guest && { email: s.guest.email, firstName: s.guest.firstName }, s.failureReason!, at),
      );
    }
  }

  /**
   * The administrator who approved this refund although the campaign held less than the gift (the platform's
   * balance covers the rest): recorded on the refund's ledger lines, not on the donation.
   */
  private shortfallApprovedBy: string | null = null;

  get refundShortfallApprovedBy(): string | null {
    return this.shortfallApprovedBy;
  }

  /**
   * The gift was given back to the donor (the provider refunded the whole charge). Only a completed
   * gift is refunded, once: a second refund is refused. `shortfallApprovedBy`: the administrator who approved
   * the platform covering what the campaign no longer held.
   */
  refund(refundId: string, at: Date, shortfallApprovedBy: string | null = null): void {
    if (this.state.status === 'refunded') throw DonationErrors.alreadyRefunded();
    if (!ENTERED_FROM.refunded.includes(this.state.status)) throw DonationErrors.notRefundable();
    this.state.status = 'refunded';
    this.shortfallApprovedBy = shortfallApprovedBy;
    const s = this.state;
    const donor = { userId: s.donorUserId, guestEmail: s.guest?.email ?? null, guestFirstName: s.guest?.firstName ?? null };
    if (s.organizationId) {
      this.record(new OrganizationGiftRefunded(s.id, s.organizationId, this.allocations, s.giftCents, s.tipCents, donor, refundId, at, this.feeCovered.cents));
    } else {
      this.record(new DonationRefunded(s.id, s.campaignId!, s.giftCents, s.tipCents, s.donorUserId, donor.guestEmail, refundId, at, donor.guestFirstName, this.feeCovered.cents));
    }
  }

  private isPaidBy(payment: ProviderPayment): boolean {
    const paysThis =
      payment.id === this.state.paymentIntentId &&
      payment.currency.toLowerCase() === 'usd' &&
      payment.amountCents === this.charge.cents;
    // A month of a monthly gift is matched by its invoice (the provider's invoice of this gift's
    // subscription names this payment); a one-off gift's payment names the donation and its campaign or organization.
    if (this.state.recurringGiftId) return paysThis;
    const recipient = this.state.organizationId
      ? payment.metadata.organizationId === this.state.organizationId
      : payment.metadata.campaignId === this.state.campaignId;
    return paysThis && payment.metadata.donationId === this.state.id && recipient;
  }
}

function copy(state: DonationState): DonationState {
  return {
    ...state,
    guest: state.guest && { ...state.guest },
    allocations: (state.allocations ?? []).map((p) => ({ ...p })),
    createdAt: new Date(state.createdAt),
    completedAt: state.completedAt && new Date(state.completedAt),
  };
}
