/**
 * The checkout's arithmetic, in whole cents so that $50 + 15% is exactly $7.50 and the total is exactly
 * what the card is charged.
 */

/** Preset gifts in dollars (spec section 9); 30 is the default, labelled SUGGESTED. */
export const PRESET_AMOUNTS = [10, 20, 30, 50, 100, 150] as const;
export const DEFAULT_AMOUNT = 30;

/** Tip presets as percents of the gift (spec section 9). */
export const TIP_PERCENTS = [5, 15, 25] as const;

/**
 * The tip the page starts with: none. The platform's promise is an honest tip: nothing is added that the
 * donor did not choose (DESIGN.md); a percent or a custom tip is one click, shown in dollars on its own line of
 * the summary before paying, and No Tip is a tile like the others.
 */
export const DEFAULT_TIP: TipChoice = { kind: 'none' };

/** The smallest gift the amount input accepts (spec: min 1, step 0.01). */
export const MIN_GIFT_CENTS = 100;
/** The server's ceiling for one online gift. */
export const MAX_GIFT_CENTS = 100_000 * 100;

/** How a donor pays: a card, a US bank account (ACH debit), or a wallet (Apple Pay, Google Pay). */
export type PaymentMethodKind = 'card' | 'us_bank_account' | 'wallet';

/**
 * The provider's standard US rates, as the server charges a donor who covers the fee (payments' processing-fee.ts):
 * cards and wallets 2.9% + 30¢, bank payments 0.8% capped at $5.00, each rounded half up to the cent.
 */
const FEE_RATES: Record<PaymentMethodKind, { basisPoints: number; fixedCents: number; capCents: number | null }> = {
  card: { basisPoints: 290, fixedCents: 30, capCents: null },
  wallet: { basisPoints: 290, fixedCents: 30, capCents: null },
  us_bank_account: { basisPoints: 80, fixedCents: 0, capCents: 500 },
};

function feeOn(chargeCents: number, method: PaymentMethodKind): number {
  const rate = FEE_RATES[method];
  const fee = Math.floor((chargeCents * rate.basisPoints + 5000) / 10000) + rate.fixedCents;
  return rate.capCents === null ? fee : Math.min(fee, rate.capCents);
}

/**
 * What covering the fee adds to a payment of `baseCents` (gift and tip): the least F whose fee on base + F is at
 * most F, so the whole gift remains after the fee. The estimate shown before paying; the server's answer is what is
 * charged (the same rule).
 */
export function coveredFeeCents(baseCents: number, method: PaymentMethodKind): number {
  if (baseCents <= 0) return 0;
  const rate = FEE_RATES[method];
  const estimate = Math.ceil((baseCents * rate.basisPoints + rate.fixedCents * 10000) / (10000 - rate.basisPoints));
  let fee = rate.capCents === null ? estimate : Math.min(estimate, rate.capCents);
  while (fee > 0 && feeOn(baseCents + fee - 1, method) <= fee - 1) fee--;
  while (feeOn(baseCents + fee, method) > fee) fee++;
  return fee;
}

/** Once, or the same gift every month until the donor stops it. */
export type Frequency = 'once' | 'monthly';

export type AmountChoice = { kind: 'preset'; dollars: number } | { kind: 'custom' };
export type TipChoice = { kind: 'percent'; percent: number } | { kind: 'none' } | { kind: 'custom' };

/**
 * Dollars typed by a person ("57.5", "1000", ".5") to cents; null when it is not a plain number of dollars.
 * Nothing ambiguous is guessed at: "5,00" or "1,000" (a decimal or a thousands comma?) and "$5" are refused,
 * as the server refuses them. Rounds to the cent (tooPrecise tells the donor about a third decimal place).
 */
export function parseDollarsToCents(text: string): number | null {
  const cleaned = text.trim();
  if (!/^\d*\.?\d*$/.test(cleaned) || cleaned === '' || cleaned === '.') return null;
  const value = Number.parseFloat(cleaned);
  return Number.isFinite(value) ? Math.round(value * 100) : null;
}

/** More than two decimals: the input's step is one cent, and nothing is rounded behind the donor's back. */
function tooPrecise(text: string): boolean {
  return /\.\d{3,}/.test(text.trim());
}

/**
 * The most a preset percent tip comes to: $100. A 15% click on a $200,000 gift would otherwise ask for a
 * $30,000 tip; large givers who want to give the platform more can type a custom tip.
 */
export const PERCENT_TIP_CAP_CENTS = 100 * 100;

/** A percent of the gift, rounded to the cent. */
export function percentOf(giftCents: number, percent: number): number {
  return Math.round((giftCents * percent) / 100);
}

/** A preset tip: the percent of the gift, never more than the cap. */
export function percentTipCents(giftCents: number, percent: number): number {
  return Math.min(percentOf(giftCents, percent), PERCENT_TIP_CAP_CENTS);
}

/** Cents as the API's dollar number (57.5 for 5750). */
export function centsToDollars(cents: number): number {
  return Math.round(cents) / 100;
}

export function giftCentsOf(choice: AmountChoice, customText: string): number {
  if (choice.kind === 'preset') return choice.dollars * 100;
  return parseDollarsToCents(customText) ?? 0;
}

export function tipCentsOf(choice: TipChoice, giftCents: number, customText: string): number {
  if (choice.kind === 'percent') return percentTipCents(giftCents, choice.percent);
  if (choice.kind === 'custom') return parseDollarsToCents(customText) ?? 0;
  return 0;
}

/** What is wrong with the gift, in words the donor can act on; null when it can be given. */
export function giftProblem(giftCents: number, choice: AmountChoice, customText: string): string | null {
  if (choice.kind === 'custom') {
    if (customText.trim() === '') return null; // nothing typed yet: the button is simply disabled
    if (parseDollarsToCents(customText) === null) return 'Please enter an amount in dollars, for example 25 or 25.50';
    if (tooPrecise(customText)) return 'Please enter dollars and cents only, for example 25.50';
  }
  if (giftCents <= 0) return null;
  if (giftCents < MIN_GIFT_CENTS) return 'The smallest donation is $1.00';
  if (giftCents > MAX_GIFT_CENTS) return 'Online gifts are limited to $100,000. Please contact us for larger gifts.';
  return null;
}

/** What is wrong with a custom tip; null when it is fine (0 or more, at most the gift, as the server requires). */
export function tipProblem(choice: TipChoice, tipCents: number, giftCents: number, customText: string): string | null {
  if (choice.kind !== 'custom' || customText.trim() === '') return null;
  if (parseDollarsToCents(customText) === null) return 'Please enter a tip in dollars, for example 5 or 0';
  if (tooPrecise(customText)) return 'Please enter dollars and cents only, for example 2.50';
  if (giftCents > 0 && tipCents > giftCents) return 'The tip cannot be larger than the donation';
  return null;
}

/** The tip's line in the summary: 'Tip to Faith Collective (15%)', '(custom)' or '(no tip)'. */
export function tipLabelOf(choice: TipChoice): string {
  if (choice.kind === 'percent') return `Tip to Faith Collective (${choice.percent}%)`;
  if (choice.kind === 'custom') return 'Tip to Faith Collective (custom)';
  return 'Tip to Faith Collective (no tip)';
}
