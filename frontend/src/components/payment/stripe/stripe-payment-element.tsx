import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Appearance, type Stripe, type StripeError } from '@stripe/stripe-js';
import { Alert, theme as antdTheme } from 'antd';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useThemeMode } from '../../../app/theme';
import {
  PayButton,
  PaymentFailureAlert,
  PaymentFormSkeleton,
  SecureNote,
  UNEXPECTED_PAYMENT_ERROR,
  reportDeclined,
  reportPaymentError,
  type PaymentFormProps,
} from '../payment-parts';

/**
 * Stripe's Payment Element. This module (and with it Stripe.js) is only ever imported by PaymentForm when
 * the server runs with a publishable key, so nobody's browser fetches Stripe's script otherwise.
 */

const stripes = new Map<string, Promise<Stripe | null>>();
export function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripes.get(publishableKey);
  if (!stripe) {
    // A script that cannot load (offline, blocked) resolves to null: the form says so instead of spinning.
    stripe = loadStripe(publishableKey).catch(() => null);
    stripes.set(publishableKey, stripe);
  }
  return stripe;
}

/** The Payment Element dressed in the platform's antd tokens, light or dark. */
export function useAppearance(): Appearance {
  const { token } = antdTheme.useToken();
  const { resolved } = useThemeMode();
  return useMemo(
    () => ({
      theme: resolved === 'dark' ? 'night' : 'stripe',
      variables: {
        colorPrimary: token.colorPrimary,
        colorBackground: token.colorBgContainer,
        colorText: token.colorText,
        colorTextSecondary: token.colorTextSecondary,
        colorDanger: token.colorError,
        fontFamily: token.fontFamily,
        fontSizeBase: `${token.fontSize}px`,
        borderRadius: `${token.borderRadius}px`,
        spacingUnit: '4px',
      },
      rules: {
        '.Label': { fontWeight: '500', color: token.colorText },
      },
    }),
    [token, resolved],
  );
}

function messageOf(error: StripeError): { declined: boolean; message: string } {
  // Card and validation errors carry a message meant for the person paying; anything else is ours to word.
  if (error.type === 'card_error' || error.type === 'validation_error') {
    return { declined: true, message: error.message ?? 'Your card was declined.' };
  }
  return { declined: false, message: UNEXPECTED_PAYMENT_ERROR };
}

function StripeCheckoutForm({ returnUrl, submitLabel, onFailed }: Omit<PaymentFormProps, 'clientSecret'>) {
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
      // On success Stripe leaves the page for return_url (with payment_intent and redirect_status added).
      const { error } = await stripe.confirmPayment({ elements, confirmParams: { return_url: returnUrl } });
      const { declined, message } = messageOf(error);
      setFailure(message);
      if (error.type === 'validation_error') onFailed?.(message); // the element already marks the field
      else if (declined) reportDeclined(message, onFailed);
      else reportPaymentError(message, onFailed);
    } catch {
      setFailure(UNEXPECTED_PAYMENT_ERROR);
      reportPaymentError(UNEXPECTED_PAYMENT_ERROR, onFailed);
    }
    setBusy(false);
  }

  if (loadError) return <LoadFailure />;

  return (
    <form className="fc-pay" onSubmit={submit} noValidate>
      <PaymentFailureAlert message={failure} />
      {!ready && <PaymentFormSkeleton />}
      <div className="fc-pay__element" hidden={!ready}>
        <PaymentElement
          // The payment was prepared for the donor's method: a card (with Apple Pay and Google Pay where the browser
          // offers them) or a US bank account (instant verification through the bank's sign-in, micro-deposits otherwise).
          options={{ layout: 'tabs', wallets: { applePay: 'auto', googlePay: 'auto' } }}
          onReady={() => setReady(true)}
          onLoadError={() => setLoadError(true)}
        />
      </div>
      <div className="fc-pay__submit">
        <PayButton label={submitLabel} busy={busy} disabled={!stripe || !elements || !ready} />
      </div>
      <SecureNote>Payments are processed securely by Stripe. Faith Collective never sees your card number.</SecureNote>
    </form>
  );
}

export function LoadFailure() {
  return (
    <Alert
      type="error"
      showIcon
      title="Payment Error"
      description="Unable to load the secure payment form. Please check your connection and reload the page."
    />
  );
}

export default function StripePaymentElement({ publishableKey, clientSecret, ...rest }: PaymentFormProps & { publishableKey: string }) {
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
      <StripeCheckoutForm {...rest} />
    </Elements>
  );
}
