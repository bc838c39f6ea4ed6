import { describe, expect, it } from '@jest/globals';
import { DonationAmount } from '../../../src/modules/payments/domain/donation-amount.value-object.js';
import { Donation, ENTERED_FROM, type ProviderPayment } from '../../../src/modules/payments/domain/donation.aggregate.js';
import { DonationCompleted, DonationFailed, DonationStarted } from '../../../src/modules/payments/domain/donation.events.js';
import { GuestDonor } from '../../../src/modules/payments/domain/guest-donor.value-object.js';
import { Money } from '../../../src/shared-kernel/domain/money.js';
import { refusal } from './support.js';

const startedAt = new Date('2026-11-22T10:00:00Z');
const paidAt = new Date('2026-11-22T10:02:00Z');
const campaignId = '5d0f1c0e-8b7a-4f3e-9c1d-2a3b4c5d6e7f';
const memberId = '0b7e6f6a-1d2c-4e3f-8a9b-0c1d2e3f4a5b';

function startGuestGift(overrides: { message?: string | null; isAnonymous?: boolean; campaignGiftsStarted?: boolean } = {}): Donation {
  return Donation.start(
    {
      campaignId,
      amount: DonationAmount.fromTotal(Money.ofCents(5750), Money.ofCents(750)),
      donorUserId: null,
      guest: GuestDonor.of({ firstName: 'Ruth', lastName: 'Moabite', email: 'ruth@example.org' }),
      message: overrides.message ?? ' For the children ',
      isAnonymous: overrides.isAnonymous ?? false,
      clientKey: '10.0.0.1|ruth@example.org',
      clientIp: '10.0.0.1',
      campaignGiftsStarted: overrides.campaignGiftsStarted ?? false,
    },
    startedAt,
  );
}

/** A donation waiting for its payment: started, intent attached, events taken. */
function awaitingPayment(): Donation {
  const donation = startGuestGift();
  donation.attachPaymentIntent('pi_123');
  donation.pullEvents();
  return donation;
}

function succeededIntentFor(donation: Donation, changes: Partial<ProviderPayment> = {}): ProviderPayment {
  return {
    id: 'pi_123',
    status: 'succeeded',
    amountCents: 5750,
    currency: 'usd',
    metadata: { kind: 'donation', donationId: donation.id, campaignId },
    ...changes,
  };
}

describe('Donation', () => {
  describe('start', () => {
    it('starts pending with the gift and tip split, a trimmed message, and records DonationStarted', () => {
      const donation = startGuestGift();
      expect(donation.status).toBe('pending');
      expect(donation.gift.cents).toBe(5000);
      expect(donation.tip.cents).toBe(750);
      expect(donation.message).toBe('For the children');
      expect(donation.paymentIntentId).toBeNull();
      expect(donation.completedAt).toBeNull();
      expect(donation.toState().guest).toEqual({ firstName: 'Ruth', lastName: 'Moabite', email: 'ruth@example.org' });
      expect(donation.pullEvents()).toEqual([new DonationStarted(donation.id, campaignId, 5000, 750, null, startedAt)]);
      expect(donation.pullEvents()).toEqual([]);
    });

    it("announces only a campaign's first gifts: to a campaign that already holds gifts, no DonationStarted", () => {
      const donation = startGuestGift({ campaignGiftsStarted: true });
      expect(donation.status).toBe('pending');
      expect(donation.pullEvents()).toEqual([]);
    });

    it('a member gives as themselves: no guest details are kept', () => {
      const donation = Donation.start(
        {
          campaignId,
          amount: DonationAmount.fromTotal(Money.ofCents(3000), Money.zero),
          donorUserId: memberId,
          guest: GuestDonor.of({ firstName: 'Ruth', lastName: 'Moabite', email: 'ruth@example.org' }),
          message: '   ',
          isAnonymous: true,
          clientKey: `10.0.0.1|${memberId}`,
          clientIp: '10.0.0.1',
          campaignGiftsStarted: false,
        },
        startedAt,
      );
      expect(donation.donorUserId).toBe(memberId);
      expect(donation.toState().guest).toBeNull();
      expect(donation.message).toBeNull();
      expect(donation.isAnonymous).toBe(true);
    });

    it('needs a member or a guest', () => {
      const error = refusal(() =>
        Donation.start(
          {
            campaignId,
            amount: DonationAmount.fromTotal(Money.ofCents(1000), Money.zero),
            donorUserId: null,
            guest: null,
            message: null,
            isAnonymous: false,
            clientKey: 'k',
            clientIp: 'ip',
            campaignGiftsStarted: false,
          },
          startedAt,
        ),
      );
      expect(error.message).toBe('Please fill in your name and email address to continue.');
    });

    it('limits the message to 500 characters', () => {
      expect(startGuestGift({ message: 'x'.repeat(500) }).message).toHaveLength(500);
      expect(refusal(() => startGuestGift({ message: 'x'.repeat(501) })).message).toBe('Your message can be at most 500 characters');
    });

    it('takes its payment intent once', () => {
      const donation = awaitingPayment();
      expect(donation.paymentIntentId).toBe('pi_123');
      expect(() => donation.attachPaymentIntent('pi_456')).toThrow();
    });
  });

  describe('complete', () => {
    it('completes with a matching succeeded intent and records DonationCompleted', () => {
      const donation = awaitingPayment();
      donation.complete(succeededIntentFor(donation), paidAt);
      expect(donation.status).toBe('completed');
      expect(donation.completedAt).toEqual(paidAt);
      expect(donation.pullEvents()).toEqual([new DonationCompleted(donation.id, campaignId, 5000, 750, null, 'pi_123', paidAt, { guest: { firstName: 'Ruth', lastName: 'Moabite', email: 'ruth@example.org' }, isAnonymous: false, recurringGiftId: null })]);
    });

    it('accepts the currency in capitals', () => {
      const donation = awaitingPayment();
      donation.complete(succeededIntentFor(donation, { currency: 'USD' }), paidAt);
      expect(donation.status).toBe('completed');
    });

    it.each(['requires_payment_method', 'processing', 'requires_action', 'canceled'])(
      'refuses an intent that has not succeeded (%s) and records nothing',
      (status) => {
        const donation = awaitingPayment();
        const error = refusal(() => donation.complete(succeededIntentFor(donation, { status }), paidAt));
        expect(error.code).toBe('payment_not_completed');
        expect(error.kind).toBe('conflict');
        expect(error.message).toBe(`The payment has not been completed (status: ${status}).`);
        expect(donation.status).toBe('pending');
        expect(donation.pullEvents()).toEqual([]);
      },
    );

    const mismatches: [string, (d: Donation) => Partial<ProviderPayment>][] = [
      ['an amount other than gift + tip', () => ({ amountCents: 5000 })],
      ['a larger amount', () => ({ amountCents: 5751 })],
      ['another currency', () => ({ currency: 'eur' })],
      ['metadata naming another donation', () => ({ metadata: { donationId: 'someone-else', campaignId } })],
      ['metadata naming another campaign', (d) => ({ metadata: { donationId: d.id, campaignId: 'another-campaign' } })],
      ['no metadata', () => ({ metadata: {} })],
      ["another donation's intent", () => ({ id: 'pi_other' })],
    ];
    it.each(mismatches)('refuses %s: not recorded', (_case, change) => {
      const donation = awaitingPayment();
      const error = refusal(() => donation.complete(succeededIntentFor(donation, change(donation)), paidAt));
      expect(error.code).toBe('payment_mismatch');
      expect(error.kind).toBe('conflict');
      expect(error.message).toBe('The payment does not match this donation, so it was not recorded.');
      expect(donation.status).toBe('pending');
      expect(donation.pullEvents()).toEqual([]);
    });

    it('completes once: a second completion changes nothing and records nothing', () => {
      const donation = awaitingPayment();
      donation.complete(succeededIntentFor(donation), paidAt);
      donation.pullEvents();
      donation.complete(succeededIntentFor(donation), new Date('2026-11-22T11:00:00Z'));
      expect(donation.completedAt).toEqual(paidAt);
      expect(donation.pullEvents()).toEqual([]);
    });

    it('a completed donation still refuses a mismatching payment', () => {
      const donation = awaitingPayment();
      donation.complete(succeededIntentFor(donation), paidAt);
      expect(refusal(() => donation.complete(succeededIntentFor(donation, { amountCents: 1 }), paidAt)).code).toBe('payment_mismatch');
    });
  });

  describe('fail', () => {
    it('fails a pending donation with the provider reason and records DonationFailed', () => {
      const donation = awaitingPayment();
      donation.fail('Your card was declined.', paidAt);
      expect(donation.status).toBe('failed');
      expect(donation.failureReason).toBe('Your card was declined.');
      expect(donation.pullEvents()).toEqual([new DonationFailed(donation.id, campaignId, 'Your card was declined.', paidAt)]);
    });

    it('keeps the first reason when declined again', () => {
      const donation = awaitingPayment();
      donation.fail('Your card was declined.', paidAt);
      donation.pullEvents();
      donation.fail('Your card has insufficient funds.', paidAt);
      expect(donation.failureReason).toBe('Your card was declined.');
      expect(donation.pullEvents()).toEqual([]);
    });

    it('keeps reasons to 500 characters', () => {
      const donation = awaitingPayment();
      donation.fail('r'.repeat(600), paidAt);
      expect(donation.failureReason).toHaveLength(500);
    });

    it('never undoes a completion', () => {
      const donation = awaitingPayment();
      donation.complete(succeededIntentFor(donation), paidAt);
      donation.pullEvents();
      donation.fail('Your card was declined.', paidAt);
      expect(donation.status).toBe('completed');
      expect(donation.pullEvents()).toEqual([]);
    });

    it('a declined donation completes when the donor retries with a good card, and the reason is cleared', () => {
      const donation = awaitingPayment();
      donation.fail('Your card was declined.', paidAt);
      donation.pullEvents();
      donation.complete(succeededIntentFor(donation), paidAt);
      expect(donation.status).toBe('completed');
      expect(donation.failureReason).toBeNull();
      expect(donation.pullEvents()).toEqual([expect.any(DonationCompleted)]);
    });
  });

  it('each status is entered only from the statuses its method allows (what the repository guards)', () => {
    expect(ENTERED_FROM).toEqual({
      pending: [],
      processing: ['pending'],
      completed: ['pending', 'processing', 'failed'],
      failed: ['pending', 'processing'],
      refunded: ['completed'],
    });
  });

  it('a completed gift is refunded once (DonationRefunded); a second refund, or one of an unpaid gift, is refused', () => {
    const unpaid = awaitingPayment();
    expect(() => unpaid.refund('re_1', paidAt)).toThrow('Only a completed gift can be refunded.');
    const donation = awaitingPayment();
    donation.complete(succeededIntentFor(donation), paidAt);
    donation.pullEvents();
    donation.refund('re_1', paidAt);
    expect(donation.status).toBe('refunded');
    expect(donation.pullEvents()).toEqual([expect.objectContaining({ donationId: donation.id, refundId: 're_1', giftCents: donation.gift.cents })]);
    expect(() => donation.refund('re_2', paidAt)).toThrow('This gift has already been refunded.');
    donation.complete(succeededIntentFor(donation), paidAt);
    expect(donation.status).toBe('refunded');
  });

  it('restores from its state and hands out copies of it', () => {
    const donation = awaitingPayment();
    const state = donation.toState();
    state.status = 'completed';
    state.createdAt.setFullYear(2000);
    expect(donation.status).toBe('pending');
    expect(donation.createdAt).toEqual(startedAt);
    const restored = Donation.restore(donation.toState());
    expect(restored.toState()).toEqual(donation.toState());
    expect(restored.pullEvents()).toEqual([]);
  });
});
