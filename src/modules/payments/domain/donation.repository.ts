import type { Donation } from './donation.aggregate.js';

export interface DonationRepository {
  add(donation: Donation): Promise<void>;
  save(donation: Donation): Promise<void>;
  findById(id: string): Promise<Donation | null>;
  findByPaymentIntent(paymentIntentId: string): Promise<Donation | null>;
  /**
   * Marks a pending donation completed in one conditional UPDATE. True for the one caller that
   * completed it; false when it was already completed (by the other path: webhook or client).
   */
  markCompleted(donationId: string, at: Date): Promise<boolean>;
  markFailed(donationId: string, reason: string): Promise<void>;
  /** Donations started from this address in the last `seconds`. */
  countStartedFromIp(ip: string, seconds: number): Promise<number>;
  /** Declined payments for this client (or address) in the last `seconds`. */
  countDeclined(filter: { clientKey?: string; ip?: string }, seconds: number): Promise<number>;
}
export const DONATION_REPOSITORY = Symbol('DonationRepository');
