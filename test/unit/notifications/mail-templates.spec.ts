import { describe, expect, it } from '@jest/globals';
import { brand, lightTokens } from '../../../frontend/src/app/theme-tokens.js';
import { dollars, EMAIL_COLORS, render, type MailLayout, type MessageDescription } from '../../../src/modules/notifications/application/mail-layout.templates.js';
import * as Messages from '../../../src/modules/notifications/application/messages.templates.js';
import { campaignUpdate, donationReceipt } from '../../../src/modules/notifications/application/messages.templates.js';

const SITE = 'https://give.example';
const LAYOUT: MailLayout = { siteUrl: `${SITE}/`, brandMarkUrl: `${SITE}/email/brand-mark.png` };
const FOOTER = '100 Fellowship Way, Nashville, TN 37203 · (615) 555-0142 · hello@faithcollective.example';

/** Every template the platform sends: the function that writes it. */
type TemplateName = { [K in keyof typeof Messages]: (typeof Messages)[K] extends (...args: never[]) => MessageDescription ? K : never }[keyof typeof Messages];

interface Case {
  /** What the message is (the template's name in the message log). */
  template: string;
  message: MessageDescription;
  greeting: string;
  /** Facts the reader needs, in both parts. */
  facts: string[];
  /** Links the reader follows, in both parts (written out in the text). */
  links: string[];
}

const UNSUBSCRIBE = `${SITE}/unsubscribe?campaign=c1&email=ruth%40example.org&token=t0k`;
const ONE_CLICK = `${SITE}/api/campaigns/c1/updates/unsubscribe/one-click?email=ruth%40example.org&token=t0k`;

/** One case per template at least; the record's type makes a new template without a case a compile error. */
const CASES: Record<TemplateName, Case[]> = {
  donationReceipt: [
    {
      template: 'donation-receipt',
      message: donationReceipt({
        firstName: 'Ruth',
        username: 'ruth_audit',
        campaignTitle: 'Roof for Grace Chapel',
        campaignUrl: `${SITE}/donate/roof`,
        giftCents: 5000,
        tipCents: 750,
        completedAt: '2026-11-27T18:00:00Z',
        transactionId: 'pi_123',
        monthly: true,
        manageUrl: `${SITE}/monthly-gift/g1?token=m`,
        organizationName: 'Faith Collective Foundation',
        taxStatement: 'No goods or services were provided in exchange for this contribution.',
      }),
      greeting: 'Dear Ruth,',
      facts: ['$50.00', '$7.50', '$57.50', 'November 27, 2026 (Central Time)', 'pi_123', 'Monthly, until you stop it', 'Faith Collective Foundation', 'No goods or services were provided'],
      links: [`${SITE}/donate/roof`, `${SITE}/monthly-gift/g1?token=m`],
    },
    {
      template: 'donation-receipt',
      message: donationReceipt({
        firstName: 'Ruth',
        campaignTitle: 'Roof for Grace Chapel',
        campaignUrl: `${SITE}/donate/roof`,
        giftCents: 5000,
        tipCents: 0,
        feeCoveredCents: 40,
        paymentMethod: 'us_bank_account',
        completedAt: '2026-11-27T18:00:00Z',
        transactionId: 'pi_456',
        monthly: false,
        manageUrl: null,
        organizationName: 'Faith Collective Foundation',
        taxStatement: 'No goods or services were provided in exchange for this contribution.',
      }),
      greeting: 'Dear Ruth,',
      facts: ['Processing fee you covered', '$0.40', 'Bank account (ACH)', '$50.40', 'pi_456'],
      links: [`${SITE}/donate/roof`],
    },
  ],
  organizationGiftReceipt: [
    {
      template: 'organization-gift-receipt',
      message: Messages.organizationGiftReceipt({
        firstName: 'Lydia',
        organization: { name: 'Grace Chapel', ein: '12-3456789', address: 'Nashville, TN' },
        parts: [
          { fundName: 'Missions', cents: 3000 },
          { fundName: 'Building', cents: 2000 },
        ],
        giftCents: 5000,
        tipCents: 500,
        completedAt: '2026-11-27T18:00:00Z',
        transactionId: 'pi_77',
        pageUrl: `${SITE}/o/grace-chapel`,
      }),
      greeting: 'Dear Lydia,',
      facts: ['Grace Chapel', 'Missions', '$30.00', 'Building', '$20.00', '$5.00', '$55.00', 'EIN 12-3456789', 'Nashville, TN', 'pi_77', 'No goods or services'],
      links: [`${SITE}/o/grace-chapel`],
    },
  ],
  organizationInvitation: [
    {
      template: 'organization-invitation',
      message: Messages.organizationInvitation({
        organizationName: 'Grace Chapel',
        inviterName: 'James',
        role: 'treasurer',
        joinUrl: `${SITE}/o/grace-chapel/join?invitation=s3cret`,
        expiresAt: '2026-12-11T18:00:00Z',
      }),
      greeting: 'Hello,',
      facts: ['James invited you', 'Grace Chapel', 'a treasurer', 'December 11, 2026'],
      links: [`${SITE}/o/grace-chapel/join?invitation=s3cret`],
    },
  ],
  membershipReceipt: [
    {
      template: 'membership-receipt',
      message: Messages.membershipReceipt({ firstName: 'Zenas', username: 'zenas_law', amountCents: 2900, paidAt: '2026-11-27T18:00:00Z', transactionId: 'in_9', profileUrl: `${SITE}/profile` }),
      greeting: 'Dear Zenas,',
      facts: ['$29.00', 'November 27, 2026 (Central Time)', 'in_9', 'not tax-deductible'],
      links: [`${SITE}/profile`],
    },
  ],
  organizerGift: [
    {
      template: 'organizer-gift',
      message: Messages.organizerGift({ firstName: 'Lydia', username: 'lydia_p', campaignTitle: 'Roof', donorName: 'Chloe Corinth', giftCents: 2000, completedAt: '2026-11-27T18:00:00Z', manageUrl: `${SITE}/manage-campaigns` }),
      greeting: 'Dear Lydia,',
      facts: ['Chloe Corinth', '$20.00', 'November 27, 2026'],
      links: [`${SITE}/manage-campaigns`],
    },
  ],
  organizerGifts: [
    {
      template: 'organizer-gifts',
      message: Messages.organizerGifts({
        firstName: 'Lydia',
        username: 'lydia_p',
        campaignTitle: 'Roof',
        gifts: [
          { donorName: 'Chloe Corinth', giftCents: 2000, completedAt: '2026-11-27T18:00:00Z' },
          { donorName: 'An anonymous donor', giftCents: 500, completedAt: '2026-11-27T18:00:01Z' },
        ],
        manageUrl: `${SITE}/manage-campaigns`,
      }),
      greeting: 'Dear Lydia,',
      facts: ['2 gifts', '$25.00', 'Chloe Corinth', '$20.00', 'An anonymous donor', '$5.00'],
      links: [`${SITE}/manage-campaigns`],
    },
  ],
  campaignApproved: [
    {
      template: 'campaign-approved',
      message: Messages.campaignApproved({ firstName: 'Lydia', username: 'lydia_p', campaignTitle: 'Food Pantry', campaignUrl: `${SITE}/donate/food-pantry` }),
      greeting: 'Dear Lydia,',
      facts: ['Food Pantry', 'approved'],
      links: [`${SITE}/donate/food-pantry`],
    },
  ],
  campaignRejected: [
    {
      template: 'campaign-rejected',
      message: Messages.campaignRejected({ firstName: 'Lydia', username: 'lydia_p', campaignTitle: 'Parking Lot', reason: 'Please add a budget.', manageUrl: `${SITE}/manage-campaigns` }),
      greeting: 'Dear Lydia,',
      facts: ['Parking Lot', 'Please add a budget.'],
      links: [`${SITE}/manage-campaigns`],
    },
  ],
  campaignEditApproved: [
    {
      template: 'campaign-edit-approved',
      message: Messages.campaignEditApproved({ firstName: 'Lydia', username: 'lydia_p', campaignTitle: 'Food Pantry', campaignUrl: `${SITE}/donate/food-pantry` }),
      greeting: 'Dear Lydia,',
      facts: ['Food Pantry', 'approved'],
      links: [`${SITE}/donate/food-pantry`],
    },
  ],
  campaignEditRejected: [
    {
      template: 'campaign-edit-rejected',
      message: Messages.campaignEditRejected({ firstName: 'Lydia', username: 'lydia_p', campaignTitle: 'Parking Lot', reason: 'The new goal needs a budget.', manageUrl: `${SITE}/manage-campaigns` }),
      greeting: 'Dear Lydia,',
      facts: ['Parking Lot', 'The new goal needs a budget.', 'could not approve'],
      links: [`${SITE}/manage-campaigns`],
    },
  ],
  sponsorshipDecided: [
    {
      template: 'sponsorship-approved',
      message: Messages.sponsorshipDecided({ firstName: 'Apollos', username: 'apollos_films', approved: true, reason: null, url: `${SITE}/sponsored-creators` }),
      greeting: 'Dear Apollos,',
      facts: ['approved'],
      links: [`${SITE}/sponsored-creators`],
    },
    {
      template: 'sponsorship-rejected',
      message: Messages.sponsorshipDecided({ firstName: 'Apollos', username: 'apollos_films', approved: false, reason: 'Come back in a year.', url: `${SITE}/sponsored-creators` }),
      greeting: 'Dear Apollos,',
      facts: ['could not approve', 'Come back in a year.'],
      links: [`${SITE}/sponsored-creators`],
    },
  ],
  welcome: [
    {
      template: 'welcome',
      message: Messages.welcome({ firstName: 'Ruth', username: 'ruth_audit', verifyUrl: `${SITE}/verify-email?token=w`, expiresAt: '2026-12-04T18:00:00Z' }),
      greeting: 'Welcome, Ruth!',
      facts: ['ruth_audit', 'December 4, 2026'],
      links: [`${SITE}/verify-email?token=w`],
    },
  ],
  verifyEmail: [
    {
      template: 'verify-email',
      message: Messages.verifyEmail({ firstName: 'Ruth', username: 'ruth_audit', verifyUrl: `${SITE}/verify-email?token=v`, expiresAt: '2026-12-04T18:00:00Z' }),
      greeting: 'Dear Ruth,',
      facts: ['ruth_audit', 'December 4, 2026'],
      links: [`${SITE}/verify-email?token=v`],
    },
  ],
  passwordReset: [
    {
      template: 'password-reset',
      message: Messages.passwordReset({ firstName: 'Ruth', username: 'ruth_audit', resetUrl: `${SITE}/reset-password?token=r`, expiresAt: '2026-11-27T19:00:00Z' }),
      greeting: 'Dear Ruth,',
      facts: ['ruth_audit', 'November 27, 2026'],
      links: [`${SITE}/reset-password?token=r`],
    },
  ],
  passwordChanged: [
    {
      template: 'password-changed',
      message: Messages.passwordChanged({ firstName: 'Ruth', username: 'ruth_audit', changedAt: '2026-11-27T18:00:00Z', resetUrl: `${SITE}/forgot-password` }),
      greeting: 'Dear Ruth,',
      facts: ['ruth_audit', 'November 27, 2026', 'hello@faithcollective.example'],
      links: [`${SITE}/forgot-password`],
    },
  ],
  refundNotice: [
    {
      template: 'refund-notice',
      message: Messages.refundNotice({ firstName: 'Chloe', campaignTitle: 'Well for Kibera', giftCents: 3000, tipCents: 300, refundedAt: '2026-11-27T18:00:00Z', refundId: 're_1' }),
      greeting: 'Dear Chloe,',
      facts: ['Well for Kibera', '$30.00', '$3.00', '$33.00', 'November 27, 2026 (Central Time)', 're_1'],
      links: [],
    },
    {
      template: 'refund-notice',
      message: Messages.refundNotice({ firstName: 'Lydia', organizationName: 'Grace Chapel', giftCents: 5000, tipCents: 500, refundedAt: '2026-11-27T18:00:00Z', refundId: 're_2' }),
      greeting: 'Dear Lydia,',
      facts: ['Grace Chapel', '$50.00', '$5.00', '$55.00', 're_2'],
      links: [],
    },
    {
      template: 'refund-notice',
      message: Messages.refundNotice({ firstName: 'Ruth', campaignTitle: 'Roof', giftCents: 5000, tipCents: 0, feeCoveredCents: 180, refundedAt: '2026-11-27T18:00:00Z', refundId: 're_3' }),
      greeting: 'Dear Ruth,',
      facts: ['Processing fee refunded', '$1.80', '$51.80', 're_3'],
      links: [],
    },
  ],
  bankPaymentFailed: [
    {
      template: 'bank-payment-failed',
      message: Messages.bankPaymentFailed({
        firstName: 'Lydia',
        givenTo: '"Roof for Grace Chapel"',
        chargeCents: 4000,
        reason: 'The bank account has been closed.',
        failedAt: '2026-11-27T18:00:00Z',
        giveAgainUrl: `${SITE}/donate/roof`,
      }),
      greeting: 'Dear Lydia,',
      facts: ['$40.00', 'Roof for Grace Chapel', 'The bank account has been closed.', 'November 27, 2026', 'No money was taken and no gift was recorded.'],
      links: [`${SITE}/donate/roof`],
    },
  ],
  recurringGiftStopped: [
    {
      template: 'recurring-gift-stopped',
      message: Messages.recurringGiftStopped({
        firstName: 'Epaphras',
        campaignTitle: 'Missionary Support',
        campaignUrl: `${SITE}/donate/missionary-support`,
        giftCents: 1500,
        tipCents: 0,
        reason: 'cancelled_by_donor',
        stoppedAt: '2026-11-27T18:00:00Z',
      }),
      greeting: 'Dear Epaphras,',
      facts: ['$15.00', 'Missionary Support', 'November 27, 2026', 'you stopped it'],
      links: [`${SITE}/donate/missionary-support`],
    },
  ],
  recurringGiftPastDue: [
    {
      template: 'recurring-gift-past-due',
      message: Messages.recurringGiftPastDue({
        firstName: 'Lydia',
        campaignTitle: 'Missionary Support',
        giftCents: 2500,
        tipCents: 250,
        failedAt: '2026-11-27T18:00:00Z',
        nextRetryAt: '2026-11-30T18:00:00Z',
        updateUrl: `${SITE}/give/update-payment?token=abc.def`,
      }),
      greeting: 'Dear Lydia,',
      facts: ['$27.50', 'Missionary Support', 'November 27, 2026', 'November 30, 2026', 'declined'],
      links: [`${SITE}/give/update-payment?token=abc.def`],
    },
  ],
  campaignUpdate: [
    {
      template: 'campaign-update',
      message: campaignUpdate({
        firstName: 'Ruth',
        campaignTitle: 'Bus',
        title: 'Brakes ordered',
        body: 'Parts arrive Tuesday.\n\nThank you!',
        imageUrl: `${SITE}/uploads/brakes.webp`,
        campaignUrl: `${SITE}/donate/bus`,
        unsubscribeUrl: UNSUBSCRIBE,
        oneClickUnsubscribeUrl: ONE_CLICK,
      }),
      greeting: 'Dear Ruth,',
      facts: ['Brakes ordered', 'Parts arrive Tuesday.', 'Thank you!', 'because you gave to "Bus"'],
      links: [`${SITE}/uploads/brakes.webp`, `${SITE}/donate/bus`, UNSUBSCRIBE],
    },
  ],
  campaignUpdateDigest: [
    {
      template: 'campaign-update-digest',
      message: Messages.campaignUpdateDigest({
        firstName: 'Ruth',
        campaignTitle: 'Bus',
        updates: [
          { title: 'Brakes ordered', body: 'Parts arrive Tuesday.', imageUrl: null },
          { title: 'Bus repaired', body: 'On the road again.', imageUrl: `${SITE}/uploads/bus.webp` },
        ],
        campaignUrl: `${SITE}/donate/bus`,
        unsubscribeUrl: UNSUBSCRIBE,
        oneClickUnsubscribeUrl: ONE_CLICK,
      }),
      greeting: 'Dear Ruth,',
      facts: ['2 updates', '1. Brakes ordered', 'Parts arrive Tuesday.', '2. Bus repaired', 'On the road again.', 'at most one email a day'],
      links: [`${SITE}/uploads/bus.webp`, `${SITE}/donate/bus`, UNSUBSCRIBE],
    },
  ],
  payoutPaid: [
    {
      template: 'payout-paid',
      message: Messages.payoutPaid({ firstName: 'Priscilla', username: 'priscilla_t', campaignTitle: 'Tentmakers Fund', amountCents: 4000, paidAt: '2026-11-27T18:00:00Z', transferId: 'tr_1', payoutsUrl: `${SITE}/profile?tab=payouts` }),
      greeting: 'Dear Priscilla,',
      facts: ['$40.00', 'Tentmakers Fund', 'November 27, 2026', 'tr_1'],
      links: [`${SITE}/profile?tab=payouts`],
    },
  ],
  payoutFailed: [
    {
      template: 'payout-failed',
      message: Messages.payoutFailed({ firstName: 'Priscilla', username: 'priscilla_t', campaignTitle: 'Tentmakers Fund', amountCents: 4000, failedAt: '2026-11-27T18:00:00Z', reason: 'The bank account was closed.', payoutsUrl: `${SITE}/profile?tab=payouts` }),
      greeting: 'Dear Priscilla,',
      facts: ['$40.00', 'Tentmakers Fund', 'November 27, 2026', 'The bank account was closed.'],
      links: [`${SITE}/profile?tab=payouts`],
    },
  ],
  organizerRefund: [
    {
      template: 'organizer-refund',
      message: Messages.organizerRefund({ firstName: 'Lydia', username: 'lydia_p', campaignTitle: 'Well for Kibera', giftCents: 3000, refundedAt: '2026-11-27T18:00:00Z', fundsUrl: `${SITE}/manage-campaigns` }),
      greeting: 'Dear Lydia,',
      facts: ['$30.00', 'Well for Kibera', 'November 27, 2026'],
      links: [`${SITE}/manage-campaigns`],
    },
  ],
  accountClosed: [
    {
      template: 'account-closed',
      message: Messages.accountClosed({ firstName: 'Phoebe', closedAt: '2026-11-27T18:00:00Z' }),
      greeting: 'Dear Phoebe,',
      facts: ['November 27, 2026', 'hello@faithcollective.example'],
      links: [],
    },
  ],
  membershipEnded: [
    {
      template: 'membership-ended',
      message: Messages.membershipEnded({ firstName: 'Phoebe', endedAt: '2026-11-27T18:00:00Z' }),
      greeting: 'Dear Phoebe,',
      facts: ['November 27, 2026', 'Nothing more will be charged'],
      links: [],
    },
  ],
};

const unescapeHtml = (html: string) =>
  html.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((m) => unescapeHtml(m[1]));
/** The words a reader sees in the HTML (tags dropped, entities read). */
const visibleText = (html: string) => unescapeHtml(html.replace(/<head>[\s\S]*<\/head>/, '').replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ');

describe('mail templates', () => {
  it('formats money as US dollars', () => {
    expect([0, 5, 2875, 123456789, -150].map(dollars)).toEqual(['$0.00', '$0.05', '$28.75', '$1,234,567.89', '-$1.50']);
  });

  it('every template the platform sends has a case below', () => {
    const templates = Object.entries(Messages).filter(([, value]) => typeof value === 'function').map(([name]) => name);
    expect(Object.keys(CASES).sort()).toEqual(templates.sort());
  });

  it("the emails' palette is the site's (navy and gold of the web theme, its text colors)", () => {
    expect(EMAIL_COLORS.navy).toBe(brand.navy);
    expect(EMAIL_COLORS.gold).toBe(brand.gold);
    expect(EMAIL_COLORS.page).toBe(lightTokens?.colorBgLayout);
    expect(EMAIL_COLORS.text).toBe(lightTokens?.colorText);
    expect(EMAIL_COLORS.textSecondary).toBe(lightTokens?.colorTextSecondary);
  });

  describe.each(Object.values(CASES).flat().map((c) => [c.template, c] as const))('%s', (_template, c) => {
    const mail = render(c.message, LAYOUT);

    it('wears the brand: navy and gold, no indigo, no color outside the palette, the mark and the name on top', () => {
      expect(mail.html).toContain(EMAIL_COLORS.navy);
      expect(mail.html).toContain(EMAIL_COLORS.gold);
      expect(mail.html.toLowerCase()).not.toContain('#3730a3');
      const palette = new Set<string>(Object.values(EMAIL_COLORS));
      for (const [color] of mail.html.matchAll(/#[0-9a-f]{3,8}\b/gi)) expect(palette).toContain(color.toLowerCase());
      // The mark is an image served by the site, decorative beside the name, which stays readable with images blocked.
      expect(mail.html).toContain(`<img src="${LAYOUT.brandMarkUrl}" width="32" height="32" alt=""`);
      const withoutImages = visibleText(mail.html.replace(/<img[^>]*>/g, ''));
      expect(withoutImages.trimStart().startsWith('Faith Collective')).toBe(true);
      expect(hrefs(mail.html)[0]).toBe(LAYOUT.siteUrl);
      // Laid out in tables, styled inline (what Gmail and Outlook render alike).
      expect(mail.html).not.toMatch(/<style|<link|class="/);
      expect(mail.html).toContain('role="presentation"');
    });

    it('greets by first name, in both parts', () => {
      expect(mail.text).toContain(`\n${c.greeting}\n`);
      expect(visibleText(mail.html)).toContain(c.greeting);
    });

    it('has a plain-text part as good as the HTML: the same facts, every link written out', () => {
      expect(mail.text.trim().length).toBeGreaterThan(100);
      expect(mail.text).not.toMatch(/<[a-z][^>]*>|&amp;|&quot;/i);
      for (const fact of c.facts) {
        expect(mail.text).toContain(fact);
        expect(visibleText(mail.html)).toContain(fact);
      }
      for (const link of c.links) {
        expect(mail.text).toContain(link);
        expect(hrefs(mail.html)).toContain(link);
      }
      // Whatever the HTML links to, the text spells out (the site's address included).
      for (const href of hrefs(mail.html)) expect(mail.text).toContain(href);
      expect(mail.text).toContain(FOOTER);
      expect(visibleText(mail.html)).toContain(FOOTER);
    });
  });

  it('greets a member who gave no first name by their username, and someone we know no name of plainly', () => {
    const noFirstName = { firstName: null, username: 'ruth_audit' };
    expect(render(Messages.welcome({ ...noFirstName, verifyUrl: `${SITE}/v`, expiresAt: '2026-12-04T18:00:00Z' }), LAYOUT).text).toContain('\nWelcome, ruth_audit!\n');
    expect(render(Messages.passwordReset({ ...noFirstName, resetUrl: `${SITE}/r`, expiresAt: '2026-12-04T18:00:00Z' }), LAYOUT).text).toContain('\nDear ruth_audit,\n');
    expect(render(Messages.campaignApproved({ ...noFirstName, campaignTitle: 'Roof', campaignUrl: `${SITE}/donate/roof` }), LAYOUT).text).toContain('\nDear ruth_audit,\n');
    // A first name wins over the username; blanks are no name.
    expect(render(Messages.welcome({ firstName: ' Ruth ', username: 'ruth_audit', verifyUrl: `${SITE}/v`, expiresAt: '2026-12-04T18:00:00Z' }), LAYOUT).text).toContain('\nWelcome, Ruth!\n');
    expect(render(Messages.refundNotice({ firstName: '  ', campaignTitle: 'Roof', giftCents: 100, tipCents: 0, refundedAt: '2026-11-27T18:00:00Z', refundId: 're_1' }), LAYOUT).text).toContain('\nHello,\n');
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
        organizationName: 'Faith Collective',
        taxStatement: 'No goods or services were provided in exchange for these contributions.',
      }),
      LAYOUT,
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
      expect(body).toContain(FOOTER);
      expect(body).toContain('pi_123');
    }
    // Not bulk mail: no unsubscribe header.
    expect(mail.oneClickUnsubscribeUrl).toBeNull();
  });

  it("an update email carries the campaign's unsubscribe link in both parts, and its one-click address for the List-Unsubscribe header", () => {
    const mail = render(
      campaignUpdate({
        firstName: null,
        campaignTitle: 'Bus',
        title: 'Brakes ordered',
        body: 'Parts arrive Tuesday.\n\nThank you!',
        imageUrl: null,
        campaignUrl: 'https://give.example/donate/bus',
        unsubscribeUrl: 'https://give.example/unsubscribe?campaign=c&email=a%40b.org&token=t',
        oneClickUnsubscribeUrl: 'https://give.example/api/campaigns/c/updates/unsubscribe/one-click?email=a%40b.org&token=t',
      }),
      LAYOUT,
    );
    expect(mail.subject).toBe('Bus: Brakes ordered');
    expect(mail.text).toContain("Stop this campaign's updates: https://give.example/unsubscribe?campaign=c&email=a%40b.org&token=t");
    expect(mail.html).toContain('href="https://give.example/unsubscribe?campaign=c&amp;email=a%40b.org&amp;token=t"');
    expect(mail.text).toContain('> Parts arrive Tuesday.');
    expect(mail.oneClickUnsubscribeUrl).toBe('https://give.example/api/campaigns/c/updates/unsubscribe/one-click?email=a%40b.org&token=t');
    // US English, as the spec and the rest of the product (issue 35: the update email said "organiser").
    expect(mail.text).toContain('The organizer of "Bus", a campaign you gave to, posted an update:');
  });
});
