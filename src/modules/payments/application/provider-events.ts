import type { PaymentIntent, Subscription } from './payment-gateway.js';

/**
 * What the provider tells us happened, whether it came by a verified Stripe webhook or from
 * the sandbox's confirmation. Handled by one dispatcher so both paths behave alike.
 */
export type ProviderNotice =
  | { kind: 'payment-intent'; intent: PaymentIntent }
  | { kind: 'subscription'; subscription: Subscription; reason: 'updated' | 'deleted' | 'invoice-paid' | 'invoice-failed' };

export interface ProviderNoticeHandler {
  handle(notice: ProviderNotice): Promise<void>;
}
