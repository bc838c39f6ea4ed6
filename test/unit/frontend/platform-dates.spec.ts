import { describe, expect, it } from '@jest/globals';
import { PLATFORM_TIME_ZONE as SERVER_ZONE, usDateIn } from '../../../src/shared-kernel/domain.js';
import { formatDate, PLATFORM_TIME_ZONE } from '../../../frontend/src/lib/format.js';
import { receiptDate, receiptText, type DonationCompletion } from '../../../frontend/src/pages/donation-complete/receipt.js';

/** One gift, one date: the web app writes a moment's day where the platform is, as the emails and statements do (issue 35). */
describe('dates in the web app', () => {
  // 9 pm in Nashville on Nov 27 is already Nov 28 in UTC, Tokyo or wherever this test runs.
  const evening = '2026-11-28T03:00:00.000Z';

  it('are the platform’s day, whatever zone the reader (or this test) is in', () => {
    expect(PLATFORM_TIME_ZONE).toBe(SERVER_ZONE);
    expect(formatDate(evening)).toBe('Nov 27, 2026');
    expect(formatDate(evening)).toBe(usDateIn(new Date(evening), SERVER_ZONE));
  });

  it('name their zone on the receipt, which names the donor and the charity of record', () => {
    const donation: DonationCompletion = {
      id: '8b0b7f3e-6a55-4f57-9d7e-3f4a1f1c2b10',
      campaignId: 'c2b4e7a4-3c0e-4a55-9a57-5a3b9b2f0d11',
      campaignTitle: 'Roof For Cenchreae Church',
      campaignSlug: 'roof-for-cenchreae-church',
      organizationId: null,
      organizationName: null,
      organizationSlug: null,
      allocations: [],
      amount: '50.00',
      tip: '0.00',
      feeCovered: '0.00',
      total: '50.00',
      paymentMethod: 'card',
      message: null,
      isAnonymous: false,
      createdAt: evening,
      transactionId: 'pi_sbx_1',
      donorName: 'Lydia Thyatira',
      charity: { name: 'Grace Chapel', ein: '12-3456789', address: '1 Main St, Franklin, TN 37064' },
      monthlyGift: null,
    };
    expect(receiptDate(donation)).toBe('Nov 27, 2026 (Central Time)');
    const text = receiptText(donation);
    for (const line of ['Received by: Grace Chapel', 'EIN: 12-3456789', 'Address: 1 Main St, Franklin, TN 37064', 'Donor: Lydia Thyatira', 'Date: Nov 27, 2026 (Central Time)']) {
      expect(text.split('\n')).toContain(line);
    }
    expect(text).toContain('Grace Chapel is a registered 501(c)(3) nonprofit organization (EIN 12-3456789).');
    expect(text).not.toContain('Tip:');
    expect(receiptText({ ...donation, donorName: null })).not.toContain('Donor:');
  });
});
