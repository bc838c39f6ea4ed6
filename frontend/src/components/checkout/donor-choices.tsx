import { Checkbox, Input } from 'antd';
import type { Dispatch } from 'react';
import type { CurrentUser } from '../../app/session';
import type { CheckoutChoices, ChoiceAction } from './checkout-choices';
import { Field } from './field';
import { GivingAs, GuestFields } from './guest-fields';
import { TipPicker } from './tip-picker';
import { PaymentMethodPicker } from './payment-method-picker';
import { tipCentsOf } from './donation-math';

const MESSAGE_MAX = 500;

interface DonorChoicesProps {
  state: CheckoutChoices<unknown>;
  dispatch: Dispatch<ChoiceAction<never>>;
  giftCents: number;
  tipProblem: string | null;
  /** Signed in: they give as themselves. */
  user: CurrentUser | null;
  /** Nobody is signed in (the session has answered): a guest gives a name and email. */
  isGuest: boolean;
  /** The message and anonymity, with the words of where the gift goes; left out in a compact form. */
  note: { placeholder: string; anonymousHint: string } | null;
}

/** What every checkout asks after the amount: the tip, how they pay, who gives (a guest's details), a message and anonymity. */
export function DonorChoices({ state, dispatch, giftCents, tipProblem, user, isGuest, note }: DonorChoicesProps) {
  return (
    <>
      <TipPicker
        choice={state.tip}
        giftCents={giftCents}
        customText={state.customTip}
        problem={tipProblem}
        onChoose={(choice) => dispatch({ type: 'tip/choose', choice })}
        onCustomText={(text) => dispatch({ type: 'tip/custom-text', text })}
      />

      <PaymentMethodPicker
        method={state.paymentMethod}
        coverFee={state.coverFee}
        baseCents={giftCents + tipCentsOf(state.tip, giftCents, state.customTip)}
        frequency={state.frequency}
        onMethod={(method) => dispatch({ type: 'payment-method', method })}
        onCoverFee={(coverFee) => dispatch({ type: 'cover-fee', coverFee })}
      />

      {isGuest && <GuestFields guest={state.guest} errors={state.guestErrors} onEdit={(field, value) => dispatch({ type: 'guest/edit', field, value })} />}
      {user && <GivingAs user={user} />}

      {note && (
        <div className="fc-checkout__group">
          <Field id="fc-message" label="Message (optional)">
            <Input.TextArea
              id="fc-message"
              value={state.message}
              onChange={(event) => dispatch({ type: 'message', text: event.target.value })}
              maxLength={MESSAGE_MAX}
              showCount
              rows={3}
              placeholder={note.placeholder}
            />
          </Field>
          <Checkbox checked={state.anonymous} onChange={(event) => dispatch({ type: 'anonymous', anonymous: event.target.checked })} className="fc-checkout__anonymous">
            Give anonymously
          </Checkbox>
          <p className="fc-checkout__hint fc-checkout__hint--tight">{note.anonymousHint}</p>
        </div>
      )}
    </>
  );
}
