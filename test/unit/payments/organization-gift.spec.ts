import { describe, expect, it } from '@jest/globals';
import { DonationAmount } from '../../../src/modules/payments/domain/donation-amount.value-object.js';
import { Donation, type ProviderPayment } from '../../../src/modules/payments/domain/donation.aggregate.js';
import { OrganizationGiftCompleted, OrganizationGiftRefunded } from '../../../src/modules/payments/domain/donation.events.js';
import { FundAllocations } from '../../../src/modules/payments/domain/fund-allocations.value-object.js';
import { GuestDonor } from '../../../src/modules/payments/domain/guest-donor.value-object.js';
import { Money } from '../../../src/shared-kernel/domain/money.js';
import { refusal } from './support.js';

const at = new Date('2026-12-09T15:00:00Z');
const organizationId = '7c1e2d3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f';
const missions = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const building = '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e';
const dollars = (n: number) => Money.ofCents(Math.round(n * 100));

function splitGift(parts = [{ fundId: missions, amount: dollars(30) }, { fundId: building, amount: dollars(20) }], tip = dollars(5)): Donation {
  const allocations = FundAllocations.of(parts);
  const donation = Donation.startForOrganization(
    {
      organizationId,
      allocations,
      amount: DonationAmount.of(allocations.total, tip),
      donorUserId: null,
      guest: GuestDonor.of({ firstName: 'Lydia', lastName: 'Thyatira', email: 'lydia@example.org' }),
      message: null,
      isAnonymous: false,
      clientKey: '10.0.0.1|lydia@example.org',
      clientIp: '10.0.0.1',
    },
    at,
  );
  donation.attachPaymentIntent('pi_org');
  return donation;
}

const paid = (donation: Donation, changes: Partial<ProviderPayment> = {}): ProviderPayment => ({
  id: 'pi_org',
  status: 'succeeded',
  amountCents: 5500,
  currency: 'usd',
  metadata: { kind: 'donation', donationId: donation.id, organizationId },
  ...changes,
});

describe('FundAllocations', () => {
  it('takes each fund once, each part at least $1.00, and adds the parts up to the gift', () => {
    expect(FundAllocations.of([{ fundId: missions, amount: dollars(1.1) }, { fundId: building, amount: dollars(0.35 + 1) }]).total.cents).toBe(245);
    expect(refusal(() => FundAllocations.of([])).message).toBe('Choose at least one fund and an amount for it.');
    expect(refusal(() => FundAllocations.of([{ fundId: missions, amount: dollars(5) }, { fundId: missions, amount: dollars(5) }])).message).toMatch(/once/);
    expect(refusal(() => FundAllocations.of([{ fundId: missions, amount: dollars(0.99) }])).message).toBe("Each fund's part must be at least $1.00.");
  });
});

describe('A gift to an organization', () => {
  it('is given to the organization, not a campaign, with its parts in the donor order, and records no start event', () => {
    const donation = splitGift();
    expect([donation.campaignId, donation.organizationId]).toEqual([null, organizationId]);
    expect(donation.allocations).toEqual([
      { fundId: missions, cents: 3000 },
      { fundId: building, cents: 2000 },
    ]);
    expect(donation.isGivenTo({ organizationId })).toBe(true);
    expect(donation.isGivenTo({ campaignId: organizationId })).toBe(false);
    expect(donation.pullEvents()).toEqual([]);
  });

  it("completes only from a payment naming the organization and this gift, for exactly the parts plus the tip", () => {
    const donation = splitGift();
    expect(refusal(() => donation.complete(paid(donation, { metadata: { kind: 'donation', donationId: donation.id, campaignId: organizationId } }), at)).code).toBe('payment_mismatch');
    expect(refusal(() => donation.complete(paid(donation, { amountCents: 5000 }), at)).code).toBe('payment_mismatch');
    donation.complete(paid(donation), at);
    const [event] = donation.pullEvents();
    expect(event).toBeInstanceOf(OrganizationGiftCompleted);
    expect(event).toMatchObject({ organizationId, giftCents: 5000, tipCents: 500, allocations: donation.allocations });
  });

  it('is refunded once, telling its parts', () => {
    const donation = splitGift();
    donation.complete(paid(donation), at);
    donation.pullEvents();
    donation.refund('re_1', at);
    const [event] = donation.pullEvents();
    expect(event).toBeInstanceOf(OrganizationGiftRefunded);
    expect(event).toMatchObject({ organizationId, giftCents: 5000, tipCents: 500, refundId: 're_1', donor: { guestEmail: 'lydia@example.org' } });
    expect(refusal(() => donation.refund('re_2', at)).code).toBe('already_refunded');
  });

  it('refuses a tip larger than the gift, as any gift does', () => {
    expect(refusal(() => splitGift([{ fundId: missions, amount: dollars(2) }], dollars(3))).message).toBe('The tip cannot be larger than the donation');
  });
});
