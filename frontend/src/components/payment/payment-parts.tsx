import { LockOutlined } from '@ant-design/icons';
import { Alert, Button, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { giveTokens } from '../../app/theme-tokens';
import { toast } from '../../app/toast';

/** What every card form of the platform takes (donations, memberships). */
export interface PaymentFormProps {
  /** The provider's client secret of the payment (or subscription) intent. */
  clientSecret: string;
  /** Absolute URL to go to after success; payment_intent=... and redirect_status=succeeded are added to it. */
  returnUrl: string;
  /** The pay button's text, e.g. "Donate $57.50". */
  submitLabel: string;
  /** Called with the provider's message when a payment is refused (the form stays, to try again). */
  onFailed?(message: string): void;
  /** What the payment was prepared for: a card (when left out), a US bank account, or a wallet. */
  paymentMethod?: 'card' | 'us_bank_account' | 'wallet';
}

export const UNEXPECTED_PAYMENT_ERROR = 'An unexpected error occurred. Please try again.';

/** A refused card: toast 'Payment Failed' with the provider's message (spec section 8). */
export function reportDeclined(message: string, onFailed?: (message: string) => void) {
  toast({ title: 'Payment Failed', description: message, variant: 'destructive' });
  onFailed?.(message);
}

/** Anything else that went wrong while paying. */
export function reportPaymentError(message: string, onFailed?: (message: string) => void) {
  toast({ title: 'Payment Error', description: message, variant: 'destructive' });
  onFailed?.(message);
}

const giveTheme = { token: giveTokens };

/** The gold pay button; it stays busy while the payment is confirmed and the page moves on. */
export function PayButton({ label, busy, disabled }: { label: string; busy: boolean; disabled?: boolean }) {
  return (
    <ConfigProvider theme={giveTheme}>
      <Button type="primary" htmlType="submit" size="large" block loading={busy} disabled={disabled} icon={<LockOutlined />}>
        {busy ? 'Processing...' : label}
      </Button>
    </ConfigProvider>
  );
}

/** The inline account of a failed attempt, next to the form, so it is still readable after the toast goes. */
export function PaymentFailureAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert
      className="fc-pay__alert"
      type="error"
      showIcon
      title="Your payment did not go through"
      description={
        <>
          {message} <span>No money was taken. Please check the details or try another card.</span>
        </>
      }
    />
  );
}

export function SecureNote({ children }: { children: ReactNode }) {
  return (
    <p className="fc-pay__secure">
      <LockOutlined aria-hidden="true" /> {children}
    </p>
  );
}

/** Placeholder while the form (or the provider's script) loads. */
export function PaymentFormSkeleton({ label = 'Loading the payment form' }: { label?: string }) {
  return (
    <div className="fc-pay__skeleton" aria-busy="true">
      <span className="fc-sr-only" role="status">
        {label}
      </span>
      <span className="fc-skeleton fc-pay__skeleton-field" aria-hidden="true" />
      <span className="fc-skeleton fc-pay__skeleton-field" aria-hidden="true" />
      <span className="fc-skeleton fc-pay__skeleton-button" aria-hidden="true" />
    </div>
  );
}

/** The return address with what the provider adds after a successful payment (as Stripe's redirect does). */
export function successUrl(returnUrl: string, paymentIntentId: string, clientSecret: string, status: 'succeeded' | 'processing' = 'succeeded'): URL {
  const url = new URL(returnUrl, window.location.origin);
  url.searchParams.set('payment_intent', paymentIntentId);
  url.searchParams.set('payment_intent_client_secret', clientSecret);
  url.searchParams.set('redirect_status', status);
  return url;
}
