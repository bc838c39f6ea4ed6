import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorText } from '../../api/client';
import { toast } from '../../app/toast';
import { UNEXPECTED_PAYMENT_ERROR, reportDeclined, reportPaymentError, successUrl, type PaymentFormProps } from './payment-parts';

/** What the sandbox answered a confirmation: succeeded, processing (a bank payment), or refused with its words. */
interface SandboxResult {
  status: string;
  paymentIntentId: string;
  error: string | null;
}

/**
 * The sandbox's forms' one way to confirm a payment (a card's, a wallet's, a bank account's): on success (or a bank
 * payment taken: processing) the page goes to the return URL with payment_intent and redirect_status added, as the
 * provider's redirect does; a refusal is kept beside the form and toasted.
 */
export function useSandboxConfirmation<Details>(
  { clientSecret, returnUrl, onFailed }: Pick<PaymentFormProps, 'clientSecret' | 'returnUrl' | 'onFailed'>,
  /** Null when there is nothing to confirm with the provider (the card was handed to someone else: a monthly gift's new card). */
  send: (details: Details) => Promise<SandboxResult | null>,
) {
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const confirm = useMutation({
    mutationFn: send,
    onSuccess: (result) => {
      if (!result) return;
      if (result.status === 'succeeded' || result.status === 'processing') {
        setLeaving(true);
        // A refusal toast from an earlier attempt must not linger over the success (one toast at a time).
        if (failure) toast({ title: 'Payment Successful', description: 'Thank you! Your payment went through.', variant: 'success' });
        const target = successUrl(returnUrl, result.paymentIntentId, clientSecret, result.status);
        if (target.origin === window.location.origin) void navigate(`${target.pathname}${target.search}${target.hash}`);
        else window.location.assign(target.toString());
        return;
      }
      const message = result.error ?? 'Your card was declined.';
      setFailure(message);
      reportDeclined(message, onFailed);
    },
    onError: (error) => {
      const message = errorText(error, UNEXPECTED_PAYMENT_ERROR);
      setFailure(message);
      reportPaymentError(message, onFailed);
    },
  });
  return {
    confirm: (details: Details) => {
      setFailure(null);
      confirm.mutate(details);
    },
    failure,
    busy: confirm.isPending || leaving,
  };
}
