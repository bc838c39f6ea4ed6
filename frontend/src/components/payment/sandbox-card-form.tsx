import { Form, Input } from 'antd';
import { confirmSandboxPayment } from './payment-api';
import { PayButton, type PaymentFormProps } from './payment-parts';
import { useSandboxConfirmation } from './sandbox-confirmation';
import { SandboxFormFrame, TestModeNote } from './sandbox-form-frame';

interface CardValues {
  cardNumber: string;
  expiry: string;
  cvc: string;
  zip: string;
}

export const TEST_CARDS = [
  { number: '4242 4242 4242 4242', outcome: 'succeeds' },
  { number: '4000 0000 0000 0002', outcome: 'is declined' },
  { number: '4000 0000 0000 9995', outcome: 'has insufficient funds' },
] as const;

const digitsOf = (value: string) => value.replace(/\D/g, '');

/** "4242424242424242" -> "4242 4242 4242 4242" while typing. */
function formatCardNumber(value: string): string {
  return digitsOf(value)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** "1234" -> "12 / 34"-style "12/34" while typing; a lone "1" stays, "4" becomes "04/". */
function formatExpiry(value: string, previous: string): string {
  let digits = digitsOf(value).slice(0, 4);
  if (digits.length === 1 && Number(digits) > 1) digits = `0${digits}`;
  if (digits.length >= 3) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  // Typing the second month digit adds the slash; deleting back over it does not put it back.
  if (digits.length === 2 && value.length > previous.length) return `${digits}/`;
  return digits;
}

function expiryProblem(value: string | undefined): string | null {
  const match = /^(\d{2})\/(\d{2})$/.exec(value?.trim() ?? '');
  if (!match) return "Your card's expiration date is incomplete.";
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return "Your card's expiration date is invalid.";
  const now = new Date();
  if (year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1)) {
    return "Your card's expiration date is in the past.";
  }
  return null;
}

const ruleOf =
  (problem: (value: string | undefined) => string | null) =>
  () => ({
    validator: (_: unknown, value: string | undefined) => {
      const message = problem(value);
      return message ? Promise.reject(new Error(message)) : Promise.resolve();
    },
  });

/** The same card form, giving its number to `onCard` instead of paying (a monthly gift's new card); its error is shown. */
export interface SandboxCardEntryProps {
  submitLabel: string;
  onCard(cardNumber: string): Promise<void>;
  onFailed?: (message: string) => void;
}

/**
 * The sandbox's card form (no payment provider configured): a clearly labelled test mode in which no
 * money moves. It confirms through POST /api/payments/sandbox/confirm and, on success, goes to the
 * return URL with payment_intent and redirect_status added, as the provider's redirect does.
 */

export function SandboxCardForm(props: PaymentFormProps | SandboxCardEntryProps) {
  const { submitLabel, onFailed } = props;
  const onCard = 'onCard' in props ? props.onCard : null;
  const { clientSecret, returnUrl } = 'onCard' in props ? { clientSecret: '', returnUrl: '' } : props;
  const [form] = Form.useForm<CardValues>();
  const { confirm, failure, busy } = useSandboxConfirmation({ clientSecret, returnUrl, onFailed }, async (cardNumber: string) => {
    if (!onCard) return confirmSandboxPayment(clientSecret, cardNumber);
    await onCard(cardNumber.replace(/\D/g, ''));
    return null;
  });

  return (
    <SandboxFormFrame<CardValues>
      form={form}
      name="card"
      note={
        <TestModeNote
          id="fc-pay-test-title"
          text="Payments are not connected yet. Use one of these test cards, any future expiry date, any CVC and any ZIP:"
          numbers={TEST_CARDS}
        />
      }
      failure={failure}
      busy={busy}
      onSubmit={(values) => confirm(values.cardNumber)}
      secureNote="Test mode: this form never charges a card."
    >
      <Form.Item
        label="Card number"
        name="cardNumber"
        normalize={(value: string) => formatCardNumber(value)}
        rules={[
          ruleOf((value) => {
            const digits = digitsOf(value ?? '');
            if (!digits) return 'Please enter your card number.';
            return digits.length < 12 ? 'Your card number is incomplete.' : null;
          }),
        ]}
      >
        <Input inputMode="numeric" autoComplete="cc-number" placeholder="1234 1234 1234 1234" size="large" maxLength={23} />
      </Form.Item>
      <div className="fc-pay__row">
        <Form.Item
          label="Expiry (MM/YY)"
          name="expiry"
          normalize={(value: string, previous: string | undefined) => formatExpiry(value, previous ?? '')}
          rules={[ruleOf(expiryProblem)]}
        >
          <Input inputMode="numeric" autoComplete="cc-exp" placeholder="MM/YY" size="large" maxLength={5} />
        </Form.Item>
        <Form.Item
          label="CVC"
          name="cvc"
          normalize={(value: string) => digitsOf(value).slice(0, 4)}
          rules={[ruleOf((value) => (/^\d{3,4}$/.test(value ?? '') ? null : "Your card's security code is incomplete."))]}
        >
          <Input inputMode="numeric" autoComplete="cc-csc" placeholder="123" size="large" maxLength={4} />
        </Form.Item>
        <Form.Item
          label="ZIP"
          name="zip"
          normalize={(value: string) => value.slice(0, 10)}
          rules={[ruleOf((value) => (/^[A-Za-z0-9][A-Za-z0-9 -]{2,9}$/.test(value?.trim() ?? '') ? null : 'Your ZIP code is incomplete.'))]}
        >
          <Input autoComplete="postal-code" placeholder="12345" size="large" maxLength={10} />
        </Form.Item>
      </div>
      <PayButton label={submitLabel} busy={busy} />
    </SandboxFormFrame>
  );
}
