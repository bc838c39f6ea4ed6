import { fundingPercent } from '../../lib/campaign-progress';
import { formatMoney } from '../../lib/format';
import './campaign.css';

interface FundingProgressProps {
  currentAmount: string | number | null | undefined;
  goal: string | number | null | undefined;
  /** 'large' on the campaign page, where money is the loudest thing. */
  size?: 'default' | 'large';
  /** Names the bar for screen readers, e.g. the campaign title. */
  label?: string;
}

/** Raised versus goal with a progress bar (percent rounded, capped at 100). */
export function FundingProgress({ currentAmount, goal, size = 'default', label }: FundingProgressProps) {
  const percent = fundingPercent(currentAmount, goal);
  return (
    <div className={`fc-funding fc-funding--${size}`}>
      <p className="fc-funding__figures">
        <span className="fc-funding__raised">{formatMoney(currentAmount)}</span>{' '}
        <span className="fc-funding__goal">raised of {formatMoney(goal)} goal</span>
      </p>
      <div
        className="fc-funding__bar"
        role="progressbar"
        aria-label={label ? `Funding progress for ${label}` : 'Funding progress'}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}% funded`}
      >
        <span className="fc-funding__fill" style={{ width: `${percent}%` }} />
      </div>
      <p className="fc-funding__percent">{percent}% funded</p>
    </div>
  );
}
