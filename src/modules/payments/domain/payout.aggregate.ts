import { AggregateRoot, DomainError, type Money, newId } from '../../../shared-kernel/domain.js';
import { PayoutFailed, PayoutPaid, type PayoutEvent } from './payout.events.js';

export type PayoutStatus = 'pending' | 'paid' | 'failed';

export interface PayoutState {
  id: string;
  campaignId: string;
  /** Who the money goes to: the organizer who asked, or the campaign's owner when an administrator pays out for them. */
  memberId: string;
  destinationAccountId: string;
  amountCents: number;
  status: PayoutStatus;
  providerTransferId: string | null;
  failureReason: string | null;
  /** The administrator who paid it out (a campaign whose organizer closed their account); null when the organizer asked. */
  requestedBy: string | null;
  createdAt: Date;
  settledAt: Date | null;
}

export const PayoutErrors = {
  noAccount: () =>
    DomainError.conflict('payout_account_not_active', 'Connect an active payout account (Profile → Payouts) before requesting a payout.'),
  noCampaignAccount: () =>
    DomainError.conflict('payout_account_not_active', "The campaign's organizer has no active payout account to pay out to."),
  held: (reason: string) => DomainError.conflict('payouts_on_hold', `Payouts of this campaign are on hold: ${reason}`),
  tooMuch: (available: Money) =>
    new DomainError('amount_exceeds_available', `The amount is more than the ${available.format()} available to pay out.`, 'rule_violation', {
      amount: [`At most ${available.format()} is available.`],
    }),
  nothing: () => new DomainError('nothing_available', 'Nothing is available to pay out yet.', 'rule_violation'),
};

/** What a payout request is decided on, read under the campaign's payout lock. */
export interface PayoutTerms {
  campaignId: string;
  memberId: string;
  /** The organizer's payout account, as the platform last heard of it. */
  account: { accountId: string; active: boolean } | null;
  /** An administrator's hold on the campaign's payouts. */
  hold: { reason: string } | null;
  /** What the campaign's funds hold now (the ledger): gifts less refunds and payouts. */
  available: Money;
  /** What was asked for; null: everything available. */
  requested: Money | null;
  /** The administrator paying out for an organizer who closed their account. */
  byAdministrator?: string;
}

/**
 * A payout of a campaign's money to its organizer's connected account. It is decided under the campaign's
 * payout lock against what the ledger says is available, then made by one transfer at the provider, always
 * under the same idempotency key (`payout-<id>`), however often and from whichever instance it is tried: a
 * payout is never paid twice.
 */
export class Payout extends AggregateRoot<PayoutEvent> {
  private constructor(private state: PayoutState) {
    super();
  }

  static request(terms: PayoutTerms, at: Date): Payout {
    if (terms.hold) throw PayoutErrors.held(terms.hold.reason);
    if (!terms.account?.active) throw terms.byAdministrator ? PayoutErrors.noCampaignAccount() : PayoutErrors.noAccount();
    if (!terms.available.isPositive()) throw PayoutErrors.nothing();
    const amount = terms.requested ?? terms.available;
    if (!amount.isPositive()) throw DomainError.validation('amount', 'The amount must be at least $0.01');
    if (amount.cents > terms.available.cents) throw PayoutErrors.tooMuch(terms.available);
    return new Payout({
      id: newId(),
      campaignId: terms.campaignId,
      memberId: terms.memberId,
      destinationAccountId: terms.account.accountId,
      amountCents: amount.cents,
      status: 'pending',
      providerTransferId: null,
      failureReason: null,
      requestedBy: terms.byAdministrator ?? null,
      createdAt: at,
      settledAt: null,
    });
  }

  static restore(state: PayoutState): Payout {
    return new Payout({ ...state });
  }

  toState(): PayoutState {
    return { ...this.state };
  }

  get id(): string {
    return this.state.id;
  }
  get campaignId(): string {
    return this.state.campaignId;
  }
  get amountCents(): number {
    return this.state.amountCents;
  }
  get destinationAccountId(): string {
    return this.state.destinationAccountId;
  }
  get status(): PayoutStatus {
    return this.state.status;
  }
  get isPending(): boolean {
    return this.state.status === 'pending';
  }

  /** The one idempotency key of the payout's transfer, for its whole life. */
  get idempotencyKey(): string {
    return `payout-${this.state.id}`;
  }

  /** The provider made the transfer. Once: a payout already settled is left as it is. */
  paid(transferId: string, at: Date): void {
    if (!this.isPending) return;
    this.state.status = 'paid';
    this.state.providerTransferId = transferId;
    this.state.settledAt = at;
    this.record(new PayoutPaid(this.state.id, this.state.campaignId, this.state.memberId, this.state.amountCents, transferId, at));
  }

  /** The provider refused the transfer: the money goes back to the campaign's funds. Once. */
  failed(reason: string, at: Date): void {
    if (!this.isPending) return;
    this.state.status = 'failed';
    this.state.failureReason = reason.slice(0, 500);
    this.state.settledAt = at;
    this.record(new PayoutFailed(this.state.id, this.state.campaignId, this.state.memberId, this.state.amountCents, this.state.failureReason, at));
  }
}
