import { formatMoney } from '../../lib/format';
import './checkout-parts.css';

interface DonationSummaryProps {
  giftCents: number;
  tipCents: number;
  tipLabel: string;
  monthly?: boolean;
  /** The gift's parts, one line each (an organization's funds); without them the gift is one line, "Your donation". */
  parts?: { label: string; cents: number }[];
}

/** The amount, the tip and the total, each on its own line: exactly what the card will be charged. */
export function DonationSummary({ giftCents, tipCents, tipLabel, monthly, parts }: DonationSummaryProps) {
  const lines = parts ?? [{ label: 'Your donation', cents: giftCents }];
  return (
    <dl className="fc-summary" aria-label="Your donation summary">
      {lines.map((line) => (
        <div key={line.label} className="fc-summary__line">
          <dt>{line.label}</dt>
          <dd>{formatMoney(line.cents / 100)}</dd>
        </div>
      ))}
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
