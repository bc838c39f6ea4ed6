import { describe, expect, it } from '@jest/globals';
import {
  canProceed,
  checkoutFigures,
  checkoutReducer,
  initialCheckoutState,
  paymentRequest,
  type CheckoutAction,
  type CheckoutState,
} from '../../../frontend/src/pages/checkout/checkout-state.js';
import { tipLabelOf } from '../../../frontend/src/components/checkout/donation-math.js';
import { checkGuest } from '../../../frontend/src/components/checkout/guest-details.js';

/** The state after the donor's actions, from a fresh checkout. */
function after(...actions: CheckoutAction[]): CheckoutState {
  return actions.reduce(checkoutReducer, initialCheckoutState);
}

const guest = (firstName: string, lastName: string, email: string): CheckoutAction[] => [
  { type: 'guest/edit', field: 'firstName', value: firstName },
  { type: 'guest/edit', field: 'lastName', value: lastName },
  { type: 'guest/edit', field: 'email', value: email },
];

describe('the checkout reducer', () => {
  it('covers the fee of the method chosen: $50 by card adds $1.80, by bank $0.40; monthly goes back to a card without it', () => {
    const fifty = after({ type: 'amount/choose', choice: { kind: 'preset', dollars: 50 } }, { type: 'cover-fee', coverFee: true });
    expect(checkoutFigures(fifty)).toMatchObject({ giftCents: 5000, feeCoveredCents: 180, totalCents: 5180, paymentMethod: 'card' });
    const byBank = checkoutReducer(fifty, { type: 'payment-method', method: 'us_bank_account' });
    expect(checkoutFigures(byBank)).toMatchObject({ feeCoveredCents: 40, totalCents: 5040, paymentMethod: 'us_bank_account' });
    expect(paymentRequest(byBank, 'campaign-1', false).body).toMatchObject({ amount: 50, paymentMethod: 'us_bank_account', coverFee: true });
    const monthly = checkoutReducer(byBank, { type: 'frequency', frequency: 'monthly' });
    expect(checkoutFigures(monthly)).toMatchObject({ feeCoveredCents: 0, paymentMethod: 'card' });
  });

  it('starts at the suggested $30 with no tip chosen for the donor: $30.00 charged', () => {
    const figures = checkoutFigures(initialCheckoutState);
    expect(figures).toEqual({
      giftCents: 3000,
      tipCents: 0,
      feeCoveredCents: 0,
      paymentMethod: 'card',
      totalCents: 3000,
      tipLabel: 'Tip to Faith Collective (no tip)',
      amountProblem: null,
      tipProblem: null,
    });
    expect(initialCheckoutState.step).toEqual({ name: 'details' });
    expect(canProceed(figures, false)).toBe(true);
  });

  it('waits for the sign-in check before it lets the donor proceed', () => {
    expect(canProceed(checkoutFigures(initialCheckoutState), true)).toBe(false);
  });

  it('charges $57.50 for $50 with the 15% tip the donor chose', () => {
    const figures = checkoutFigures(after({ type: 'amount/choose', choice: { kind: 'preset', dollars: 50 } }, { type: 'tip/choose', choice: { kind: 'percent', percent: 15 } }));
    expect([figures.giftCents, figures.tipCents, figures.totalCents]).toEqual([5000, 750, 5750]);
  });

  it('recomputes a percent tip from the gift and shows each choice in the tip line', () => {
    const at25 = checkoutFigures(after({ type: 'amount/choose', choice: { kind: 'preset', dollars: 150 } }, { type: 'tip/choose', choice: { kind: 'percent', percent: 25 } }));
    expect([at25.tipCents, at25.totalCents, at25.tipLabel]).toEqual([3750, 18_750, 'Tip to Faith Collective (25%)']);

    const noTip = checkoutFigures(after({ type: 'tip/choose', choice: { kind: 'percent', percent: 5 } }, { type: 'tip/choose', choice: { kind: 'none' } }));
    expect([noTip.tipCents, noTip.totalCents, noTip.tipLabel]).toEqual([0, 3000, 'Tip to Faith Collective (no tip)']);

    expect(tipLabelOf({ kind: 'percent', percent: 5 })).toBe('Tip to Faith Collective (5%)');
    expect(tipLabelOf({ kind: 'custom' })).toBe('Tip to Faith Collective (custom)');
  });

  it('selects the custom amount when one is typed, and forgets it when a preset is chosen', () => {
    const typed = after({ type: 'tip/choose', choice: { kind: 'percent', percent: 15 } }, { type: 'amount/custom-text', text: '12.50' });
    expect(typed.amount).toEqual({ kind: 'custom' });
    expect(checkoutFigures(typed)).toMatchObject({ giftCents: 1250, tipCents: 188, totalCents: 1438 });

    const preset = checkoutReducer(typed, { type: 'amount/choose', choice: { kind: 'preset', dollars: 20 } });
    expect(preset.customAmount).toBe('');
    expect(checkoutFigures(preset).giftCents).toBe(2000);
  });

  it('keeps the typed amount when the custom field is chosen again', () => {
    const back = after(
      { type: 'amount/custom-text', text: '40' },
      { type: 'amount/choose', choice: { kind: 'custom' } },
    );
    expect(back.customAmount).toBe('40');
    expect(checkoutFigures(back).giftCents).toBe(4000);
  });

  it('cannot proceed with an empty, unreadable or too small custom amount', () => {
    const empty = checkoutFigures(after({ type: 'amount/custom-text', text: '' }));
    expect(empty.giftCents).toBe(0);
    expect(empty.amountProblem).toBeNull(); // nothing to complain about yet: the button is just disabled
    expect(canProceed(empty, false)).toBe(false);

    const words = checkoutFigures(after({ type: 'amount/custom-text', text: 'ten' }));
    expect(words.amountProblem).toBe('Please enter an amount in dollars, for example 25 or 25.50');
    expect(canProceed(words, false)).toBe(false);

    const small = checkoutFigures(after({ type: 'amount/custom-text', text: '0.99' }));
    expect(small.amountProblem).toBe('The smallest donation is $1.00');
    expect(canProceed(small, false)).toBe(false);

    expect(canProceed(checkoutFigures(after({ type: 'amount/custom-text', text: '1' })), false)).toBe(true);
  });

  it('takes a custom tip as typed, refuses one larger than the gift, and keeps it while another tip is chosen', () => {
    const tipped = after({ type: 'tip/choose', choice: { kind: 'custom' } }, { type: 'tip/custom-text', text: '2.50' });
    expect(checkoutFigures(tipped)).toMatchObject({ tipCents: 250, totalCents: 3250, tipLabel: 'Tip to Faith Collective (custom)' });

    const tooMuch = checkoutReducer(tipped, { type: 'tip/custom-text', text: '30.01' });
    expect(checkoutFigures(tooMuch).tipProblem).toBe('The tip cannot be larger than the donation');
    expect(canProceed(checkoutFigures(tooMuch), false)).toBe(false);

    const percent = checkoutReducer(tipped, { type: 'tip/choose', choice: { kind: 'percent', percent: 5 } });
    expect(checkoutFigures(percent).tipCents).toBe(150);
    expect(checkoutReducer(percent, { type: 'tip/choose', choice: { kind: 'custom' } }).customTip).toBe('2.50');
  });

  it('clears a guest field’s error once that field is edited, and only that one', () => {
    const checked = after({ type: 'guest/checked', errors: { firstName: 'Please enter your first name', email: 'Please enter your email address' } });
    const edited = checkoutReducer(checked, { type: 'guest/edit', field: 'firstName', value: 'Lydia' });
    expect(edited.guest.firstName).toBe('Lydia');
    expect(edited.guestErrors.firstName).toBeUndefined();
    expect(edited.guestErrors.email).toBe('Please enter your email address');
  });

  it('goes to the card form with the figures the payment was made for, and back with the choices kept', () => {
    const payment = { clientSecret: 'pi_1_secret_2', giftCents: 5000, tipCents: 750, tipLabel: 'Tip to Faith Collective (15%)', feeCoveredCents: 0, paymentMethod: 'card' as const };
    const paying = after(
      { type: 'amount/choose', choice: { kind: 'preset', dollars: 50 } },
      { type: 'message', text: 'For the retreat' },
      { type: 'payment/prepared', payment },
    );
    expect(paying.step).toEqual({ name: 'payment', payment });

    const back = checkoutReducer(paying, { type: 'payment/change' });
    expect(back.step).toEqual({ name: 'details' });
    expect(back.amount).toEqual({ kind: 'preset', dollars: 50 });
    expect(back.message).toBe('For the retreat');
  });

  it('never changes the state it was given', () => {
    const before = structuredClone(initialCheckoutState);
    after({ type: 'amount/custom-text', text: '5' }, ...guest('A', 'B', 'c@d.org'), { type: 'anonymous', anonymous: true });
    expect(initialCheckoutState).toEqual(before);
  });
});

describe('checkGuest', () => {
  it('asks for a name and an email address', () => {
    expect(checkGuest({ firstName: ' ', lastName: '', email: '' })).toEqual({
      errors: {
        firstName: 'Please enter your first name',
        lastName: 'Please enter your last name',
        email: 'Please enter your email address',
      },
      toast: { title: 'Missing Information', description: 'Please fill in your name and email address to continue.' },
    });
  });

  it.each(['lydia@thyatira', 'postmaster,lydia@example.org', 'Lydia <lydia@example.org>'])(
    'refuses %s as the server would, with the Invalid Email toast before anything is sent',
    (email) => {
      expect(checkGuest({ firstName: 'Lydia', lastName: 'Thyatira', email })).toEqual({
        errors: { email: 'Please enter a valid email address.' },
        toast: { title: 'Invalid Email', description: 'Please enter a valid email address.' },
      });
    },
  );

  it('accepts complete details', () => {
    expect(checkGuest({ firstName: 'Lydia', lastName: 'Thyatira', email: ' lydia@example.org ' })).toEqual({ errors: {}, toast: null });
  });
});

describe('paymentRequest', () => {
  it('sends a guest’s $50 + 15% as dollars with the trimmed details, message and anonymity', () => {
    const state = after(
      { type: 'amount/choose', choice: { kind: 'preset', dollars: 50 } },
      { type: 'tip/choose', choice: { kind: 'percent', percent: 15 } },
      ...guest(' Lydia ', 'Thyatira ', ' lydia@example.org'),
      { type: 'message', text: '  For the retreat, with joy  ' },
      { type: 'anonymous', anonymous: true },
    );
    expect(paymentRequest(state, 'campaign-1', true)).toEqual({
      body: {
        campaignId: 'campaign-1',
        amount: 57.5,
        tip: 7.5,
        guestInfo: { firstName: 'Lydia', lastName: 'Thyatira', email: 'lydia@example.org' },
        message: 'For the retreat, with joy',
        isAnonymous: true,
        paymentMethod: 'card',
        coverFee: false,
      },
      shown: { giftCents: 5000, tipCents: 750, tipLabel: 'Tip to Faith Collective (15%)', feeCoveredCents: 0, paymentMethod: 'card' },
    });
  });

  it('sends a member’s custom gift without a tip, guest details or an empty message', () => {
    const state = after(
      { type: 'amount/custom-text', text: '12.50' },
      { type: 'tip/choose', choice: { kind: 'none' } },
      ...guest('Typed', 'Before', 'signing@in.org'),
      { type: 'message', text: '   ' },
    );
    expect(paymentRequest(state, 'campaign-2', false)).toEqual({
      body: { campaignId: 'campaign-2', amount: 12.5, tip: 0, isAnonymous: false, paymentMethod: 'card', coverFee: false },
      shown: { giftCents: 1250, tipCents: 0, tipLabel: 'Tip to Faith Collective (no tip)', feeCoveredCents: 0, paymentMethod: 'card' },
    });
  });

  it('asks for a monthly gift when the donor chose Give monthly, and the summary says so', () => {
    const state = after({ type: 'frequency', frequency: 'monthly' }, { type: 'amount/choose', choice: { kind: 'preset', dollars: 20 } }, { type: 'tip/choose', choice: { kind: 'none' } });
    expect(paymentRequest(state, 'campaign-3', false)).toEqual({
      body: { campaignId: 'campaign-3', amount: 20, tip: 0, isAnonymous: false, recurring: 'monthly', paymentMethod: 'card', coverFee: false },
      shown: { giftCents: 2000, tipCents: 0, tipLabel: 'Tip to Faith Collective (no tip)', feeCoveredCents: 0, paymentMethod: 'card', monthly: true },
    });
    const once = checkoutReducer(state, { type: 'frequency', frequency: 'once' });
    expect(paymentRequest(once, 'campaign-3', false).body).not.toHaveProperty('recurring');
    expect(initialCheckoutState.frequency).toBe('once');
  });
});
