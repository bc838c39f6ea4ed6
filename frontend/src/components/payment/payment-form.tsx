import { useQuery } from '@tanstack/react-query';
import { Alert, Button } from 'antd';
import { lazy, Suspense } from 'react';
import { paymentQueries } from './payment-api';
import { PaymentFormSkeleton, type PaymentFormProps } from './payment-parts';
import { SandboxBankForm } from './sandbox-bank-form';
import { SandboxCardForm } from './sandbox-card-form';
import { SandboxWalletForm } from './sandbox-wallet-form';
import './payment.css';

export type { PaymentFormProps } from './payment-parts';

// Stripe.js and React Stripe Elements live in their own chunk, fetched only when the server has a key.
const StripePaymentElement = lazy(() => import('./stripe/stripe-payment-element'));

/**
 * The card form of the platform, for any payment with a client secret (donations, memberships).
 * GET /api/payments/config decides: 'stripe' renders Stripe's Payment Element with the publishable key;
 * 'sandbox' renders a clearly labelled test-mode form for the method chosen (a card, a bank account, a test wallet). Either way, success leaves for `returnUrl`
 * with payment_intent=... and redirect_status=succeeded added; a refusal is shown and the form stays.
 */
export function PaymentForm(props: PaymentFormProps) {
  const config = useQuery(paymentQueries.config());

  if (config.isPending) return <PaymentFormSkeleton />;

  const mode = config.data?.mode;
  const publishableKey = config.data?.publishableKey;
  if (mode === 'stripe' && publishableKey) {
    return (
      <Suspense fallback={<PaymentFormSkeleton label="Loading the secure payment form" />}>
        <StripePaymentElement publishableKey={publishableKey} {...props} />
      </Suspense>
    );
  }
  if (mode === 'sandbox') {
    if (props.paymentMethod === 'us_bank_account') return <SandboxBankForm {...props} />;
    if (props.paymentMethod === 'wallet') return <SandboxWalletForm {...props} />;
    return <SandboxCardForm {...props} />;
  }

  return (
    <Alert
      type="error"
      showIcon
      title="Payment Error"
      description="Unable to initialize payment. Please try again."
      action={
        <Button size="small" onClick={() => void config.refetch()} loading={config.isFetching}>
          Try Again
        </Button>
      }
    />
  );
}
