import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { ApiError, api, readData, sendData } from '../../api/client';
import type { components } from '../../api/schema';
import { isSessionQuery } from '../../app/session-api';
import { toast } from '../../app/toast';

export type DonationCompletion = components['schemas']['DonationCompletionResponse'];
/** A bank payment still clearing (POST /api/donations/complete answered 202): nothing is credited yet. */
export type BankPaymentProcessing = components['schemas']['DonationProcessingResponse'];

export function isProcessing(result: DonationCompletion | BankPaymentProcessing): result is BankPaymentProcessing {
  return 'status' in result && result.status === 'processing';
}
export type DonationState = components['schemas']['DonationStateResponse'];
export type PaymentIntentBody = components['schemas']['CreatePaymentIntentRequest'];

/** What a gift was given to: a campaign, or an organization (its funds). */
export type GiftTarget = { campaignId: string } | { organizationId: string };
const targetKey = (target: GiftTarget) => ('campaignId' in target ? target.campaignId : `organization:${target.organizationId}`);

/** Query keys of payments, by API path. */
export const paymentKeys = {
  config: ['/api/payments/config'] as const,
  myDonations: ['/api/user/donations'] as const,
  completionAll: ['/api/donations/complete'] as const,
  completion: (paymentIntentId: string, target: GiftTarget) => ['/api/donations/complete', paymentIntentId, targetKey(target)] as const,
  state: (paymentIntentId: string, target: GiftTarget) => ['/api/donations/state', paymentIntentId, targetKey(target)] as const,
};

export const PROCESSING_ERROR = 'Your payment was successful, but we encountered an issue recording your donation. Please contact support.';
export const NOT_PAID =
  'We could not confirm this payment, so no donation was recorded. If your card was charged, please contact support.';

export const NOT_FOUND = 'We could not find a donation for this payment reference. No gift was recorded.';

/** The server found no donation for this payment (a mistyped or made-up link): nothing to thank anyone for. */
export function isUnknownPayment(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.body?.code === 'donation_not_found');
}

/** The provider says the payment did not succeed, or not for this gift. */
export function isUnpaid(error: unknown): boolean {
  return error instanceof ApiError && (error.body?.code === 'payment_not_completed' || error.body?.code === 'payment_mismatch');
}

/** Words for a failed completion: the spec's text, unless the payment is unknown or never succeeded. */
export function completionFailureText(error: unknown): string {
  if (isUnknownPayment(error)) return NOT_FOUND;
  if (isUnpaid(error)) return NOT_PAID;
  return PROCESSING_ERROR;
}

/** POST /api/donations/create-payment-intent: the client secret of the payment for a gift (and its tip). */
export function startDonationPayment(body: PaymentIntentBody) {
  return sendData(api.POST('/api/donations/create-payment-intent', { body }));
}

/**
 * The same as a guest, whoever is signed in on this browser (a lobby kiosk's tablet): the session cookie is left out,
 * so the gift is the guest's who typed their details, never the account's.
 */
export function startGuestDonationPayment(body: PaymentIntentBody) {
  return sendData(api.POST('/api/donations/create-payment-intent', { body, credentials: 'omit' }));
}

/** The payment sandbox's card check (no provider keys): succeeded, or the decline's message. */
export function confirmSandboxPayment(clientSecret: string, cardNumber: string) {
  return sendData(api.POST('/api/payments/sandbox/confirm', { body: { clientSecret, cardNumber } }));
}

/** The payment sandbox's bank: a test account's payment is processing until the sandbox's bank settles it. */
export function confirmSandboxBankPayment(clientSecret: string, bankAccount: { routingNumber: string; accountNumber: string }) {
  return sendData(api.POST('/api/payments/sandbox/confirm', { body: { clientSecret, bankAccount } }));
}

/**
 * POST /api/donations/{id}/refund: the whole gift (and its tip) back to the donor. An administrator may confirm a
 * shortfall (the campaign holds less than the gift), which the platform's balance then covers.
 */
export function refundDonation(donationId: string, confirmShortfall = false) {
  return sendData(api.POST('/api/donations/{id}/refund', { params: { path: { id: donationId } }, body: confirmShortfall ? { confirmShortfall } : {} }));
}

/** Every cached read except the session, the completions and the payments configuration. */
function changedByADonation(queryKey: readonly unknown[]): boolean {
  const head = queryKey[0];
  return !isSessionQuery(queryKey) && head !== paymentKeys.completionAll[0] && head !== paymentKeys.config[0];
}

/** POST /api/donations/complete; after it, totals, donor counts, recent donations and the member's list refresh. */
async function completeDonation(
  queryClient: QueryClient,
  paymentIntentId: string,
  target: GiftTarget,
  clientSecret?: string,
): Promise<DonationCompletion | BankPaymentProcessing> {
  try {
    const donation = await sendData(api.POST('/api/donations/complete', { body: { paymentIntentId, ...target, ...(clientSecret ? { clientSecret } : {}) } }));
    void queryClient.invalidateQueries({ predicate: (query) => changedByADonation(query.queryKey) });
    return donation;
  } catch (error) {
    // A failure that says what happened is toasted at once; one that says nothing about the gift (a 5xx,
    // a lost connection) is not: the screen first looks the gift up, and a recorded gift is thanked for.
    if (isUnknownPayment(error) || isUnpaid(error)) {
      toast({ title: 'Processing Error', description: completionFailureText(error), variant: 'destructive' });
    }
    throw error;
  }
}

export const paymentQueries = {
  /** Which card form to show: 'stripe' (with the publishable key) or 'sandbox'. */
  config: () =>
    queryOptions({
      queryKey: paymentKeys.config,
      queryFn: () => readData(api.GET('/api/payments/config')),
      meta: { silent: true }, // the form shows its own message
    }),

  /** The signed-in member's donations, newest first as the server sends them. */
  myDonations: () =>
    queryOptions({
      queryKey: paymentKeys.myDonations,
      queryFn: () => readData(api.GET('/api/user/donations')),
      meta: { silent: true }, // shown in place by the list
    }),

  /**
   * Records a returned payment as a donation (POST /api/donations/complete), as a query keyed by the payment: it
   * runs once per payment however often the screen mounts (React StrictMode, re-renders of the campaign page), and
   * the server side is idempotent. A failure shows the spec's 'Processing Error' toast.
   */
  completion: (paymentIntentId: string, target: GiftTarget, clientSecret?: string) =>
    queryOptions({
      queryKey: paymentKeys.completion(paymentIntentId, target),
      queryFn: ({ client }) => completeDonation(client, paymentIntentId, target, clientSecret),
      staleTime: Infinity,
      gcTime: 30 * 60_000,
      retry: false,
      meta: { silent: true }, // completeDonation shows the spec's toast itself
    }),

  /**
   * Where the gift stands (GET /api/donations/state), recording nothing: asked after a failed completion
   * call, so the screen tells the truth (recorded, still being confirmed, or not paid).
   */
  state: (paymentIntentId: string, target: GiftTarget, clientSecret?: string) =>
    queryOptions({
      queryKey: paymentKeys.state(paymentIntentId, target),
      queryFn: () => readData(api.GET('/api/donations/state', { params: { query: { paymentIntentId, ...target, ...(clientSecret ? { clientSecret } : {}) } } })),
      retry: false,
      meta: { silent: true }, // shown in place by the screen
    }),
};
