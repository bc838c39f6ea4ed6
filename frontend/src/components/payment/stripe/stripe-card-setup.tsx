import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { useEffect, useState, type FormEvent } from 'react';
import { PayButton, PaymentFailureAlert, PaymentFormSkeleton, SecureNote, UNEXPECTED_PAYMENT_ERROR } from '../payment-parts';
import { LoadFailure, stripeFor, useAppearance } from './stripe-payment-element';

interface SetupProps {
  submitLabel: string;
  /** The SetupIntent the donor confirmed: the server makes its card the subscription's and charges what is owed. */
  onSetup(setupIntentId: string): Promise<void>;
}

function SetupForm({ submitLabel, onSetup }: SetupProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const [loadError, setLoadError] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!stripe || !elements || busy) return;
    setBusy(true);
    setFailure(null);
    try {
      // A card needing no redirect (3-D Secure is shown in place) stays on the page; others come back to it.
      const { error, setupIntent } = await stripe.confirmSetup({ elements, redirect: 'if_required', confirmParams: { return_url: window.location.href } });
      if (error) setFailure(error.type === 'card_error' || error.type === 'validation_error' ? (error.message ?? 'Your card was declined.') : UNEXPECTED_PAYMENT_ERROR);
      else if (setupIntent) await onSetup(setupIntent.id);
    } catch (error) {
      setFailure(error instanceof Error && error.message ? error.message : UNEXPECTED_PAYMENT_ERROR);
    }
    setBusy(false);
  }

  if (loadError) return <LoadFailure />;
  return (
    <form className="fc-pay" onSubmit={submit} noValidate>
      <PaymentFailureAlert message={failure} />
      {!ready && <PaymentFormSkeleton />}
      <div className="fc-pay__element" hidden={!ready}>
        <PaymentElement options={{ layout: 'tabs' }} onReady={() => setReady(true)} onLoadError={() => setLoadError(true)} />
      </div>
      <div className="fc-pay__submit">
        <PayButton label={submitLabel} busy={busy} disabled={!stripe || !elements || !ready} />
      </div>
      <SecureNote>Your card is kept securely by Stripe. Faith Collective never sees your card number.</SecureNote>
    </form>
  );
}

/** Stripe's Payment Element for a SetupIntent: a new card for a monthly gift. */
export default function StripeCardSetup({ publishableKey, clientSecret, ...rest }: SetupProps & { publishableKey: string; clientSecret: string }) {
  const appearance = useAppearance();
  const stripe = stripeFor(publishableKey);
  const [unavailable, setUnavailable] = useState(false);
  useEffect(() => {
    let current = true;
    void stripe.then((loaded) => {
      if (current && !loaded) setUnavailable(true);
    });
    return () => {
      current = false;
    };
  }, [stripe]);
  if (unavailable) return <LoadFailure />;
  return (
    <Elements stripe={stripe} options={{ clientSecret, appearance }} key={clientSecret}>
      <SetupForm {...rest} />
    </Elements>
  );
}
