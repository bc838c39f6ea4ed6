/**
 * An organization gift's choices, in one reducer: which funds and how much to each (several at once), the tip, how
 * often, the message, anonymity, a guest's details, and the step (the choices, or the card form for a prepared
 * payment). Plain TypeScript, no React: the page dispatches, the unit tests drive it directly.
 */
import { choicesReducer, initialChoices, type CheckoutChoices, type CheckoutStepOf, type ChoiceAction } from '../../../components/checkout/checkout-choices.js';
import {
  MAX_GIFT_CENTS,
  MIN_GIFT_CENTS,
  centsToDollars,
  coveredFeeCents,
  giftProblem,
  parseDollarsToCents,
  tipCentsOf,
  tipLabelOf,
  tipProblem,
  type PaymentMethodKind,
} from '../../../components/checkout/donation-math.js';
import { trimmedGuest } from '../../../components/checkout/guest-details.js';
import type { components } from '../../../api/schema.js';

/** An organization gift: POST /api/donations/create-payment-intent with organizationId and each fund's part. */
export type OrganizationGiftRequest = components['schemas']['CreatePaymentIntentRequest'] & {
  organizationId: string;
  allocations: components['schemas']['FundAllocationRequest'][];
};

export interface GiftFund {
  id: string;
  name: string;
}

/** What the summary beside the card form shows: the figures the payment was created for. */
export interface ShownGift {
  parts: { label: string; cents: number }[];
  giftCents: number;
  tipCents: number;
  tipLabel: string;
  /** The processing fee the donor covers (the server's figure once the payment is prepared). */
  feeCoveredCents: number;
  paymentMethod: PaymentMethodKind;
  monthly?: boolean;
}

export type GiftStep = CheckoutStepOf<PreparedGift>;
export type PreparedGift = ShownGift & { clientSecret: string };

export interface GiftState extends CheckoutChoices<PreparedGift> {
  /** The chosen funds, in the order they were chosen. */
  chosen: string[];
  /** The amount typed for each fund (kept when a fund is unchosen and chosen again). */
  amounts: Record<string, string>;
}

export type GiftAction =
  | { type: 'fund/toggle'; fundId: string; chosen: boolean }
  | { type: 'fund/amount'; fundId: string; text: string }
  | ChoiceAction<PreparedGift>;

/** The start: the fund the link names (?fund=) when it is one of the organization's, else its first fund. */
export function initialGiftState(funds: GiftFund[], preselected: string | null): GiftState {
  const first = funds.find((fund) => fund.id === preselected) ?? funds[0];
  return { ...initialChoices, chosen: first ? [first.id] : [], amounts: {} };
}

export function giftReducer(state: GiftState, action: GiftAction): GiftState {
  switch (action.type) {
    case 'fund/toggle': {
      const without = state.chosen.filter((id) => id !== action.fundId);
      return { ...state, chosen: action.chosen ? [...without, action.fundId] : without };
    }
    case 'fund/amount':
      return { ...state, amounts: { ...state.amounts, [action.fundId]: action.text } };
    default:
      return choicesReducer(state, action);
  }
}

export interface GiftFigures extends ShownGift {
  totalCents: number;
  /** What is wrong with each chosen fund's amount, by fund id (absent when nothing is). */
  fundProblems: Record<string, string>;
  /** What is wrong with the gift as a whole (over the online limit); null when nothing is. */
  totalProblem: string | null;
  tipProblem: string | null;
  /** Every chosen fund has an amount of at least $1. */
  complete: boolean;
}

/** The parts, the gift, the tip and the total in cents for the current choices, with what is wrong with them. */
export function giftFigures(state: GiftState, funds: GiftFund[]): GiftFigures {
  const chosen = funds.filter((fund) => state.chosen.includes(fund.id));
  const fundProblems: Record<string, string> = {};
  const parts = chosen.map((fund) => {
    const text = state.amounts[fund.id] ?? '';
    const cents = parseDollarsToCents(text) ?? 0;
    const problem = giftProblem(cents, { kind: 'custom' }, text);
    if (problem) fundProblems[fund.id] = problem;
    return { label: fund.name, cents };
  });
  const giftCents = parts.reduce((sum, part) => sum + part.cents, 0);
  const tipCents = tipCentsOf(state.tip, giftCents, state.customTip);
  const feeCoveredCents = state.coverFee ? coveredFeeCents(giftCents + tipCents, state.paymentMethod) : 0;
  return {
    parts,
    giftCents,
    tipCents,
    feeCoveredCents,
    paymentMethod: state.paymentMethod,
    totalCents: giftCents + tipCents + feeCoveredCents,
    tipLabel: tipLabelOf(state.tip),
    ...(state.frequency === 'monthly' ? { monthly: true } : {}),
    fundProblems,
    totalProblem: giftCents > MAX_GIFT_CENTS ? 'Online gifts are limited to $100,000. Please contact us for larger gifts.' : null,
    tipProblem: tipProblem(state.tip, tipCents, giftCents, state.customTip),
    complete: parts.length > 0 && parts.every((part) => part.cents >= MIN_GIFT_CENTS),
  };
}

/** Proceed to Payment is possible: every chosen fund has a valid amount, nothing is wrong, sign-in has answered. */
export function canGive(figures: GiftFigures, userLoading: boolean): boolean {
  return figures.complete && Object.keys(figures.fundProblems).length === 0 && !figures.totalProblem && !figures.tipProblem && !userLoading;
}

export interface GiftPaymentRequest {
  body: OrganizationGiftRequest;
  shown: ShownGift;
}

/** The payment to prepare for the current choices (dollars, as the API takes them); a guest's details trimmed. */
export function giftPaymentRequest(state: GiftState, funds: GiftFund[], organizationId: string, isGuest: boolean): GiftPaymentRequest {
  const figures = giftFigures(state, funds);
  const chosen = funds.filter((fund) => state.chosen.includes(fund.id));
  const message = state.message.trim();
  const monthly = state.frequency === 'monthly';
  return {
    body: {
      organizationId,
      allocations: chosen.map((fund, index) => ({ fundId: fund.id, amount: centsToDollars(figures.parts[index]!.cents) })),
      tip: centsToDollars(figures.tipCents),
      // The charge before any covered fee (the server adds the fee of the method when coverFee is set).
      amount: centsToDollars(figures.giftCents + figures.tipCents),
      ...(monthly ? { recurring: 'monthly' as const } : {}),
      paymentMethod: state.paymentMethod,
      coverFee: state.coverFee,
      ...(isGuest ? { guestInfo: trimmedGuest(state.guest) } : {}),
      isAnonymous: state.anonymous,
      ...(message ? { message } : {}),
    },
    shown: {
      parts: figures.parts,
      giftCents: figures.giftCents,
      tipCents: figures.tipCents,
      tipLabel: figures.tipLabel,
      feeCoveredCents: figures.feeCoveredCents,
      paymentMethod: figures.paymentMethod,
      ...(monthly ? { monthly: true } : {}),
    },
  };
}
