import { formatMoney } from '../../lib/format';

interface DonationSummaryProps {
  giftCents: number;
  tipCents: number;
  tipLabel: string;
  monthly?: boolean;
}

/** The amount, the tip and the total, each on its own line: exactly what the card will be charged. */
export function DonationSummary({ giftCents, tipCents, tipLabel, monthly }: DonationSummaryProps) {
  return (
    <dl className="fc-summary" aria-label="Your donation summary">
      <div className="fc-summary__line">
        <dt>Your donation</dt>
        <dd>{formatMoney(giftCents / 100)}</dd>
      </div>
      <div className="fc-summary__line">
        <dt>{tipLabel}</dt>
        <dd>{formatMoney(tipCents / 100)}</dd>
      </div>
      <div className="fc-summary__line fc-summary__line--total">
        <dt>Total charged today</dt>
        <dd>{formatMoney((giftCents + tipCents) / 100)}</dd>
      </div>
      {monthly && (
        <div className="fc-summary__line">
          <dt>Then every month, until you stop it</dt>
          <dd>{formatMoney((giftCents + tipCents) / 100)}</dd>
        </div>
      )}
    </dl>
  );
}
