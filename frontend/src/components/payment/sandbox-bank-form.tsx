import { BankOutlined } from '@ant-design/icons';
import { Form, Input } from 'antd';
import { confirmSandboxBankPayment } from './payment-api';
import { PayButton, type PaymentFormProps } from './payment-parts';
import { useSandboxConfirmation } from './sandbox-confirmation';
import { SandboxFormFrame, TestModeNote } from './sandbox-form-frame';

interface BankValues {
  accountHolder: string;
  routingNumber: string;
  accountNumber: string;
}

/** Stripe's test bank accounts, which the sandbox's bank knows. */
export const TEST_BANK_ACCOUNTS = [
  { number: '000123456789', outcome: 'succeeds' },
  { number: '000111111116', outcome: 'fails: account closed' },
  { number: '000222222227', outcome: 'fails: insufficient funds' },
] as const;

const digits = (value: string | undefined) => (value ?? '').replace(/\D/g, '');

/**
 * The sandbox's bank form (a US bank account, ACH debit): test mode, no money moves. The payment is taken at once and
 * clears days later (the sandbox's bank settles it after SANDBOX_BANK_SETTLE_MS, or when an administrator does), so
 * the page goes on to the processing screen.
 */
export function SandboxBankForm({ clientSecret, returnUrl, submitLabel, onFailed }: PaymentFormProps) {
  const [form] = Form.useForm<BankValues>();
  const { confirm, failure, busy } = useSandboxConfirmation({ clientSecret, returnUrl, onFailed }, (values: BankValues) =>
    confirmSandboxBankPayment(clientSecret, { routingNumber: digits(values.routingNumber), accountNumber: digits(values.accountNumber) }),
  );

  return (
    <SandboxFormFrame<BankValues>
      form={form}
      name="bank-account"
      note={<TestModeNote id="fc-bank-test-title" text="Use the test routing number 110000000 and one of these test account numbers:" numbers={TEST_BANK_ACCOUNTS} />}
      failure={failure}
      busy={busy}
      onSubmit={confirm}
      secureNote="Test mode: this form never debits an account."
    >
      <Form.Item label="Account holder's name" name="accountHolder" rules={[{ required: true, whitespace: true, message: "Please enter the account holder's name." }]}>
        <Input autoComplete="name" size="large" maxLength={100} />
      </Form.Item>
      <div className="fc-pay__row fc-pay__row--two">
        <Form.Item
          label="Routing number"
          name="routingNumber"
          rules={[{ validator: (_, value: string) => (digits(value).length === 9 ? Promise.resolve() : Promise.reject(new Error('A routing number has 9 digits.'))) }]}
        >
          <Input inputMode="numeric" autoComplete="off" placeholder="110000000" size="large" maxLength={11} />
        </Form.Item>
        <Form.Item
          label="Account number"
          name="accountNumber"
          rules={[{ validator: (_, value: string) => (digits(value).length >= 4 ? Promise.resolve() : Promise.reject(new Error('Please enter the account number.'))) }]}
        >
          <Input inputMode="numeric" autoComplete="off" placeholder="000123456789" size="large" maxLength={20} />
        </Form.Item>
      </div>
      <p className="fc-checkout__hint">
        <BankOutlined aria-hidden="true" /> By paying you authorize a one-time debit of this amount from this account. It usually clears in 3–5
        business days.
      </p>
      <PayButton label={submitLabel} busy={busy} />
    </SandboxFormFrame>
  );
}
