import { AggregateRoot } from '../../../shared-kernel/domain.js';
import { type MembershipEvent, MembershipActivated, MembershipCancellationScheduled, MembershipEnded } from './membership.events.js';

/** The provider's statuses in which a member holds their tier. */
export const LIVE_STATUSES = ['active', 'past_due', 'trialing'] as const;

/** A subscription as the payments context reports it (payments.subscription-changed.v1). */
export interface SubscriptionState {
  subscriptionId: string;
  tierId: string;
  status: string;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
}

export interface MembershipState extends SubscriptionState {
  userId: string;
}

function isLive(status: string): boolean {
  return (LIVE_STATUSES as readonly string[]).includes(status);
}

/**
 * A member's paid monthly tier, mirrored from the provider's subscription. A member holds one
 * tier at a time: a notice about another subscription never replaces a live one.
 */
export class Membership extends AggregateRoot<MembershipEvent> {
  private constructor(private state: MembershipState) {
    super();
  }

  /** The member's first subscription notice. */
  static fromSubscription(userId: string, subscription: SubscriptionState, at: Date): Membership {
    const membership = new Membership({ userId, ...subscription });
    if (membership.isLive) membership.record(new MembershipActivated(userId, subscription.tierId, at));
    return membership;
  }

  static restore(state: MembershipState): Membership {
    return new Membership({ ...state });
  }

  toState(): MembershipState {
    return { ...this.state };
  }

  get userId(): string {
    return this.state.userId;
  }
  get tierId(): string {
    return this.state.tierId;
  }
  get subscriptionId(): string {
    return this.state.subscriptionId;
  }
  get status(): string {
    return this.state.status;
  }
  get currentPeriodEnd(): Date | null {
    return this.state.currentPeriodEnd;
  }
  get cancelAtPeriodEnd(): boolean {
    return this.state.cancelAtPeriodEnd;
  }
  /** Whether the member holds their tier now (shown on their business, no second tier allowed). */
  get isLive(): boolean {
    return isLive(this.state.status);
  }

  /**
   * Mirrors the provider's latest state of a subscription. A notice about another subscription is
   * ignored while this one is live (false); otherwise it becomes the member's membership.
   */
  applySubscription(subscription: SubscriptionState, at: Date): boolean {
    if (subscription.subscriptionId !== this.state.subscriptionId && this.isLive) return false;
    const before = this.state;
    this.state = { userId: before.userId, ...subscription };
    // The same subscription of the same tier, live before and after: a renewal or a detail changed.
    const continuing = isLive(before.status) && before.subscriptionId === subscription.subscriptionId && before.tierId === subscription.tierId;
    if (this.isLive && !continuing) this.record(new MembershipActivated(this.userId, this.tierId, at));
    if (!this.isLive && isLive(before.status)) this.record(new MembershipEnded(this.userId, before.tierId, subscription.status, at));
    if (this.isLive && this.state.cancelAtPeriodEnd && !(continuing && before.cancelAtPeriodEnd)) {
      this.record(new MembershipCancellationScheduled(this.userId, this.tierId, this.state.currentPeriodEnd, at));
    }
    return true;
  }

  /** The member cancelled: it ends at the period's end (the provider's notice confirms it later). */
  scheduleCancellation(endsAt: Date | null, at: Date): void {
    if (this.state.cancelAtPeriodEnd) return;
    this.state = { ...this.state, cancelAtPeriodEnd: true, currentPeriodEnd: endsAt ?? this.state.currentPeriodEnd };
    this.record(new MembershipCancellationScheduled(this.userId, this.tierId, this.state.currentPeriodEnd, at));
  }
}
