/** incomplete: waiting for its first payment; active: charged every month; stopped: no more charges. */
export type RecurringGiftStatus = 'incomplete' | 'active' | 'stopped';
/**
 * Why it stopped: the donor cancelled, the campaign ended or was archived, the provider gave up on the card, or
 * the donor closed their account.
 */
export type RecurringGiftStopReason = 'cancelled_by_donor' | 'campaign_closed' | 'payment_failed' | 'account_closed';
