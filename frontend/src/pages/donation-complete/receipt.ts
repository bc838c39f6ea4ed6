import type { components } from '../../api/schema.js';
import { formatDate, formatMoney, PLATFORM_TIME_ZONE_NAME } from '../../lib/format.js';

export type DonationCompletion = components['schemas']['DonationCompletionResponse'];

/** The receipt's tax note, naming the charity of record that received the gift. */
export function taxNote(donation: Pick<DonationCompletion, 'charity'>): string {
  return `${donation.charity.name} is a registered 501(c)(3) nonprofit organization (EIN ${donation.charity.ein}). No goods or services were provided in exchange for this donation. Please keep this receipt for your records.`;
}

/** The gift's date as receipts write it: the platform's day, its zone named ("Nov 28, 2026 (Central Time)"). */
export function receiptDate(donation: Pick<DonationCompletion, 'createdAt'>): string {
  return `${formatDate(donation.createdAt)} (${PLATFORM_TIME_ZONE_NAME})`;
}

const toCents = (dollars: string | number) => Math.round((Number.parseFloat(String(dollars)) || 0) * 100);

/** The gift, the tip and any fee the donor covered (what was charged), in dollars. */
export function totalOf(donation: Pick<DonationCompletion, 'amount' | 'tip'> & { feeCovered?: string }): number {
  return (toCents(donation.amount) + toCents(donation.tip) + toCents(donation.feeCovered ?? 0)) / 100;
}

/** The processing fee the donor chose to cover, in dollars (0 when they did not). */
export function feeCoveredOf(donation: { feeCovered?: string }): number {
  return toCents(donation.feeCovered ?? 0) / 100;
}

/** How it was paid, as the receipt says it; null for a card (the usual way, not worth a line). */
export function paidWithOf(donation: Pick<DonationCompletion, 'paymentMethod'>): string | null {
  if (donation.paymentMethod === 'us_bank_account') return 'Bank account (ACH)';
  if (donation.paymentMethod === 'wallet') return 'Wallet';
  return null;
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
    ...(donation.organizationName
      ? [`Given to: ${donation.organizationName}`, ...donation.allocations.map((p) => `  ${p.fundName}: ${formatMoney(p.amount)}`)]
      : [`Campaign: ${donation.campaignTitle}`]),
    `Amount: ${formatMoney(donation.amount)}`,
    ...(hasTip(donation) ? [`Tip: ${formatMoney(donation.tip)}`] : []),
    ...(feeCoveredOf(donation) > 0 ? [`Processing fee you covered: ${formatMoney(feeCoveredOf(donation))}`] : []),
    ...(paidWithOf(donation) ? [`Paid with: ${paidWithOf(donation)}`] : []),
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
