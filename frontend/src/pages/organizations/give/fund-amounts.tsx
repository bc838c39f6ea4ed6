import { Checkbox } from 'antd';
import { DollarInput } from '../../../components/checkout/dollar-input';
import type { Fund } from '../../../components/organizations/organizations-api';

interface FundAmountsProps {
  funds: Fund[];
  chosen: string[];
  amounts: Record<string, string>;
  problems: Record<string, string>;
  onToggle(fundId: string, chosen: boolean): void;
  onAmount(fundId: string, text: string): void;
}

/** The organization's funds: tick one or several, and give an amount to each. */
export function FundAmounts({ funds, chosen, amounts, problems, onToggle, onAmount }: FundAmountsProps) {
  return (
    <fieldset className="fc-checkout__group">
      <legend className="fc-checkout__legend">Choose funds and amounts</legend>
      <p className="fc-checkout__hint">Give to one fund or to several at once: each gets the amount you enter.</p>
      <ul className="fc-org-give__funds">
        {funds.map((fund) => {
          const on = chosen.includes(fund.id);
          return (
            <li key={fund.id} className={`fc-org-give__fund${on ? ' is-chosen' : ''}`}>
              <Checkbox checked={on} onChange={(event) => onToggle(fund.id, event.target.checked)} className="fc-org-give__fund-check">
                <span className="fc-org-give__fund-name">{fund.name}</span>
                {fund.description && <span className="fc-org-give__fund-description">{fund.description}</span>}
              </Checkbox>
              {on && (
                <div className="fc-org-give__fund-amount">
                  <DollarInput
                    id={`fc-fund-amount-${fund.id}`}
                    label={`Amount for ${fund.name}`}
                    hiddenLabel
                    min={1}
                    placeholder="0.00"
                    value={amounts[fund.id] ?? ''}
                    problem={problems[fund.id]}
                    onChange={(text) => onAmount(fund.id, text)}
                  />
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
