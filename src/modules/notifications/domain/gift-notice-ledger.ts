/**
 * Which gifts their organiser was told of. A gift is told once, alone or with others in one notice, even
 * when its completion is announced twice (a sweep announcing it again) and the two announcements come in
 * different batches.
 */
export interface GiftNoticeLedger {
  /**
   * Records these gifts as told in the running unit of work (it commits with the notice) and returns the ones
   * not told before: only those go in the notice.
   */
  claim(donationIds: readonly string[]): Promise<Set<string>>;
}
export const GIFT_NOTICE_LEDGER = Symbol('GiftNoticeLedger');
