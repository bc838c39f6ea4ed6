import { ExperimentOutlined, WalletOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { confirmSandboxPayment } from './payment-api';
import { PaymentFailureAlert, SecureNote, type PaymentFormProps } from './payment-parts';
import { useSandboxConfirmation } from './sandbox-confirmation';

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
      <div className="fc-pay__test-mode" role="note" aria-labelledby="fc-wallet-test-title">
        <p className="fc-pay__test-title" id="fc-wallet-test-title">
          <ExperimentOutlined aria-hidden="true" /> Test mode — no real money moves
        </p>
        <p className="fc-pay__test-text">Wallet (test) pays with a test card, as Apple Pay or Google Pay would with yours.</p>
      </div>
      <PaymentFailureAlert message={failure} />
      <Button type="primary" size="large" block icon={<WalletOutlined />} loading={busy} onClick={() => confirm(undefined)}>
        {busy ? 'Processing...' : `${submitLabel} with Wallet (test)`}
      </Button>
      <SecureNote>Test mode: this never charges a card.</SecureNote>
    </div>
  );
}
