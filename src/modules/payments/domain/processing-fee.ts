/**
 * The fee policy: the platform bears the payment provider's processing fee, paid out of donors'
 * optional tips, so a campaign receives 100% of every gift (as Zeffy and GoFundMe promise donors).
 * The fee recorded with a gift is Stripe's standard card rate for the whole charge (gift + tip):
 * 2.9% rounded half up to the cent, plus 30 cents. The sandbox records the same fee, so its books
 * look like Stripe's.
 */
export const FEE_POLICY = {
  bornBy: 'platform' as const,
  percentBasisPoints: 290,
  fixedCents: 30,
  description: 'The platform pays the card processing fee (2.9% + $0.30 per charge) out of donors’ tips: the campaign receives 100% of every gift.',
};

export function processingFeeCents(chargeCents: number): number {
  return Math.floor((chargeCents * FEE_POLICY.percentBasisPoints + 5000) / 10000) + FEE_POLICY.fixedCents;
}

/** The same rule in SQL, over an integer expression of the charge in cents. */
export function processingFeeSql(chargeCentsExpr: string): string {
  return `((${chargeCentsExpr}) * ${FEE_POLICY.percentBasisPoints} + 5000) / 10000 + ${FEE_POLICY.fixedCents}`;
}
