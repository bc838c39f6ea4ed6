/** How a donor pays: a card, a US bank account (ACH debit), or a wallet (Apple Pay, Google Pay: a card underneath). */
export type PaymentMethodKind = 'card' | 'us_bank_account' | 'wallet';
export const PAYMENT_METHODS: readonly PaymentMethodKind[] = ['card', 'us_bank_account', 'wallet'];

/** A method's processing fee: basis points of the charge rounded half up to the cent, plus a fixed part, capped. */
interface FeeRate {
  percentBasisPoints: number;
  fixedCents: number;
  capCents: number | null;
}

/** Stripe's standard US rates: cards and wallets 2.9% + 30¢; ACH debit 0.8% capped at $5. */
export const FEE_RATES: Readonly<Record<PaymentMethodKind, FeeRate>> = {
  card: { percentBasisPoints: 290, fixedCents: 30, capCents: null },
  wallet: { percentBasisPoints: 290, fixedCents: 30, capCents: null },
  us_bank_account: { percentBasisPoints: 80, fixedCents: 0, capCents: 500 },
};

/**
 * The fee policy: the platform bears the payment provider's processing fee, paid out of donors'
 * optional tips, so a campaign receives 100% of every gift (as Zeffy and GoFundMe promise donors).
 * A donor may also cover it (see coveredFeeCents). The fee recorded with a gift is the provider's
 * standard rate for its method on the whole charge; the sandbox records the same fee, so its books
 * look like Stripe's.
 */
export const FEE_POLICY = {
  bornBy: 'platform' as const,
  percentBasisPoints: FEE_RATES.card.percentBasisPoints,
  fixedCents: FEE_RATES.card.fixedCents,
  description:
    'The platform pays the card processing fee (2.9% + $0.30 per charge; bank payments 0.8%, at most $5.00) out of donors’ tips, unless the donor chooses to cover it: the campaign receives 100% of every gift.',
};

export function processingFeeCents(chargeCents: number, method: PaymentMethodKind = 'card'): number {
  const rate = FEE_RATES[method];
  const fee = Math.floor((chargeCents * rate.percentBasisPoints + 5000) / 10000) + rate.fixedCents;
  return rate.capCents === null ? fee : Math.min(fee, rate.capCents);
}

/**
 * What a donor who covers the fee adds to a payment of `baseCents` (the gift and the tip): the least whole number
 * of cents F such that the fee on the charge base + F is at most F, so after the provider's fee the whole of the
 * gift and the tip remain. Card: F ≈ (0.029·base + 30) / 0.971, rounded up; bank: F ≈ 0.008·base / 0.992, at
 * most $5.00. The fee is a step function of the charge (rounded to the cent), so the estimate is corrected by
 * stepping a cent at a time (at most a step or two).
 */
export function coveredFeeCents(baseCents: number, method: PaymentMethodKind): number {
  const rate = FEE_RATES[method];
  const estimate = Math.ceil((baseCents * rate.percentBasisPoints + rate.fixedCents * 10000) / (10000 - rate.percentBasisPoints));
  let fee = rate.capCents === null ? estimate : Math.min(estimate, rate.capCents);
  while (fee > 0 && processingFeeCents(baseCents + fee - 1, method) <= fee - 1) fee--;
  while (processingFeeCents(baseCents + fee, method) > fee) fee++;
  return fee;
}

/** The same fee rule in SQL, over an integer expression of the charge in cents and one of its method. */
export function processingFeeSql(chargeCentsExpr: string, methodExpr: string): string {
  const fee = (rate: FeeRate) => {
    const raw = `((${chargeCentsExpr}) * ${rate.percentBasisPoints} + 5000) / 10000 + ${rate.fixedCents}`;
    return rate.capCents === null ? raw : `least(${raw}, ${rate.capCents})`;
  };
  return `(CASE WHEN (${methodExpr}) = 'us_bank_account' THEN ${fee(FEE_RATES.us_bank_account)} ELSE ${fee(FEE_RATES.card)} END)`;
}
