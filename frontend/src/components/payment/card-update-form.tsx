import { useQuery } from '@tanstack/react-query';
import { Alert } from 'antd';
import { lazy, Suspense } from 'react';
import { paymentQueries } from './payment-api';
import { PaymentFormSkeleton } from './payment-parts';
import { SandboxCardForm } from './sandbox-card-form';
import type { NewCard } from './monthly-gifts-api';
import './payment.css';

const StripeCardSetup = lazy(() => import('./stripe/stripe-card-setup'));

/**
 * A new card for a monthly gift: Stripe's Payment Element for the server's SetupIntent (`clientSecret`), or the
 * sandbox's test card form. `onCard` sends it to the server, which charges what is owed; its error is shown.
 */
export function CardUpdateForm({ clientSecret, submitLabel, onCard }: { clientSecret: string | null; submitLabel: string; onCard(card: NewCard): Promise<void> }) {
  const config = useQuery(paymentQueries.config());
  if (config.isPending) return <PaymentFormSkeleton />;
  const { mode, publishableKey } = config.data ?? {};
  if (mode === 'stripe' && publishableKey && clientSecret) {
    return (
      <Suspense fallback={<PaymentFormSkeleton label="Loading the secure card form" />}>
        <StripeCardSetup publishableKey={publishableKey} clientSecret={clientSecret} submitLabel={submitLabel} onSetup={(setupIntentId) => onCard({ setupIntentId })} />
      </Suspense>
    );
  }
  if (mode === 'sandbox') return <SandboxCardForm submitLabel={submitLabel} onCard={(cardNumber) => onCard({ cardNumber })} />;
  return <Alert type="error" showIcon title="Payment Error" description="Unable to load the card form. Please reload the page." />;
}
