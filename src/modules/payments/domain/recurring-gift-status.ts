/**
 * incomplete: waiting for its first payment; active: charged every month (a paused one too: `pausedUntil` says
 * when charging resumes); past_due: a month's charge was declined and the provider retries it until the donor
 * updates the card or it gives up; stopped: no more charges.
 */
export type RecurringGiftStatus = 'incomplete' | 'active' | 'past_due' | 'stopped';
/**
 * Why it stopped: the donor cancelled, the campaign ended or was archived, the provider gave up on the card, or
 * the donor closed their account.
 */
export type RecurringGiftStopReason = 'cancelled_by_donor' | 'campaign_closed' | 'payment_failed' | 'account_closed';
