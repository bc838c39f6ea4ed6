/**
 * What a gift does to its campaign's figures, decided by the Campaign aggregate (Campaign.giftStarted, credit,
 * refund) and applied by the repository as one atomic statement (never read, add, write back; no read before it).
 */
export type GivingChange =
  /** A gift was started: from then on taking the campaign down archives it. The first one counts. */
  | { kind: 'gift-started'; campaignId: string; at: Date }
  /** A completed gift: its amount added to the total, one donor more. */
  | { kind: 'gift-credited'; campaignId: string; cents: number; at: Date }
  /** A refunded gift: its amount taken back out, one donor fewer (never below none). */
  | { kind: 'gift-refunded'; campaignId: string; cents: number };
