import { describe, expect, it } from '@jest/globals';
import type { ManageMonthlyGifts } from '../../../src/modules/payments/application/manage-monthly-gifts.use-case.js';
import type { PaymentGateway, PaymentIntent } from '../../../src/modules/payments/application/payment-gateway.port.js';
import type { RecordDonationPayment } from '../../../src/modules/payments/application/record-donation-payment.use-case.js';
import { SweepUnrecordedPayments } from '../../../src/modules/payments/application/sweep-unrecorded-payments.use-case.js';
import type { DonationRepository } from '../../../src/modules/payments/domain/donation.repository.js';

const now = new Date('2026-11-23T12:00:00Z');
const intent = (id: string): PaymentIntent => ({ id, clientSecret: `${id}_secret`, amountCents: 1000, currency: 'usd', status: 'succeeded', metadata: {}, lastError: null });

function sweepWith(options: { succeeded?: string[]; unrecorded?: string[]; failing?: string[] } = {}) {
  const calls = { listedSince: null as Date | null, recorded: [] as string[], endedChecks: 0 };
  const gateway = {
    listSucceededPaymentIntents: async (since: Date) => {
      calls.listedSince = since;
      return (options.succeeded ?? []).map(intent);
    },
  } as Partial<PaymentGateway> as PaymentGateway;
  const donations = {
    unrecordedAmong: async (ids: string[]) => ids.filter((id) => (options.unrecorded ?? []).includes(id)),
  } as Partial<DonationRepository> as DonationRepository;
  const record = {
    fromProvider: async (paid: PaymentIntent) => {
      if ((options.failing ?? []).includes(paid.id)) throw new Error('amount does not match');
      calls.recorded.push(paid.id);
    },
  } as Partial<RecordDonationPayment> as RecordDonationPayment;
  const monthlyGifts = {
    stopForEndedCampaigns: async () => {
      calls.endedChecks++;
      return 0;
    },
  } as Partial<ManageMonthlyGifts> as ManageMonthlyGifts;
  return { sweep: new SweepUnrecordedPayments(gateway, donations, { now: () => now }, record, monthlyGifts), calls };
}

describe('SweepUnrecordedPayments', () => {
  it('records, through the one recording path, only succeeded payments whose gift is not recorded', async () => {
    const { sweep, calls } = sweepWith({ succeeded: ['pi_a', 'pi_b', 'pi_c'], unrecorded: ['pi_b'] });
    expect(await sweep.execute()).toEqual({ found: 1, recorded: 1 });
    expect(calls.recorded).toEqual(['pi_b']);
    expect(calls.listedSince).toEqual(new Date('2026-11-22T12:00:00Z')); // the last day
    expect(calls.endedChecks).toBe(1); // and monthly gifts to campaigns that have ended are stopped
  });

  it('one payment that cannot be recorded does not stop the others', async () => {
    const { sweep, calls } = sweepWith({ succeeded: ['pi_a', 'pi_b'], unrecorded: ['pi_a', 'pi_b'], failing: ['pi_a'] });
    expect(await sweep.execute()).toEqual({ found: 2, recorded: 1 });
    expect(calls.recorded).toEqual(['pi_b']);
  });
});
