import { formatMoney } from '../../lib/format';
import './checkout-parts.css';

interface DonationSummaryProps {
  giftCents: number;
  tipCents: number;
  tipLabel: string;
  /** The processing fee the donor covers (0 or absent when they do not). */
  feeCoveredCents?: number;
  /** A bank payment: it clears in 3–5 business days. */
  bankPayment?: boolean;
  monthly?: boolean;
  /** The gift's parts, one line each (an organization's funds); without them the gift is one line, "Your donation". */
  parts?: { label: string; cents: number }[];
}

/** A checkout's figures (its choices, or the payment prepared for them) as the summary's props. */
export function summaryOf(figures: {
  giftCents: number;
  tipCents: number;
  tipLabel: string;
  feeCoveredCents: number;
  paymentMethod: string;
  monthly?: boolean;
  parts?: { label: string; cents: number }[];
}): DonationSummaryProps {
  return {
    giftCents: figures.giftCents,
    tipCents: figures.tipCents,
    tipLabel: figures.tipLabel,
    feeCoveredCents: figures.feeCoveredCents,
    bankPayment: figures.paymentMethod === 'us_bank_account',
    monthly: figures.monthly,
    parts: figures.parts,
  };
}

/** The amount, the tip, a covered fee and the total, each on its own line: exactly what will be charged. */
export function DonationSummary({ giftCents, tipCents, tipLabel, feeCoveredCents = 0, bankPayment, monthly, parts }: DonationSummaryProps) {
  const lines = parts ?? [{ label: 'Your donation', cents: giftCents }];
  const totalCents = giftCents + tipCents + feeCoveredCents;
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
      {feeCoveredCents > 0 && (
        <div className="fc-summary__line">
          <dt>Processing fee you cover</dt>
          <dd>{formatMoney(feeCoveredCents / 100)}</dd>
        </div>
      )}
      <div className="fc-summary__line fc-summary__line--total">
        <dt>{bankPayment ? 'Total from your bank account' : 'Total charged today'}</dt>
        <dd>{formatMoney(totalCents / 100)}</dd>
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
