import type { Membership } from './membership.aggregate.js';

export interface MembershipRepository {
  findByUser(userId: string): Promise<Membership | null>;
  /**
   * Stores the membership. Atomic with the rule it keeps: a notice about another subscription
   * never overwrites a live one, even when two notices are applied at once.
   */
  save(membership: Membership): Promise<void>;
}
export const MEMBERSHIP_REPOSITORY = Symbol('MembershipRepository');
