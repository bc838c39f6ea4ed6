/**
 * Everything the donor chooses on the checkout, in one reducer: the amount (a preset or a custom figure), the tip,
 * the message, anonymity, a guest's name and email, and the step (the choices, or the card form for a payment
 * that was prepared). Plain TypeScript, no React: the page dispatches, the tests drive it directly.
 */
import { choicesReducer, initialChoices, type CheckoutChoices, type CheckoutStepOf, type ChoiceAction } from '../../components/checkout/checkout-choices.js';
import {
  DEFAULT_AMOUNT,
  MIN_GIFT_CENTS,
  centsToDollars,
  coveredFeeCents,
  giftCentsOf,
  giftProblem,
  tipCentsOf,
  tipLabelOf,
  tipProblem,
  type AmountChoice,
  type PaymentMethodKind,
} from '../../components/checkout/donation-math.js';
import { trimmedGuest, type GuestInfo } from '../../components/checkout/guest-details.js';

/** What the summary next to the card form shows: the figures the payment was created for. */
export interface ShownSummary {
  giftCents: number;
  tipCents: number;
  tipLabel: string;
  /** The processing fee the donor covers (the server's figure once the payment is prepared). */
  feeCoveredCents: number;
  paymentMethod: PaymentMethodKind;
  /** Given every month (charged today, then monthly until stopped). */
  monthly?: boolean;
}

export interface PreparedPayment extends ShownSummary {
  clientSecret: string;
}

export type CheckoutStep = CheckoutStepOf<PreparedPayment>;

export interface CheckoutState extends CheckoutChoices<PreparedPayment> {
  amount: AmountChoice;
  /** The custom amount as typed; choosing a preset clears it. */
  customAmount: string;
}

export type CheckoutAction =
  /** A preset tile, or the custom amount (focusing a custom field that has text in it). */
  | { type: 'amount/choose'; choice: AmountChoice }
  /** Typing a custom amount also selects it. */
  | { type: 'amount/custom-text'; text: string }
  | ChoiceAction<PreparedPayment>;

export const initialCheckoutState: CheckoutState = {
  ...initialChoices,
  amount: { kind: 'preset', dollars: DEFAULT_AMOUNT },
  customAmount: '',
};

export function checkoutReducer(state: CheckoutState, action: CheckoutAction): CheckoutState {
  switch (action.type) {
    case 'amount/choose':
      return {
        ...state,
        amount: action.choice,
        customAmount: action.choice.kind === 'preset' ? '' : state.customAmount,
      };
    case 'amount/custom-text':
      return { ...state, amount: { kind: 'custom' }, customAmount: action.text };
    default:
      return choicesReducer(state, action);
  }
}

export interface CheckoutFigures extends ShownSummary {
  totalCents: number;
  /** What is wrong with the amount or the tip, in the donor's words; null when nothing is. */
  amountProblem: string | null;
  tipProblem: string | null;
}

/** The gift, the tip and the total in cents, with what is wrong with them, for the current choices. */
export function checkoutFigures(state: CheckoutState): CheckoutFigures {
  const giftCents = giftCentsOf(state.amount, state.customAmount);
  const tipCents = tipCentsOf(state.tip, giftCents, state.customTip);
  const feeCoveredCents = state.coverFee ? coveredFeeCents(giftCents + tipCents, state.paymentMethod) : 0;
  return {
    giftCents,
    tipCents,
    feeCoveredCents,
    paymentMethod: state.paymentMethod,
    totalCents: giftCents + tipCents + feeCoveredCents,
    tipLabel: tipLabelOf(state.tip),
    amountProblem: giftProblem(giftCents, state.amount, state.customAmount),
    tipProblem: tipProblem(state.tip, tipCents, giftCents, state.customTip),
  };
}

/** Proceed to Payment is possible: a gift of at least $1, nothing wrong, and the sign-in check has answered. */
export function canProceed(figures: CheckoutFigures, userLoading: boolean): boolean {
  return figures.giftCents >= MIN_GIFT_CENTS && !figures.amountProblem && !figures.tipProblem && !userLoading;
}

/** POST /api/donations/create-payment-intent's body (dollars, as the API takes them), with the summary it is for. */
export interface PaymentRequest {
  body: {
    campaignId: string;
    /** The gift plus the tip: what the card is charged. */
    amount: number;
    tip: number;
    guestInfo?: GuestInfo;
    message?: string;
    isAnonymous: boolean;
    /** Give monthly: the same gift charged every month until stopped. */
    recurring?: 'monthly';
    paymentMethod: PaymentMethodKind;
    coverFee: boolean;
  };
  shown: ShownSummary;
}

/** The payment to prepare for the current choices; a guest's details and the message are sent trimmed. */
export function paymentRequest(state: CheckoutState, campaignId: string, isGuest: boolean): PaymentRequest {
  const { giftCents, tipCents, tipLabel, feeCoveredCents, paymentMethod } = checkoutFigures(state);
  const guestInfo = isGuest ? trimmedGuest(state.guest) : undefined;
  const message = state.message.trim();
  const monthly = state.frequency === 'monthly';
  return {
    body: {
      campaignId,
      amount: centsToDollars(giftCents + tipCents),
      tip: centsToDollars(tipCents),
      ...(guestInfo ? { guestInfo } : {}),
      ...(message ? { message } : {}),
      isAnonymous: state.anonymous,
      ...(monthly ? { recurring: 'monthly' as const } : {}),
      paymentMethod,
      coverFee: state.coverFee,
    },
    shown: { giftCents, tipCents, tipLabel, feeCoveredCents, paymentMethod, ...(monthly ? { monthly: true } : {}) },
  };
}
