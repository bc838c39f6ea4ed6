/**
 * The donation-complete screen (spec section 2): shown by the campaign page when its query string
 * has success=true, payment_intent and campaignId. Owned by the payments screens.
 */
export function DonationCompleteScreen() {
  return <div className="fc-container fc-page">Processing your donation…</div>;
}
