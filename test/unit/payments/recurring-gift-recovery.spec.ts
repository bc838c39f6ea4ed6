import { describe, expect, it } from '@jest/globals';
import { addMonths, nextChargeOnDay } from '../../../src/modules/payments/application/manage-monthly-gifts.use-case.js';
import { DonationAmount } from '../../../src/modules/payments/domain/donation-amount.value-object.js';
import { GuestDonor } from '../../../src/modules/payments/domain/guest-donor.value-object.js';
import { RecurringGift } from '../../../src/modules/payments/domain/recurring-gift.aggregate.js';
import { RecurringGiftPastDue, RecurringGiftStopped } from '../../../src/modules/payments/domain/recurring-gift.events.js';
import { Money } from '../../../src/shared-kernel/domain/money.js';

const at = new Date('2026-11-22T10:00:00Z');
const next = new Date('2026-12-22T10:00:00Z');
const retry = new Date('2026-12-25T10:00:00Z');

function runningGift(): RecurringGift {
  const gift = RecurringGift.begin(
    {
      campaignId: '5d0f1c0e-8b7a-4f3e-9c1d-2a3b4c5d6e7f',
      amount: DonationAmount.fromTotal(Money.ofCents(2750), Money.ofCents(250)),
      donorUserId: null,
      guest: GuestDonor.of({ firstName: 'Lydia', lastName: 'Thyatira', email: 'lydia@example.org' }),
      message: null,
      isAnonymous: false,
    },
    at,
  );
  gift.attachSubscription('sub_1', 'pi_first');
  gift.monthPaid(next, at);
  gift.pullEvents();
  return gift;
}

describe('RecurringGift: past due and back', () => {
  it('a declined month makes it past due, its donor told once per invoice; a failed retry only moves the next attempt', () => {
    const gift = runningGift();
    expect(gift.renewalFailed('in_2', retry, next)).toBe(true);
    const later = new Date('2026-12-27T10:00:00Z');
    expect(gift.renewalFailed('in_2', later, retry)).toBe(true);
    expect(gift.renewalFailed('in_2', later, retry)).toBe(false);
    const events = gift.pullEvents();
    expect(events).toHaveLength(1);
    expect(events[0]).toBeInstanceOf(RecurringGiftPastDue);
    expect(events[0]).toMatchObject({ invoiceId: 'in_2', nextRetryAt: retry, guestEmail: 'lydia@example.org', giftCents: 2500, tipCents: 250 });
    expect(gift.toState()).toMatchObject({ status: 'past_due', failedInvoiceId: 'in_2', nextRetryAt: later, pastDueSince: next });
  });

  it('runs again when the missed month is paid or the provider says it is active; a late notice of an earlier month leaves it past due', () => {
    const gift = runningGift();
    gift.renewalFailed('in_2', retry, next);
    gift.monthPaid(next, next, { invoiceId: 'in_1', providerActive: false });
    expect(gift.status).toBe('past_due');
    gift.monthPaid(addMonths(next, 1), retry, { invoiceId: 'in_2' });
    expect(gift.toState()).toMatchObject({ status: 'active', failedInvoiceId: null, nextRetryAt: null, pastDueSince: null });
    gift.renewalFailed('in_3', retry, retry);
    expect(gift.providerActive()).toBe(true);
    expect(gift.providerActive()).toBe(false);
  });

  it('a past-due gift that stops tells its donor (payment_failed); it is not changed while past due', () => {
    const gift = runningGift();
    gift.renewalFailed('in_2', null, next);
    gift.pullEvents();
    expect(() => gift.pause(addMonths(next, 1))).toThrow(/update your card/);
    gift.stop('payment_failed', retry);
    expect(gift.pullEvents()).toEqual([expect.any(RecurringGiftStopped)]);
    expect(gift.renewalFailed('in_3', null, retry)).toBe(false);
  });

  it('a month charged at another amount than today is split keeping the tip share', () => {
    const gift = runningGift();
    expect(gift.monthOf('pi_x')).toMatchObject({ giftCents: 2500, tipCents: 250 });
    expect(gift.monthOf('pi_x', 1100)).toMatchObject({ giftCents: 1000, tipCents: 100 });
    gift.changeAmount(DonationAmount.of(Money.ofCents(3000), Money.ofCents(gift.tipFor(3000))));
    expect(gift.toState()).toMatchObject({ giftCents: 3000, tipCents: 300 });
  });
});

describe('monthly dates', () => {
  it('adds calendar months, keeping the day where the month has it', () => {
    expect(addMonths(new Date('2026-01-31T10:00:00Z'), 1).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(addMonths(new Date('2026-03-29T10:00:00Z'), -3).toISOString()).toBe('2025-12-29T10:00:00.000Z');
    expect(addMonths(new Date('2026-11-15T10:00:00Z'), 2).toISOString()).toBe('2027-01-15T10:00:00.000Z');
  });

  it('moves the next charge to a day in the month it was due, or the month after when that day has passed', () => {
    const now = new Date('2026-11-29T12:00:00Z');
    expect(nextChargeOnDay(new Date('2026-12-29T09:30:00Z'), 5, now).toISOString()).toBe('2026-12-05T09:30:00.000Z');
    expect(nextChargeOnDay(new Date('2026-11-30T09:30:00Z'), 10, now).toISOString()).toBe('2026-12-10T09:30:00.000Z');
    expect(nextChargeOnDay(new Date('2026-12-29T09:30:00Z'), 28, now).toISOString()).toBe('2026-12-28T09:30:00.000Z');
  });
});
