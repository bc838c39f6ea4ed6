import { Checkbox, Input } from 'antd';
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
          const inputId = `fc-fund-amount-${fund.id}`;
          const problem = on ? problems[fund.id] : undefined;
          return (
            <li key={fund.id} className={`fc-org-give__fund${on ? ' is-chosen' : ''}`}>
              <Checkbox checked={on} onChange={(event) => onToggle(fund.id, event.target.checked)} className="fc-org-give__fund-check">
                <span className="fc-org-give__fund-name">{fund.name}</span>
                {fund.description && <span className="fc-org-give__fund-description">{fund.description}</span>}
              </Checkbox>
              {on && (
                <div className="fc-org-give__fund-amount">
                  <label htmlFor={inputId} className="fc-sr-only">
                    Amount for {fund.name}
                  </label>
                  <Input
                    id={inputId}
                    type="number"
                    inputMode="decimal"
                    min={1}
                    step={0.01}
                    size="large"
                    prefix="$"
                    placeholder="0.00"
                    value={amounts[fund.id] ?? ''}
                    status={problem ? 'error' : undefined}
                    aria-invalid={problem ? true : undefined}
                    aria-describedby={problem ? `${inputId}-error` : undefined}
                    onChange={(event) => onAmount(fund.id, event.target.value)}
                  />
                  {problem && (
                    <p id={`${inputId}-error`} className="fc-field__error">
                      {problem}
                    </p>
                  )}
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
