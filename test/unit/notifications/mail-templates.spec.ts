import { describe, expect, it } from '@jest/globals';
import { dollars, render } from '../../../src/modules/notifications/application/mail-templates.js';
import { campaignUpdate, donationReceipt } from '../../../src/modules/notifications/application/messages.js';

describe('mail templates', () => {
  it('formats money as US dollars', () => {
    expect([0, 5, 2875, 123456789, -150].map(dollars)).toEqual(['$0.00', '$0.05', '$28.75', '$1,234,567.89', '-$1.50']);
  });

  it('renders one description as HTML and plain text with the same words, links, product name and footer; HTML is escaped', () => {
    const mail = render(
      donationReceipt({
        firstName: '<Chloe>',
        campaignTitle: 'Roof & Walls',
        campaignUrl: 'https://give.example/donate/roof',
        giftCents: 2500,
        tipCents: 375,
        completedAt: '2026-11-24T03:00:00Z',
        transactionId: 'pi_123',
        monthly: false,
        manageUrl: null,
        organisationName: 'Faith Collective',
        taxStatement: 'No goods or services were provided in exchange for these contributions.',
      }),
    );
    expect(mail.subject).toBe('Your receipt: $28.75 to Roof & Walls');
    expect(mail.text).toContain('Dear <Chloe>,');
    expect(mail.html).toContain('Dear &lt;Chloe&gt;,');
    expect(mail.html).not.toContain('<Chloe>');
    expect(mail.html).toContain('Roof &amp; Walls');
    // Completed at 03:00 UTC is still the 23rd in Nashville.
    expect(mail.text).toMatch(/Date:\s+November 23, 2026/);
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('Faith Collective');
      expect(body).toContain('https://give.example/donate/roof');
      expect(body).toContain('100 Fellowship Way, Nashville, TN 37203 · (615) 555-0142 · hello@faithcollective.example');
      expect(body).toContain('pi_123');
    }
  });

  it("an update email carries the campaign's unsubscribe link in both parts", () => {
    const mail = render(
      campaignUpdate({
        firstName: null,
        campaignTitle: 'Bus',
        title: 'Brakes ordered',
        body: 'Parts arrive Tuesday.\n\nThank you!',
        imageUrl: null,
        campaignUrl: 'https://give.example/donate/bus',
        unsubscribeUrl: 'https://give.example/unsubscribe?campaign=c&email=a%40b.org&token=t',
      }),
    );
    expect(mail.subject).toBe('Bus: Brakes ordered');
    expect(mail.text).toContain("Stop this campaign's updates: https://give.example/unsubscribe?campaign=c&email=a%40b.org&token=t");
    expect(mail.html).toContain('href="https://give.example/unsubscribe?campaign=c&amp;email=a%40b.org&amp;token=t"');
    expect(mail.text).toContain('> Parts arrive Tuesday.');
    // US English, as the spec and the rest of the product (issue 35: the update email said "organiser").
    expect(mail.text).toContain('The organizer of "Bus", a campaign you gave to, posted an update:');
  });
});
