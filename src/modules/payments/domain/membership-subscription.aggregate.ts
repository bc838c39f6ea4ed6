import { AggregateRoot } from '../../../shared-kernel/domain.js';
import { MembershipSubscriptionErrors } from './membership-subscription.errors.js';
import {
  MembershipCancellationScheduled,
  MembershipEndedWithAccount,
  MembershipSubscriptionActivated,
  MembershipSubscriptionChanged,
  type MembershipSubscriptionEvent,
  type SubscriptionSnapshot,
} from './membership-subscription.events.js';
import { LIVE_SUBSCRIPTION_STATUSES, type SubscriptionStatus } from './subscription-status.js';


/** What the provider says about a subscription: it is the source of truth for these. */
export interface ProviderSubscriptionState {
  status: SubscriptionStatus;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
}

export interface MembershipSubscriptionState extends ProviderSubscriptionState {
  /** The provider's subscription id. */
  id: string;
  userId: string;
  tierId: string;
  priceCents: number;
  createdAt: Date;
  updatedAt: Date;
}

export interface StartMembershipSubscription {
  id: string;
  userId: string;
  tierId: string;
  priceCents: number;
  provider: ProviderSubscriptionState;
}

/**
 * A member's monthly subscription to a business-network tier, mirrored from the provider. It is
 * started incomplete (nothing is live until the first payment succeeds), follows whatever the
 * provider reports, never moving on a notice that changes nothing, and records each change.
 */
export class MembershipSubscription extends AggregateRoot<MembershipSubscriptionEvent> {
  private constructor(private state: MembershipSubscriptionState) {
    super();
  }

  /**
   * The subscription as the provider created it. Nothing is recorded: the business network hears
   * of it when it changes (becomes active once paid).
   */
  static start(props: StartMembershipSubscription, at: Date): MembershipSubscription {
    if (props.provider.status !== 'incomplete' && !LIVE_SUBSCRIPTION_STATUSES.includes(props.provider.status)) {
      throw new Error(`A subscription starts incomplete or live, not ${props.provider.status}`);
    }
    return new MembershipSubscription({
      id: props.id,
      userId: props.userId,
      tierId: props.tierId,
      priceCents: props.priceCents,
      ...copyProvider(props.provider),
      createdAt: at,
      updatedAt: at,
    });
  }

  static restore(state: MembershipSubscriptionState): MembershipSubscription {
    return new MembershipSubscription(copy(state));
  }

  toState(): MembershipSubscriptionState {
    return copy(this.state);
  }

  get id(): string {
    return this.state.id;
  }
  get userId(): string {
    return this.state.userId;
  }
  get tierId(): string {
    return this.state.tierId;
  }
  get status(): SubscriptionStatus {
    return this.state.status;
  }
  get currentPeriodEnd(): Date | null {
    return this.state.currentPeriodEnd && new Date(this.state.currentPeriodEnd);
  }
  /** The member cancelled: it ends at currentPeriodEnd. */
  get cancelsAtPeriodEnd(): boolean {
    return this.state.cancelAtPeriodEnd;
  }
  /** The member holds the tier now (active, past due or trialing). */
  get isLive(): boolean {
    return LIVE_SUBSCRIPTION_STATUSES.includes(this.state.status);
  }

  /** Started and not yet paid: the first payment has not succeeded. */
  get isPending(): boolean {
    return this.state.status === 'incomplete';
  }

  /**
   * One live-or-pending subscription per member. What a member may do when starting one while
   * `current` (their open subscription, if any) exists: a live one is kept (refused: cancel it
   * first); a pending one for the same tier and price is continued (the same payment form again,
   * so a double click or five tabs start one subscription); any other pending one is replaced.
   */
  static decideStart(current: MembershipSubscription | null, wanted: { tierId: string; priceCents: number }): 'start' | 'continue' | 'replace' {
    if (!current) return 'start';
    if (current.isLive) throw MembershipSubscriptionErrors.alreadyLive();
    if (!current.isPending) return 'start';
    return current.state.tierId === wanted.tierId && current.state.priceCents === wanted.priceCents ? 'continue' : 'replace';
  }

  /**
   * A pending subscription the member replaced with another: `confirmed` is the provider's state
   * after it cancelled it (nothing was ever paid).
   */
  abandon(confirmed: ProviderSubscriptionState, at: Date): void {
    if (!this.isPending) throw MembershipSubscriptionErrors.notPending();
    if (confirmed.status !== 'canceled' && confirmed.status !== 'incomplete_expired') {
      throw new Error(`An abandoned subscription is cancelled at the provider, not ${confirmed.status}`);
    }
    this.syncFromProvider(confirmed, at);
  }

  /**
   * Takes the provider's current state, whichever notice brought it and in whatever order.
   * False (and nothing recorded) when nothing differs.
   */
  syncFromProvider(latest: ProviderSubscriptionState, at: Date): boolean {
    if (this.sameAs(latest)) return false;
    const before = this.state;
    this.state = { ...before, ...copyProvider(latest), updatedAt: at };
    const snapshot = this.snapshot();
    if (latest.status === 'active' && before.status !== 'active') {
      this.record(new MembershipSubscriptionActivated(snapshot, at));
    } else if (latest.cancelAtPeriodEnd && !before.cancelAtPeriodEnd) {
      this.record(new MembershipCancellationScheduled(snapshot, at));
    } else {
      this.record(new MembershipSubscriptionChanged(snapshot, at));
    }
    return true;
  }

  /**
   * The member cancels: only a live subscription can be, and it runs to the end of the paid
   * period. `confirmed` is the provider's state after it accepted the cancellation.
   */
  cancelAtPeriodEnd(confirmed: ProviderSubscriptionState, at: Date): void {
    if (!this.isLive) throw MembershipSubscriptionErrors.nothingToCancel();
    this.syncFromProvider(confirmed, at);
  }

  /**
   * The member closed their account: `confirmed` is the provider's state after it cancelled the subscription at
   * once. The member is told at the address their account had.
   */
  endWithAccount(confirmed: ProviderSubscriptionState, formerContact: { email: string; firstName: string | null }, at: Date): void {
    const wasLive = this.isLive;
    this.syncFromProvider(confirmed, at);
    if (wasLive) this.record(new MembershipEndedWithAccount(this.snapshot(), formerContact, at));
  }

  private sameAs(latest: ProviderSubscriptionState): boolean {
    return (
      latest.status === this.state.status &&
      latest.cancelAtPeriodEnd === this.state.cancelAtPeriodEnd &&
      (latest.currentPeriodEnd?.getTime() ?? null) === (this.state.currentPeriodEnd?.getTime() ?? null)
    );
  }

  private snapshot(): SubscriptionSnapshot {
    const s = this.state;
    return {
      subscriptionId: s.id,
      userId: s.userId,
      tierId: s.tierId,
      status: s.status,
      currentPeriodEnd: s.currentPeriodEnd && new Date(s.currentPeriodEnd),
      cancelAtPeriodEnd: s.cancelAtPeriodEnd,
    };
  }
}

function copyProvider(state: ProviderSubscriptionState): ProviderSubscriptionState {
  return {
    status: state.status,
    currentPeriodEnd: state.currentPeriodEnd && new Date(state.currentPeriodEnd),
    cancelAtPeriodEnd: state.cancelAtPeriodEnd,
  };
}

function copy(state: MembershipSubscriptionState): MembershipSubscriptionState {
  return { ...state, ...copyProvider(state), createdAt: new Date(state.createdAt), updatedAt: new Date(state.updatedAt) };
}
