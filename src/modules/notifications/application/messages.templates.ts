import { dateTime, dollars, greet, longDate, PRODUCT_NAME, receiptDate, type MessageDescription } from './mail-layout.templates.js';

/** The words of every message (one function per template). Links are absolute, built by the caller. */

/** Who a message greets: by first name, else (a member who gave none) by username. */
export interface Recipient {
  firstName: string | null;
  username?: string | null;
}

/** How a gift was paid, as its receipt prints it: the method, and the processing fee the donor covered (0: none). */
export interface PaidWith {
  paymentMethod?: 'card' | 'us_bank_account' | 'wallet';
  feeCoveredCents?: number;
}

const METHOD_NAMES = { card: 'Card', us_bank_account: 'Bank account (ACH)', wallet: 'Wallet (Apple Pay or Google Pay)' } as const;

/** The receipt's rows for the fee the donor covered and the method they paid with (none for a plain card gift). */
function paidWithRows(i: PaidWith): [string, string][] {
  return [
    ...((i.feeCoveredCents ?? 0) > 0 ? ([['Processing fee you covered', dollars(i.feeCoveredCents!)]] as [string, string][]) : []),
    ...(i.paymentMethod && i.paymentMethod !== 'card' ? ([['Paid with', METHOD_NAMES[i.paymentMethod]]] as [string, string][]) : []),
  ];
}

export interface ReceiptInput extends Recipient, PaidWith {
  campaignTitle: string;
  campaignUrl: string;
  giftCents: number;
  tipCents: number;
  completedAt: string;
  transactionId: string;
  monthly: boolean;
  /** For a monthly gift: where its donor manages or stops it (a guest's signed link). */
  manageUrl: string | null;
  organizationName: string;
  taxStatement: string;
}

export function donationReceipt(i: ReceiptInput): MessageDescription {
  const total = i.giftCents + i.tipCents + (i.feeCoveredCents ?? 0);
  return {
    subject: `Your receipt: ${dollars(total)} to ${i.campaignTitle}`,
    greeting: greet(i.firstName, i.username),
    blocks: [
      { kind: 'paragraph', text: `Thank you for your ${i.monthly ? 'monthly gift' : 'gift'} to "${i.campaignTitle}". This email is your receipt.` },
      {
        kind: 'details',
        rows: [
          ['Campaign', i.campaignTitle],
          ['Gift', dollars(i.giftCents)],
          [`Tip to ${PRODUCT_NAME}`, dollars(i.tipCents)],
          ...paidWithRows(i),
          ['Total charged', dollars(total)],
          ['Date', receiptDate(i.completedAt)],
          ['Transaction ID', i.transactionId],
          ...(i.monthly ? ([['Schedule', 'Monthly, until you stop it']] as [string, string][]) : []),
        ],
      },
      ...(i.manageUrl
        ? ([
            { kind: 'paragraph', text: 'You can change your mind at any time: stop this monthly gift from the link below. Keep this email: the link is yours alone.' },
            { kind: 'action', label: 'Manage or stop your monthly gift', url: i.manageUrl },
          ] as const)
        : []),
      { kind: 'small', text: `Received by ${i.organizationName}. ${i.taxStatement}` },
      { kind: 'action', label: 'See the campaign', url: i.campaignUrl },
    ],
  };
}

/** A gift to an organization: it is the charity of record, and the receipt lists each fund's part. */
export interface OrganizationReceiptInput extends Recipient, PaidWith {
  organization: { name: string; ein: string; address: string };
  parts: { fundName: string; cents: number }[];
  giftCents: number;
  tipCents: number;
  completedAt: string;
  transactionId: string;
  pageUrl: string;
}

export function organizationGiftReceipt(i: OrganizationReceiptInput): MessageDescription {
  const total = i.giftCents + i.tipCents + (i.feeCoveredCents ?? 0);
  const org = i.organization;
  return {
    subject: `Your receipt: ${dollars(total)} to ${org.name}`,
    greeting: greet(i.firstName, i.username),
    blocks: [
      { kind: 'paragraph', text: `Thank you for your gift to ${org.name}. This email is your receipt.` },
      {
        kind: 'details',
        rows: [
          ['Given to', org.name],
          ...i.parts.map((p): [string, string] => [p.fundName, dollars(p.cents)]),
          ['Gift', dollars(i.giftCents)],
          [`Tip to ${PRODUCT_NAME}`, dollars(i.tipCents)],
          ...paidWithRows(i),
          ['Total charged', dollars(total)],
          ['Date', receiptDate(i.completedAt)],
          ['Transaction ID', i.transactionId],
        ],
      },
      {
        kind: 'small',
        text: `Received by ${org.name}, ${org.address} (EIN ${org.ein}). No goods or services were provided in exchange for this gift. Your tip to ${PRODUCT_NAME} is not part of your gift to ${org.name}.`,
      },
      { kind: 'action', label: `See ${org.name}`, url: i.pageUrl },
    ],
  };
}

/** A bank payment that was processing failed: nothing was taken or credited, and the donor is told why. */
export function bankPaymentFailed(
  i: Recipient & { givenTo: string; chargeCents: number; reason: string; failedAt: string; giveAgainUrl: string },
): MessageDescription {
  return {
    subject: `Your bank payment of ${dollars(i.chargeCents)} to ${i.givenTo} did not go through`,
    greeting: greet(i.firstName, i.username),
    blocks: [
      {
        kind: 'paragraph',
        text: `Your bank payment of ${dollars(i.chargeCents)} to ${i.givenTo} did not go through: your bank returned it on ${longDate(i.failedAt)}, saying “${i.reason}” No money was taken and no gift was recorded.`,
      },
      { kind: 'paragraph', text: 'If you would still like to give, you can try again with another bank account or a card.' },
      { kind: 'action', label: 'Give again', url: i.giveAgainUrl },
    ],
  };
}

export function membershipReceipt(i: Recipient & { amountCents: number; paidAt: string; transactionId: string; profileUrl: string }): MessageDescription {
  return {
    subject: `Your receipt: ${dollars(i.amountCents)} for your business network membership`,
    greeting: greet(i.firstName, i.username),
    blocks: [
      { kind: 'paragraph', text: `Thank you for your ${PRODUCT_NAME} business network membership. This email is your receipt for this month.` },
      {
        kind: 'details',
        rows: [
          ['For', 'Business network membership (monthly)'],
          ['Amount', dollars(i.amountCents)],
          ['Date', receiptDate(i.paidAt)],
          ['Transaction ID', i.transactionId],
        ],
      },
      { kind: 'small', text: 'A membership payment buys a service: it is not a charitable contribution and is not tax-deductible.' },
      { kind: 'action', label: 'See your membership', url: i.profileUrl },
    ],
  };
}

export function organizerGift(i: Recipient & { campaignTitle: string; donorName: string; giftCents: number; completedAt: string; manageUrl: string }): MessageDescription {
  return {
    subject: `New gift to ${i.campaignTitle}: ${dollars(i.giftCents)}`,
    greeting: greet(i.firstName, i.username),
    blocks: [
      { kind: 'paragraph', text: `${i.donorName} gave ${dollars(i.giftCents)} to "${i.campaignTitle}" on ${longDate(i.completedAt)}.` },
      { kind: 'action', label: 'See your donors', url: i.manageUrl },
    ],
  };
}

/** Gifts that came together (a burst on a busy campaign): one notice listing each of them. */
export function organizerGifts(i: Recipient & {
  campaignTitle: string;
  gifts: { donorName: string; giftCents: number; completedAt: string }[];
  manageUrl: string;
}): MessageDescription {
  const total = i.gifts.reduce((sum, gift) => sum + gift.giftCents, 0);
  return {
    subject: `${i.gifts.length} new gifts to ${i.campaignTitle}: ${dollars(total)}`,
    greeting: greet(i.firstName, i.username),
    blocks: [
      { kind: 'paragraph', text: `${i.gifts.length} gifts came to "${i.campaignTitle}" within moments of each other, ${dollars(total)} in all:` },
      { kind: 'details', rows: i.gifts.map((gift) => [gift.donorName, `${dollars(gift.giftCents)}, ${dateTime(gift.completedAt)}`]) },
      { kind: 'action', label: 'See your donors', url: i.manageUrl },
    ],
  };
}

export function campaignApproved(i: Recipient & { campaignTitle: string; campaignUrl: string }): MessageDescription {
  return {
    subject: `Your campaign is live: ${i.campaignTitle}`,
    greeting: greet(i.firstName, i.username),
    blocks: [
      { kind: 'paragraph', text: `Good news: "${i.campaignTitle}" was approved and is now public. Share it with the people who care about it.` },
      { kind: 'action', label: 'See your campaign', url: i.campaignUrl },
    ],
  };
}

export function campaignRejected(i: Recipient & { campaignTitle: string; reason: string | null; manageUrl: string }): MessageDescription {
  return {
    subject: `Your campaign was not approved: ${i.campaignTitle}`,
    greeting: greet(i.firstName, i.username),
    blocks: [
      { kind: 'paragraph', text: `We reviewed "${i.campaignTitle}" and could not approve it.` },
      ...(i.reason ? [{ kind: 'paragraph' as const, text: "The moderator's reason:" }, { kind: 'quote' as const, text: i.reason }] : []),
      { kind: 'paragraph', text: 'The reason stays with the campaign in Manage Campaigns. If you have a question, or would like us to look again once it is addressed, reply to this email or write to hello@faithcollective.example.' },
      { kind: 'action', label: 'Manage your campaigns', url: i.manageUrl },
    ],
  };
}

/** The owner's edit of their approved campaign was approved: it is public now. */
export function campaignEditApproved(i: Recipient & { campaignTitle: string; campaignUrl: string }): MessageDescription {
  return {
    subject: `Your changes are live: ${i.campaignTitle}`,
    greeting: greet(i.firstName, i.username),
    blocks: [
      { kind: 'paragraph', text: `We reviewed your changes to "${i.campaignTitle}" and approved them. Your campaign's page shows them now.` },
      { kind: 'action', label: 'See your campaign', url: i.campaignUrl },
    ],
  };
}

/** The owner's edit of their approved campaign was not approved: it was dropped, the approved version stays. */
export function campaignEditRejected(i: Recipient & { campaignTitle: string; reason: string | null; manageUrl: string }): MessageDescription {
  return {
    subject: `Your changes were not approved: ${i.campaignTitle}`,
    greeting: greet(i.firstName, i.username),
    blocks: [
      { kind: 'paragraph', text: `We reviewed your changes to "${i.campaignTitle}" and could not approve them. Your campaign stays as it was approved.` },
      ...(i.reason ? [{ kind: 'paragraph' as const, text: "The moderator's reason:" }, { kind: 'quote' as const, text: i.reason }] : []),
      { kind: 'paragraph', text: 'You can edit the campaign again; your new changes will be reviewed.' },
      { kind: 'action', label: 'Manage your campaigns', url: i.manageUrl },
    ],
  };
}

export function sponsorshipDecided(i: Recipient & { approved: boolean; reason: string | null; url: string }): MessageDescription {
  return i.approved
    ? {
        subject: 'Your sponsorship application was approved',
        greeting: greet(i.firstName, i.username),
        blocks: [
          { kind: 'paragraph', text: `Welcome to the ${PRODUCT_NAME} creator sponsorship. Your application was approved; we will be in touch about next steps.` },
          { kind: 'action', label: 'See the creator hub', url: i.url },
        ],
      }
    : {
        subject: 'Your sponsorship application was not approved',
        greeting: greet(i.firstName, i.username),
        blocks: [
          { kind: 'paragraph', text: 'Thank you for applying. We reviewed your sponsorship application and could not approve it this time.' },
          ...(i.reason ? [{ kind: 'paragraph' as const, text: "The moderator's reason:" }, { kind: 'quote' as const, text: i.reason }] : []),
          { kind: 'action', label: 'See the creator hub', url: i.url },
        ],
      };
}

/** A member's own account mail: greeted by first name, else by the username they chose. */
type Member = { firstName: string | null; username: string };

export function welcome(i: Member & { verifyUrl: string; expiresAt: string }): MessageDescription {
  return {
    subject: `Welcome to ${PRODUCT_NAME}: please confirm your email address`,
    greeting: `Welcome, ${i.firstName?.trim() || i.username}!`,
    blocks: [
      { kind: 'paragraph', text: `Thank you for joining ${PRODUCT_NAME}. You sign in as ${i.username}. Please confirm that this address is yours.` },
      { kind: 'action', label: 'Confirm my email address', url: i.verifyUrl },
      { kind: 'small', text: `The link works until ${dateTime(i.expiresAt)}. If you did not sign up, ignore this email.` },
    ],
  };
}

export function verifyEmail(i: Member & { verifyUrl: string; expiresAt: string }): MessageDescription {
  return {
    subject: 'Confirm your email address',
    greeting: greet(i.firstName, i.username),
    blocks: [
      { kind: 'paragraph', text: `Please confirm that this address belongs to your ${PRODUCT_NAME} account, ${i.username}.` },
      { kind: 'action', label: 'Confirm my email address', url: i.verifyUrl },
      { kind: 'small', text: `The link works until ${dateTime(i.expiresAt)}. If you did not ask for it, ignore this email.` },
    ],
  };
}

export function passwordReset(i: Member & { resetUrl: string; expiresAt: string }): MessageDescription {
  return {
    subject: `Reset your ${PRODUCT_NAME} password`,
    greeting: greet(i.firstName, i.username),
    blocks: [
      { kind: 'paragraph', text: `Someone asked to reset the password of your account, ${i.username}. If it was you, choose a new password here:` },
      { kind: 'action', label: 'Choose a new password', url: i.resetUrl },
      { kind: 'small', text: `The link works once, until ${dateTime(i.expiresAt)}. If you did not ask for it, ignore this email: your password stays as it is.` },
    ],
  };
}

const ROLE_WORDS: Record<string, string> = {
  admin: 'an admin (everything: its team, funds, giving and settings)',
  treasurer: 'a treasurer (its funds, giving reports, exports and refunds)',
  counter: 'a counter (recording offline gifts)',
};

/** An organization's admin invited someone without an account to its team. */
export function organizationInvitation(i: { organizationName: string; inviterName: string; role: string; joinUrl: string; expiresAt: string }): MessageDescription {
  return {
    subject: `${i.inviterName} invited you to the team of ${i.organizationName} on ${PRODUCT_NAME}`,
    greeting: 'Hello,',
    blocks: [
      { kind: 'paragraph', text: `${i.inviterName} invited you to serve ${i.organizationName} on ${PRODUCT_NAME} as ${ROLE_WORDS[i.role] ?? i.role}.` },
      { kind: 'paragraph', text: 'Sign in, or create your free account, from the link below, and you join the team at once.' },
      { kind: 'action', label: `Join ${i.organizationName}`, url: i.joinUrl },
      { kind: 'small', text: `The link is yours alone and works once, until ${dateTime(i.expiresAt)}. If you were not expecting it, ignore this email.` },
    ],
  };
}

export function passwordChanged(i: Member & { changedAt: string; resetUrl: string }): MessageDescription {
  return {
    subject: `Your ${PRODUCT_NAME} password was changed`,
    greeting: greet(i.firstName, i.username),
    blocks: [
      { kind: 'paragraph', text: `The password of your account, ${i.username}, was changed on ${dateTime(i.changedAt)}. Other signed-in devices were signed out.` },
      { kind: 'paragraph', text: 'If this was not you, reset your password now and write to hello@faithcollective.example.' },
      { kind: 'action', label: 'Reset my password', url: i.resetUrl },
    ],
  };
}

/** `organizationName` instead of `campaignTitle`: a gift to an organization. */
export function refundNotice(
  i: Recipient & ({ campaignTitle: string; organizationName?: undefined } | { organizationName: string; campaignTitle?: undefined }) & {
    giftCents: number;
    tipCents: number;
    /** The processing fee the donor had covered, refunded with the gift (0 or absent when none). */
    feeCoveredCents?: number;
    refundedAt: string;
    refundId: string;
  },
): MessageDescription {
  const givenTo = i.organizationName ?? `"${i.campaignTitle}"`;
  const fee = i.feeCoveredCents ?? 0;
  return {
    subject: `Your gift to ${i.organizationName ?? i.campaignTitle} was refunded`,
    greeting: greet(i.firstName, i.username),
    blocks: [
      { kind: 'paragraph', text: `Your gift to ${givenTo} was refunded in full. It may take 5 to 10 business days to show on your statement.` },
      {
        kind: 'details',
        rows: [
          i.organizationName ? ['Given to', i.organizationName] : ['Campaign', i.campaignTitle!],
          ['Gift refunded', dollars(i.giftCents)],
          ['Tip refunded', dollars(i.tipCents)],
          ...(fee > 0 ? ([['Processing fee refunded', dollars(fee)]] as [string, string][]) : []),
          ['Total refunded', dollars(i.giftCents + i.tipCents + fee)],
          ['Date', receiptDate(i.refundedAt)],
          ['Refund ID', i.refundId],
        ],
      },
      { kind: 'small', text: 'A refunded gift is no longer a tax-deductible contribution: keep this notice with your receipt.' },
    ],
  };
}

const STOP_REASONS = {
  cancelled_by_donor: 'you stopped it',
  campaign_closed: 'the campaign has ended or was closed',
  payment_failed: 'your card could not be charged',
  account_closed: `you closed your ${PRODUCT_NAME} account`,
} as const;

export function recurringGiftStopped(i: Recipient & {
  campaignTitle: string;
  campaignUrl: string;
  giftCents: number;
  tipCents: number;
  reason: keyof typeof STOP_REASONS;
  stoppedAt: string;
}): MessageDescription {
  return {
    subject: `Your monthly gift to ${i.campaignTitle} has stopped`,
    greeting: greet(i.firstName, i.username),
    blocks: [
      {
        kind: 'paragraph',
        text: `Your monthly gift of ${dollars(i.giftCents + i.tipCents)} to "${i.campaignTitle}" stopped on ${longDate(i.stoppedAt)} because ${STOP_REASONS[i.reason]}. Nothing more will be charged.`,
      },
      { kind: 'paragraph', text: 'Thank you for every month you gave.' },
      { kind: 'action', label: 'See the campaign', url: i.campaignUrl },
    ],
  };
}

/** A month of a monthly gift could not be charged: the donor is asked to update their card (once per unpaid month). */
export function recurringGiftPastDue(i: Recipient & {
  campaignTitle: string;
  giftCents: number;
  tipCents: number;
  failedAt: string;
  nextRetryAt: string | null;
  updateUrl: string;
}): MessageDescription {
  return {
    subject: `Your monthly gift to ${i.campaignTitle} could not be charged`,
    greeting: greet(i.firstName, i.username),
    blocks: [
      {
        kind: 'paragraph',
        text: `We tried to charge your monthly gift of ${dollars(i.giftCents + i.tipCents)} to "${i.campaignTitle}" on ${longDate(i.failedAt)}, but your card was declined.`,
      },
      {
        kind: 'paragraph',
        text: i.nextRetryAt
          ? `We will try your card again on ${longDate(i.nextRetryAt)}. To keep your gift going, please update your card: this month's gift is then charged at once.`
          : "To keep your gift going, please update your card: this month's gift is then charged at once.",
      },
      { kind: 'action', label: 'Update your card', url: i.updateUrl },
      { kind: 'small', text: 'If the card cannot be charged after our last try, your monthly gift stops and nothing more is charged.' },
    ],
  };
}

export function campaignUpdate(i: Recipient & {
  campaignTitle: string;
  title: string;
  body: string;
  imageUrl: string | null;
  campaignUrl: string;
  unsubscribeUrl: string;
  /** Where a mail provider's unsubscribe button POSTs (List-Unsubscribe, RFC 8058). */
  oneClickUnsubscribeUrl: string;
}): MessageDescription {
  return {
    subject: `${i.campaignTitle}: ${i.title}`,
    greeting: greet(i.firstName, i.username),
    blocks: [
      { kind: 'paragraph', text: `The organizer of "${i.campaignTitle}", a campaign you gave to, posted an update:` },
      { kind: 'paragraph', text: i.title },
      { kind: 'quote', text: i.body },
      ...(i.imageUrl ? [{ kind: 'action' as const, label: 'See the photo', url: i.imageUrl }] : []),
      { kind: 'action', label: 'Read it on the campaign page', url: i.campaignUrl },
    ],
    footnote: {
      text: `You get this email because you gave to "${i.campaignTitle}".`,
      link: { label: "Stop this campaign's updates", url: i.unsubscribeUrl },
    },
    oneClickUnsubscribeUrl: i.oneClickUnsubscribeUrl,
  };
}

/**
 * Several approved updates of one campaign in one email: those that came after the day's update email, sent
 * together the next day (a donor gets at most one update email per campaign a day), oldest first.
 */
export function campaignUpdateDigest(i: Recipient & {
  campaignTitle: string;
  updates: { title: string; body: string; imageUrl: string | null }[];
  campaignUrl: string;
  unsubscribeUrl: string;
  /** Where a mail provider's unsubscribe button POSTs (List-Unsubscribe, RFC 8058). */
  oneClickUnsubscribeUrl: string;
}): MessageDescription {
  return {
    subject: `${i.campaignTitle}: ${i.updates.length} new updates`,
    greeting: greet(i.firstName, i.username),
    blocks: [
      { kind: 'paragraph', text: `The organizer of "${i.campaignTitle}", a campaign you gave to, posted ${i.updates.length} updates:` },
      ...i.updates.flatMap((u, n) => [
        { kind: 'paragraph' as const, text: `${n + 1}. ${u.title}` },
        { kind: 'quote' as const, text: u.body },
        ...(u.imageUrl ? [{ kind: 'action' as const, label: 'See the photo', url: u.imageUrl }] : []),
      ]),
      { kind: 'action', label: 'Read them on the campaign page', url: i.campaignUrl },
    ],
    footnote: {
      text: `You get this email because you gave to "${i.campaignTitle}". You get at most one email a day about its updates.`,
      link: { label: "Stop this campaign's updates", url: i.unsubscribeUrl },
    },
    oneClickUnsubscribeUrl: i.oneClickUnsubscribeUrl,
  };
}

/** The organizer's payout reached the provider: the money is on its way to their bank. */
export function payoutPaid(i: Recipient & { campaignTitle: string; amountCents: number; paidAt: string; transferId: string; payoutsUrl: string }): MessageDescription {
  return {
    subject: `Payout sent: ${dollars(i.amountCents)} from ${i.campaignTitle}`,
    greeting: greet(i.firstName, i.username),
    blocks: [
      {
        kind: 'paragraph',
        text: `We sent ${dollars(i.amountCents)} from "${i.campaignTitle}" to your payout account. Banks usually show it within 2 business days.`,
      },
      {
        kind: 'details',
        rows: [
          ['Campaign', i.campaignTitle],
          ['Amount', dollars(i.amountCents)],
          ['Sent', dateTime(i.paidAt)],
          ['Transfer ID', i.transferId],
        ],
      },
      { kind: 'action', label: 'See your payouts', url: i.payoutsUrl },
    ],
  };
}

/** The provider refused a payout: the money is back in the campaign's funds. */
export function payoutFailed(i: Recipient & { campaignTitle: string; amountCents: number; failedAt: string; reason: string; payoutsUrl: string }): MessageDescription {
  return {
    subject: `Payout not sent: ${dollars(i.amountCents)} from ${i.campaignTitle}`,
    greeting: greet(i.firstName, i.username),
    blocks: [
      {
        kind: 'paragraph',
        text: `Your payout of ${dollars(i.amountCents)} from "${i.campaignTitle}" could not be sent. The money is back in the campaign's funds, available to pay out once your payout account can receive it.`,
      },
      {
        kind: 'details',
        rows: [
          ['Campaign', i.campaignTitle],
          ['Amount', dollars(i.amountCents)],
          ['When', dateTime(i.failedAt)],
          ['Reason', i.reason],
        ],
      },
      { kind: 'action', label: 'Check your payout account', url: i.payoutsUrl },
    ],
  };
}

/** A gift to the organizer's campaign was refunded to its donor. */
export function organizerRefund(i: Recipient & { campaignTitle: string; giftCents: number; refundedAt: string; fundsUrl: string }): MessageDescription {
  return {
    subject: `A gift to ${i.campaignTitle} was refunded: ${dollars(i.giftCents)}`,
    greeting: greet(i.firstName, i.username),
    blocks: [
      {
        kind: 'paragraph',
        text: `A gift of ${dollars(i.giftCents)} to "${i.campaignTitle}" was refunded to its donor on ${longDate(i.refundedAt)}. It no longer counts toward the campaign's total.`,
      },
      { kind: 'action', label: "See the campaign's funds", url: i.fundsUrl },
    ],
  };
}

/** The member closed their account: the confirmation, at the address it had. */
export function accountClosed(i: Recipient & { closedAt: string }): MessageDescription {
  return {
    subject: `Your ${PRODUCT_NAME} account is closed`,
    greeting: greet(i.firstName, i.username),
    blocks: [
      { kind: 'paragraph', text: `Your ${PRODUCT_NAME} account was closed on ${longDate(i.closedAt)}, as you asked. Your personal details were erased and you were signed out everywhere.` },
      {
        kind: 'paragraph',
        text: 'Any monthly gifts and your business network membership stop with it: nothing more will be charged, and you will get a notice for each. Gifts you gave stay with the campaigns you gave them to; receipts already sent to you remain valid.',
      },
      { kind: 'small', text: `If you did not close your account, reply to this email or write to hello@faithcollective.example at once.` },
    ],
  };
}

/** A business-network membership ended with the member's account. */
export function membershipEnded(i: Recipient & { endedAt: string }): MessageDescription {
  return {
    subject: 'Your business network membership has ended',
    greeting: greet(i.firstName, i.username),
    blocks: [
      {
        kind: 'paragraph',
        text: `Your ${PRODUCT_NAME} business network membership ended on ${longDate(i.endedAt)} because you closed your account. Nothing more will be charged, and your business profile was taken out of the directory.`,
      },
    ],
  };
}
