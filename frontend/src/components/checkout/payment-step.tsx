import { EditOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Button } from 'antd';
import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { Link } from 'react-router-dom';
import { ApiError, errorText } from '../../api/client';
import { dismissToasts, toast } from '../../app/toast';
import { PaymentForm } from '../payment/payment-form';
import { parseDollarsToCents, type PaymentMethodKind } from './donation-math';
import './checkout-parts.css';

/**
 * The terms line under a checkout. `newTab`: the pages open in a new tab, where the checkout must stay (the lobby
 * kiosk; the embeddable form, whose frame no other page of the site may fill).
 */
export function LegalNote({ newTab = false }: { newTab?: boolean }) {
  const tab = newTab ? ({ target: '_blank', rel: 'noopener' } as const) : {};
  const opens = newTab ? <span className="fc-sr-only"> (opens in a new tab)</span> : null;
  return (
    <p className="fc-checkout__legal">
      By donating you agree to our{' '}
      <Link to="/terms" {...tab}>
        Terms of Service{opens}
      </Link>{' '}
      and{' '}
      <Link to="/privacy" {...tab}>
        Privacy Policy{opens}
      </Link>
      .
    </p>
  );
}

/** The spec's toast titles for the server's own refusals of a guest's details. */
export function startFailureTitle(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.body?.code === 'missing_information') return 'Missing Information';
    if (error.body?.code === 'invalid_email') return 'Invalid Email';
  }
  return 'Payment Error';
}

/**
 * POST /api/donations/create-payment-intent for a checkout: on success the payment is prepared with the summary it
 * was made for (whatever changed since); a refusal is toasted with the server's words.
 */
export function usePreparePayment<Request extends { shown: object }>(
  start: (request: Request) => Promise<{ clientSecret?: string | null; feeCovered?: string } | undefined>,
  onPrepared: (payment: { clientSecret: string } & Request['shown']) => void,
) {
  return useMutation({
    mutationFn: start,
    onSuccess: (data, { shown }) => {
      if (!data?.clientSecret) {
        toast({ title: 'Payment Error', description: 'Failed to initialize payment. Please try again.', variant: 'destructive' });
        return;
      }
      // The fee the donor covers, as the server worked it out (what is charged), over the page's estimate.
      const feeCoveredCents = data.feeCovered === undefined ? undefined : parseDollarsToCents(data.feeCovered);
      onPrepared({ clientSecret: data.clientSecret, ...shown, ...(feeCoveredCents != null && 'feeCoveredCents' in shown ? { feeCoveredCents } : {}) });
    },
    onError: (error) => {
      toast({ title: startFailureTitle(error), description: errorText(error, 'Failed to initialize payment. Please try again.'), variant: 'destructive' });
    },
  });
}

/**
 * The card form appears in place of the choices: the reader (and the focus) is taken to it, and back to the
 * choices' heading after "Change amount or details". Each step's errors belong to it: moving on (or back) takes
 * an earlier step's toast off the screen.
 */
export function useStepFocus(onPaymentStep: boolean) {
  const paymentHeading = useRef<HTMLHeadingElement>(null);
  const detailsHeading = useRef<HTMLHeadingElement>(null);
  const returnFocus = useRef(false);
  useEffect(() => {
    if (onPaymentStep) {
      dismissToasts();
      paymentHeading.current?.focus({ preventScroll: true });
      paymentHeading.current?.scrollIntoView({ block: 'start', behavior: 'auto' });
    } else if (returnFocus.current) {
      returnFocus.current = false;
      dismissToasts();
      detailsHeading.current?.focus();
    }
  }, [onPaymentStep]);
  return { paymentHeading, detailsHeading, backToDetails: () => (returnFocus.current = true) };
}

interface PaymentStepProps {
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** What the card will be charged, line by line (DonationSummary). */
  summary: ReactNode;
  clientSecret: string;
  returnUrl: string;
  submitLabel: string;
  onChange(): void;
  /** The terms open in a new tab (LegalNote). */
  legalInNewTab?: boolean;
  /** How the donor chose to pay (the payment was prepared for it); a card when left out. */
  paymentMethod?: PaymentMethodKind;
}

/** The second step of every checkout: the summary the payment was made for, "Change amount or details", the card form. */
export function PaymentStep({ headingRef, summary, clientSecret, returnUrl, submitLabel, onChange, legalInNewTab, paymentMethod }: PaymentStepProps) {
  return (
    <section className="fc-card fc-checkout__panel" aria-labelledby="fc-payment-title">
      <h2 id="fc-payment-title" className="fc-checkout__step-title" tabIndex={-1} ref={headingRef}>
        Payment details
      </h2>
      {summary}
      <Button type="link" className="fc-checkout__change" icon={<EditOutlined />} onClick={onChange}>
        Change amount or details
      </Button>
      <PaymentForm clientSecret={clientSecret} returnUrl={returnUrl} submitLabel={submitLabel} paymentMethod={paymentMethod} />
      <LegalNote newTab={legalInNewTab} />
    </section>
  );
}
