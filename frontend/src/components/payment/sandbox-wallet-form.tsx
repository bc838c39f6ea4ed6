import { WalletOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { confirmSandboxPayment } from './payment-api';
import { PaymentFailureAlert, SecureNote, type PaymentFormProps } from './payment-parts';
import { useSandboxConfirmation } from './sandbox-confirmation';
import { TestModeNote } from './sandbox-form-frame';

/** The card a wallet holds in the sandbox: one that succeeds. */
const WALLET_CARD = '4242424242424242';

/**
 * The sandbox's stand-in for Apple Pay and Google Pay (test mode): one button that pays with the card the wallet
 * holds, as a wallet's sheet would, so the flow can be tried offline. With Stripe, the real wallets appear in the card
 * form where the browser offers them.
 */
export function SandboxWalletForm({ clientSecret, returnUrl, submitLabel, onFailed }: PaymentFormProps) {
  const { confirm, failure, busy } = useSandboxConfirmation({ clientSecret, returnUrl, onFailed }, () => confirmSandboxPayment(clientSecret, WALLET_CARD));
  return (
    <div className="fc-pay">
      <TestModeNote id="fc-wallet-test-title" text="Wallet (test) pays with a test card, as Apple Pay or Google Pay would with yours." />
      <PaymentFailureAlert message={failure} />
      <Button type="primary" size="large" block icon={<WalletOutlined />} loading={busy} onClick={() => confirm(undefined)}>
        {busy ? 'Processing...' : `${submitLabel} with Wallet (test)`}
      </Button>
      <SecureNote>Test mode: this never charges a card.</SecureNote>
    </div>
  );
}
