/**
 * A member's payout account: a Stripe Connect Express account (or the sandbox's stand-in for one) that
 * receives what their campaigns raised. Its state is the provider's, read afresh whenever it changes.
 */
export type PayoutAccountStatus = 'not_connected' | 'pending' | 'active' | 'restricted';

/** What the provider says of a connected account (Stripe: payouts_enabled, details_submitted, requirements.disabled_reason). */
export interface ConnectedAccountState {
  payoutsEnabled: boolean;
  detailsSubmitted: boolean;
  disabledReason: string | null;
}

/**
 * The platform's reading of the provider's state, as Stripe's dashboard shows it: active once payouts are
 * enabled; restricted when the provider disabled the account after details were given (more information
 * needed, or rejected); pending while onboarding is not finished.
 */
export function payoutAccountStatus(state: ConnectedAccountState): Exclude<PayoutAccountStatus, 'not_connected'> {
  if (state.payoutsEnabled) return 'active';
  if (state.detailsSubmitted && state.disabledReason) return 'restricted';
  return 'pending';
}
