/**
 * What every checkout's donor chooses besides the amount (the tip, how often, the message, anonymity, a guest's
 * details) and its two steps (the choices, then the card form for a prepared payment), with the one reducer of
 * those choices that each checkout's own reducer hands them to. Plain TypeScript, no React.
 */
import { DEFAULT_TIP, type Frequency, type TipChoice } from './donation-math.js';
import { NO_GUEST, editedGuestErrors, type GuestErrors, type GuestField, type GuestInfo } from './guest-details.js';

export type CheckoutStepOf<Payment> = { name: 'details' } | { name: 'payment'; payment: Payment };

export interface CheckoutChoices<Payment> {
  tip: TipChoice;
  customTip: string;
  message: string;
  anonymous: boolean;
  frequency: Frequency;
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
      return { ...state, frequency: action.frequency };
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
