import type { components } from '../../api/schema.js';
import { formatDate, formatMoney, PLATFORM_TIME_ZONE_NAME } from '../../lib/format.js';

type CampaignCompletion = components['schemas']['DonationCompletionResponse'];

/**
 * A recorded gift as POST /api/donations/complete answers it: to a campaign, or to an organization's funds (then
 * the campaign's fields are null, the organization's are set, and `allocations` has each fund's part; its charity of
 * record is the organization). The organization fields are not in the generated contract yet.
 */
export type DonationCompletion = Omit<CampaignCompletion, 'campaignId' | 'campaignSlug' | 'campaignTitle'> & {
  campaignId: string | null;
  campaignSlug: string | null;
  campaignTitle: string | null;
  organizationId?: string | null;
  organizationName?: string | null;
  organizationSlug?: string | null;
  allocations?: { fundId: string; fundName: string; amount: string }[] | null;
};

/** What the gift was given to, as the receipt names it: the campaign's title, or the organization's name. */
export function recipientOf(donation: Pick<DonationCompletion, 'campaignTitle' | 'organizationName'>): string {
  return donation.organizationName ?? donation.campaignTitle ?? '';
}

/** An organization gift's parts, one per fund (empty for a campaign gift). */
export function fundPartsOf(donation: Pick<DonationCompletion, 'allocations'>): { fundName: string; amount: string }[] {
  return donation.allocations ?? [];
}

/** The receipt's tax note, naming the charity of record that received the gift. */
export function taxNote(donation: Pick<DonationCompletion, 'charity'>): string {
  return `${donation.charity.name} is a registered 501(c)(3) nonprofit organization (EIN ${donation.charity.ein}). No goods or services were provided in exchange for this donation. Please keep this receipt for your records.`;
}

/** The gift's date as receipts write it: the platform's day, its zone named ("Nov 28, 2026 (Central Time)"). */
export function receiptDate(donation: Pick<DonationCompletion, 'createdAt'>): string {
  return `${formatDate(donation.createdAt)} (${PLATFORM_TIME_ZONE_NAME})`;
}

const toCents = (dollars: string | number) => Math.round((Number.parseFloat(String(dollars)) || 0) * 100);

/** The gift plus the tip (what the card was charged), in dollars. */
export function totalOf(donation: Pick<DonationCompletion, 'amount' | 'tip'>): number {
  return (toCents(donation.amount) + toCents(donation.tip)) / 100;
}

export function hasTip(donation: Pick<DonationCompletion, 'tip'>): boolean {
  return toCents(donation.tip) > 0;
}

export function receiptFileName(donation: Pick<DonationCompletion, 'id'>): string {
  return `donation-receipt-${donation.id}.txt`;
}

/**
 * The receipt (spec section 9): campaign, amount, tip (only when above 0), total (amount plus tip), date,
 * transaction id and message, one per line, then the tax note. Above them, what makes it a receipt a donor can
 * file: the charity of record (name, EIN, address) and the donor's name (when the browser that paid asked).
 */
export function receiptText(donation: DonationCompletion): string {
  const lines = [
    'Faith Collective - Donation Receipt',
    '',
    `Received by: ${donation.charity.name}`,
    `EIN: ${donation.charity.ein}`,
    `Address: ${donation.charity.address}`,
    ...(donation.donorName ? [`Donor: ${donation.donorName}`] : []),
    '',
    donation.organizationName ? `Organization: ${donation.organizationName}` : `Campaign: ${donation.campaignTitle ?? ''}`,
    ...fundPartsOf(donation).map((part) => `Fund - ${part.fundName}: ${formatMoney(part.amount)}`),
    `Amount: ${formatMoney(donation.amount)}`,
    ...(hasTip(donation) ? [`Tip: ${formatMoney(donation.tip)}`] : []),
    `Total: ${formatMoney(totalOf(donation))}`,
    `Date: ${receiptDate(donation)}`,
    `Transaction ID: ${donation.transactionId}`,
    `Message: ${donation.message?.trim() || 'None'}`,
    ...(donation.monthlyGift
      ? [
          `Monthly gift: given every month until you stop it${donation.monthlyGift.nextChargeAt ? `; next on ${formatDate(donation.monthlyGift.nextChargeAt)}` : ''}`,
          donation.monthlyGift.managePath
            ? `Manage or stop it: ${typeof window === 'undefined' ? '' : window.location.origin}${donation.monthlyGift.managePath}`
            : 'Manage or stop it: use the link in your receipt email',
        ]
      : []),
    '',
    taxNote(donation),
    '',
  ];
  return lines.join('\n');
}

/** Saves the receipt as a text file through the browser's download. */
export function downloadReceipt(donation: DonationCompletion): void {
  const blob = new Blob([receiptText(donation)], { type: 'text/plain;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = receiptFileName(donation);
  link.rel = 'noopener';
  document.body.appendChild(link);
  try {
    link.click();
  } finally {
    link.remove();
    window.setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}
