import type { ConnectedAccountState } from '../domain/payout-account.js';

/** A connected account as the provider describes it. */
export interface ConnectedAccount extends ConnectedAccountState {
  id: string;
}

/** A transfer the provider made to a connected account, for the reconciliation. */
export interface ProviderTransfer {
  id: string;
  amountCents: number;
  /** What was taken back from the connected account since (a reversal). */
  reversedCents: number;
  destination: string;
  /** The payout it was made for (our metadata); null for a transfer the platform did not make. */
  payoutId: string | null;
  createdAt: Date;
}

/**
 * Where organisers' payout accounts live: Stripe Connect (Express accounts, hosted onboarding through
 * account links) or the sandbox, which keeps its accounts in PostgreSQL and onboards them on a page of the app.
 */
export type NewConnectedAccount = { email: string; idempotencyKey: string } & ({ memberId: string; organization?: undefined } | { memberId?: undefined; organization: { id: string; name: string } });

export interface PayoutProvider {
  readonly mode: 'stripe' | 'sandbox';
  /** A new Express account for the member; the idempotency key makes a repeat return the same account. */
  /**
   * A member's account (an organizer's: it receives transfers), or an organization's (it also takes card payments,
   * since its gifts are charged on its behalf).
   */
  createAccount(request: NewConnectedAccount): Promise<ConnectedAccount>;
  /** Where the member finishes (or resumes) onboarding; the provider sends them back to returnUrl. */
  onboardingLink(accountId: string, urls: { returnUrl: string; refreshUrl: string }): Promise<string>;
  /** The account fetched afresh (never trust a webhook's copy); null when there is none. */
  retrieveAccount(accountId: string): Promise<ConnectedAccount | null>;
  /**
   * Moves money from the platform's balance to the connected account (Stripe: a transfer, "separate
   * charges and transfers"). The idempotency key makes a retry return the same transfer.
   */
  transfer(request: { amountCents: number; destination: string; idempotencyKey: string; metadata: Record<string, string> }): Promise<{ id: string }>;
  /**
   * The transfer made for a payout, if one was (found by the payout's id in its metadata, among the campaign's
   * transfers): how a payout whose transfer went unanswered learns whether it was made.
   */
  findTransfer(payoutId: string, campaignId: string): Promise<{ id: string } | null>;
  /** Every transfer created in [from, to) (every page of the provider's list). */
  listTransfers(from: Date, to: Date): Promise<ProviderTransfer[]>;
  /** One transfer, fetched afresh; null when the provider has none by that id. */
  retrieveTransfer(id: string): Promise<ProviderTransfer | null>;
}
export const PAYOUT_PROVIDER = Symbol('PayoutProvider');

/**
 * The provider could not be reached, or answered with a server error, so whether the transfer was made is
 * not known: the payout stays pending and is tried again with the same idempotency key (never reversed, which
 * could pay the same money twice).
 */
export class TransferOutcomeUnknown extends Error {
  constructor(cause: unknown) {
    super(`The payout provider did not answer: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'TransferOutcomeUnknown';
  }
}

/** The sandbox's onboarding: what Stripe's hosted onboarding does when the member submits every detail. */
export interface SandboxOnboarding {
  complete(accountId: string): Promise<ConnectedAccount | null>;
}
export const SANDBOX_ONBOARDING = Symbol('SandboxOnboarding');
