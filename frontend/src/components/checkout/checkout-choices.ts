/**
 * What every checkout's donor chooses besides the amount (the tip, how often, the message, anonymity, a guest's
 * details) and its two steps (the choices, then the card form for a prepared payment), with the one reducer of
 * those choices that each checkout's own reducer hands them to. Plain TypeScript, no React.
 */
import { DEFAULT_TIP, type Frequency, type PaymentMethodKind, type TipChoice } from './donation-math.js';
import { NO_GUEST, editedGuestErrors, type GuestErrors, type GuestField, type GuestInfo } from './guest-details.js';

export type CheckoutStepOf<Payment> = { name: 'details' } | { name: 'payment'; payment: Payment };

export interface CheckoutChoices<Payment> {
  tip: TipChoice;
  customTip: string;
  message: string;
  anonymous: boolean;
  frequency: Frequency;
  /** How the donor will pay: a card, a US bank account, or (in the sandbox) a test wallet. */
  paymentMethod: PaymentMethodKind;
  /** The donor covers the processing fee, so the cause receives the whole gift. */
  coverFee: boolean;
  guest: GuestInfo;
  guestErrors: GuestErrors;
  step: CheckoutStepOf<Payment>;
}

export type ChoiceAction<Payment> =
  | { type: 'tip/choose'; choice: TipChoice }
  | { type: 'tip/custom-text'; text: string }
  | { type: 'message'; text: string }
  | { type: 'anonymous'; anonymous: boolean }
  | { type: 'frequency'; frequency: Frequency }
  | { type: 'payment-method'; method: PaymentMethodKind }
  | { type: 'cover-fee'; coverFee: boolean }
  /** A guest field edited: its error, if any, goes away. */
  | { type: 'guest/edit'; field: GuestField; value: string }
  /** The guest's details were checked before payment (no errors: all clear). */
  | { type: 'guest/checked'; errors: GuestErrors }
  | { type: 'payment/prepared'; payment: Payment }
  /** 'Change amount or details': back to the choices, which are kept. */
  | { type: 'payment/change' };

export const initialChoices: CheckoutChoices<never> = {
  tip: DEFAULT_TIP,
  customTip: '',
  message: '',
  anonymous: false,
  frequency: 'once',
  paymentMethod: 'card',
  coverFee: false,
  guest: NO_GUEST,
  guestErrors: {},
  step: { name: 'details' },
};

export function choicesReducer<Payment, State extends CheckoutChoices<Payment>>(state: State, action: ChoiceAction<Payment>): State {
  switch (action.type) {
    case 'tip/choose':
      return { ...state, tip: action.choice };
    case 'tip/custom-text':
      return { ...state, customTip: action.text };
    case 'message':
      return { ...state, message: action.text };
    case 'anonymous':
      return { ...state, anonymous: action.anonymous };
    case 'frequency':
      // Monthly gifts are by card, without a covered fee (the server refuses the rest): the choices follow.
      return action.frequency === 'monthly'
        ? { ...state, frequency: action.frequency, paymentMethod: 'card', coverFee: false }
        : { ...state, frequency: action.frequency };
    case 'payment-method':
      return { ...state, paymentMethod: action.method };
    case 'cover-fee':
      return { ...state, coverFee: action.coverFee };
    case 'guest/edit':
      return { ...state, guest: { ...state.guest, [action.field]: action.value }, guestErrors: editedGuestErrors(state.guestErrors, action.field) };
    case 'guest/checked':
      return { ...state, guestErrors: action.errors };
    case 'payment/prepared':
      return { ...state, step: { name: 'payment', payment: action.payment } };
    case 'payment/change':
      return { ...state, step: { name: 'details' } };
  }
}
