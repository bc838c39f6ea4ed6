import { describe, expect, it } from '@jest/globals';
import { DonationAmount } from '../../../src/modules/payments/domain/donation-amount.value-object.js';
import { Donation } from '../../../src/modules/payments/domain/donation.aggregate.js';
import { DonationCompleted } from '../../../src/modules/payments/domain/donation.events.js';
import { GuestDonor } from '../../../src/modules/payments/domain/guest-donor.value-object.js';
import { RecurringGift } from '../../../src/modules/payments/domain/recurring-gift.aggregate.js';
import { RecurringGiftActivated, RecurringGiftStopped } from '../../../src/modules/payments/domain/recurring-gift.events.js';
import { Money } from '../../../src/shared-kernel/domain/money.js';

const at = new Date('2026-11-22T10:00:00Z');
const next = new Date('2026-12-22T10:00:00Z');
const campaignId = '5d0f1c0e-8b7a-4f3e-9c1d-2a3b4c5d6e7f';

function guestGift(): RecurringGift {
  const gift = RecurringGift.begin(
    {
      campaignId,
      amount: DonationAmount.fromTotal(Money.ofCents(2750), Money.ofCents(250)),
      donorUserId: null,
      guest: GuestDonor.of({ firstName: 'Lydia', lastName: 'Thyatira', email: 'lydia@example.org' }),
      message: ' Every month ',
      isAnonymous: false,
    },
    at,
  );
  gift.attachSubscription('sub_1', 'pi_first');
  return gift;
}

describe('RecurringGift', () => {
  it('waits for its first month; the first paid month activates it (once) with its next date', () => {
    const gift = guestGift();
    expect(gift.toState()).toMatchObject({ status: 'incomplete', giftCents: 2500, tipCents: 250, message: 'Every month', subscriptionId: 'sub_1', firstPaymentIntentId: 'pi_first' });
    gift.monthPaid(next, at);
    gift.monthPaid(next, at);
    expect(gift.pullEvents().map((e) => e.constructor)).toEqual([RecurringGiftActivated]);
    expect(gift.toState()).toMatchObject({ status: 'active', nextChargeAt: next });
    // A late notice with an older date never moves the next date back.
    gift.monthPaid(at, at);
    expect(gift.toState().nextChargeAt).toEqual(next);
  });

  it('stops once, telling its donor why; a second stop is a conflict', () => {
    const gift = guestGift();
    gift.monthPaid(next, at);
    gift.pullEvents();
    gift.stop('campaign_closed', next);
    const [event] = gift.pullEvents();
    expect(event).toBeInstanceOf(RecurringGiftStopped);
    expect(event).toMatchObject({ reason: 'campaign_closed', guestEmail: 'lydia@example.org', giftCents: 2500, tipCents: 250 });
    expect(gift.toState()).toMatchObject({ status: 'stopped', stopReason: 'campaign_closed', nextChargeAt: null, stoppedAt: next });
    expect(() => gift.stop('cancelled_by_donor', next)).toThrow('This monthly gift has already stopped: nothing more will be charged.');
    gift.monthPaid(next, next); // a month charged before the stop, reported late, does not start it again
    expect(gift.status).toBe('stopped');
  });

  it('a gift never paid stops quietly (nobody to tell)', () => {
    const gift = guestGift();
    gift.stop('cancelled_by_donor', at);
    expect(gift.pullEvents()).toEqual([]);
  });

  it("a paid month is a donation of the monthly amount, completed by that month's payment (its invoice vouches for it, not its metadata)", () => {
    const gift = guestGift();
    const month = Donation.startMonth(gift.monthOf('pi_month_2'), at);
    month.pullEvents();
    expect(month.recurringGiftId).toBe(gift.id);
    expect(() => month.complete({ id: 'pi_month_2', status: 'succeeded', amountCents: 2999, currency: 'usd', metadata: {} }, next)).toThrow(/does not match/);
    expect(() => month.complete({ id: 'pi_other', status: 'succeeded', amountCents: 2750, currency: 'usd', metadata: {} }, next)).toThrow(/does not match/);
    month.complete({ id: 'pi_month_2', status: 'succeeded', amountCents: 2750, currency: 'usd', metadata: {} }, next);
    expect(month.status).toBe('completed');
    expect(month.pullEvents()[0]).toBeInstanceOf(DonationCompleted);
  });
});
