import type { Donation } from './donation.aggregate.js';

export interface DonationRepository {
  /**
   * Writes the donation's new state inside the running unit of work, only if no one changed it
   * first (see ENTERED_FROM); the events it recorded are committed only when its change was written.
   * True when this call wrote the change.
   */
  save(donation: Donation): Promise<boolean>;
  findById(id: string): Promise<Donation | null>;
  findByPaymentIntent(paymentIntentId: string): Promise<Donation | null>;
  /** Of these payment intents, those whose donation is not recorded as completed. */
  unrecordedAmong(paymentIntentIds: string[]): Promise<string[]>;
  /**
   * What card-testing limits look at, in one read: donations started from this address in the last
   * `startedSeconds`, and declined payments of this client and of this address in the last `declinedSeconds`.
   */
  recentAttempts(clientKey: string, ip: string, startedSeconds: number, declinedSeconds: number): Promise<{ startedFromIp: number; declinedForClient: number; declinedFromIp: number }>;
}
export const DONATION_REPOSITORY = Symbol('DonationRepository');
