import { describe, expect, it } from '@jest/globals';
import { coveredFeeCents as shownFee } from '../../../frontend/src/components/checkout/donation-math.js';
import { DonationAmount } from '../../../src/modules/payments/domain/donation-amount.value-object.js';
import { Donation } from '../../../src/modules/payments/domain/donation.aggregate.js';
import { BankPaymentFailed, DonationCompleted } from '../../../src/modules/payments/domain/donation.events.js';
import { GuestDonor } from '../../../src/modules/payments/domain/guest-donor.value-object.js';
import { PAYMENT_METHODS, coveredFeeCents, processingFeeCents } from '../../../src/modules/payments/domain/processing-fee.js';
import { Money } from '../../../src/shared-kernel/domain/money.js';

/** Issue 38: covering the fee. The checkout shows what the server charges, and after the fee the whole gift remains. */
describe('the covered processing fee', () => {
  it('is the least fee that leaves the whole payment after the provider’s fee, for every method and amount', () => {
    for (const method of PAYMENT_METHODS) {
      for (let base = 100; base <= 200_000; base += base < 5_000 ? 1 : 97) {
        const fee = coveredFeeCents(base, method);
        expect(processingFeeCents(base + fee, method)).toBeLessThanOrEqual(fee);
        if (fee > 0) expect(processingFeeCents(base + fee - 1, method)).toBeGreaterThan(fee - 1);
      }
    }
  });

  it('is what the checkout shows before paying (the page and the server agree to the cent)', () => {
    for (const method of PAYMENT_METHODS) {
      for (let base = 100; base <= 1_000_000; base += 131) expect(shownFee(base, method)).toBe(coveredFeeCents(base, method));
    }
  });

  it('by card 2.9% + 30¢ and by bank 0.8% capped at $5.00: $50 costs $1.80 and $0.40; $1,000 by bank $5.00', () => {
    expect(coveredFeeCents(5000, 'card')).toBe(180);
    expect(coveredFeeCents(5000, 'wallet')).toBe(180);
    expect(coveredFeeCents(5000, 'us_bank_account')).toBe(40);
    expect(coveredFeeCents(100_000, 'us_bank_account')).toBe(500);
    expect(processingFeeCents(1_000_000, 'us_bank_account')).toBe(500);
  });

  it('is charged on top: the gift and the tip are unchanged', () => {
    const amount = DonationAmount.of(Money.ofCents(5000), Money.ofCents(500)).coveringFee('card');
    expect([amount.gift.cents, amount.tip.cents, amount.feeCovered.cents, amount.total.cents]).toEqual([5000, 500, 195, 5695]);
  });
});

describe('a bank payment', () => {
  const guest = GuestDonor.of({ firstName: 'Lydia', lastName: 'Thyatira', email: 'lydia@example.org' });
  const start = () => {
    const donation = Donation.start(
      {
        campaignId: '5d0f1c0e-8b7a-4f3e-9c1d-2a3b4c5d6e7f',
        amount: DonationAmount.of(Money.ofCents(4000), Money.zero).coveringFee('us_bank_account'),
        paymentMethod: 'us_bank_account',
        donorUserId: null,
        guest,
        message: null,
        isAnonymous: false,
        clientKey: 'k',
        clientIp: '127.0.0.1',
        campaignGiftsStarted: true,
      },
      new Date('2026-11-22T10:00:00Z'),
    );
    donation.attachPaymentIntent('pi_1');
    return donation;
  };
  const payment = (donation: Donation, status: string) => ({
    id: 'pi_1',
    status,
    amountCents: donation.charge.cents,
    currency: 'usd',
    metadata: { donationId: donation.id, campaignId: donation.campaignId! },
  });

  it('is processing, then completed once it succeeds: the gift is credited only then', () => {
    const donation = start();
    donation.startProcessing(payment(donation, 'processing'));
    expect(donation.status).toBe('processing');
    expect(donation.pullEvents()).toEqual([]);
    donation.complete(payment(donation, 'succeeded'), new Date());
    expect(donation.pullEvents()).toEqual([expect.any(DonationCompleted)]);
    // A late processing notice changes nothing.
    donation.startProcessing(payment(donation, 'processing'));
    expect(donation.status).toBe('completed');
  });

  it('that fails tells its donor why, whether or not its processing was reported first', () => {
    for (const processingFirst of [true, false]) {
      const donation = start();
      if (processingFirst) donation.startProcessing(payment(donation, 'processing'));
      donation.fail('The bank account has been closed.', new Date());
      const notice = donation.pullEvents().find((e) => e instanceof BankPaymentFailed) as BankPaymentFailed;
      expect(notice).toMatchObject({ chargeCents: 4032, reason: 'The bank account has been closed.', guest: { email: 'lydia@example.org', firstName: 'Lydia' } });
    }
  });
});
