import type { Payout } from './payout.aggregate.js';

/**
 * Payouts and their ledger lines. Only one caller at a time may be asking the provider for a payout's
 * transfer: the right to is a claim on the payout row that lasts longer than any provider call can
 * (CampaignPayouts.TRANSFER_CLAIM_MS), so a payout whose transfer call is still in flight is never tried
 * again by a sweep, of this instance or another.
 */
export interface PayoutRepository {
  /** A new pending payout with its ledger lines (the campaign's funds debited), claimed by its requester for the first transfer. */
  add(payout: Payout, claimMs: number): Promise<void>;
  /** The payout with its row locked until the unit of work ends. */
  findByIdForUpdate(id: string): Promise<Payout | null>;
  /** A settled payout (paid; or failed, its ledger lines reversed) and its claim released; its events join the unit of work. */
  save(payout: Payout): Promise<void>;
  /** Takes the transfer claim of a pending payout nobody holds; null when it is settled or its claim is held. */
  claimTransfer(id: string, claimMs: number): Promise<Payout | null>;
  /** Gives the claim back (the provider did not answer): the sweep may try again. */
  releaseClaim(id: string): Promise<void>;
  /** Pending payouts older than `olderThanMs` whose claim nobody holds. */
  sweepable(olderThanMs: number, limit: number): Promise<Payout[]>;
}
export const PAYOUT_REPOSITORY = Symbol('PayoutRepository');
