import { CheckCircleFilled, CloseCircleFilled, ReloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Input, Select } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatDay, formatMoney } from '../../lib/format';
import { useReportError } from './admin-api';
import { ErrorState, ListSkeleton } from './list-states';
import { accountLabels, moneyQueries, type Discrepancy, type Reconciliation, type ReconciliationPeriod } from './money-api';

/** What each kind of discrepancy means, in the console's words. */
const discrepancyLabels: Record<string, string> = {
  ledger_unbalanced: 'A ledger transaction does not balance',
  gift_missing_from_ledger: 'A gift is missing from the ledger',
  charge_unrecorded: 'A charge at the provider was never recorded',
  charge_amount_mismatch: 'A charge differs from the provider',
  subscription_charge_unrecorded: 'A monthly gift was charged but not recorded',
  membership_charge_unrecorded: 'A membership was charged but not recorded',
  payment_missing_at_provider: 'A recorded payment is unknown to the provider',
  payment_not_succeeded_at_provider: 'A recorded payment did not succeed at the provider',
  refund_unrecorded: 'A refund at the provider was never recorded',
  refund_missing_at_provider: 'A recorded refund was not made at the provider',
  payout_amount_mismatch: 'A payout differs from the ledger',
  transfer_missing_at_provider: 'A paid payout has no transfer at the provider',
  transfer_amount_mismatch: 'A transfer differs from its payout',
  transfer_unrecorded: 'A transfer at the provider has no payout',
  campaign_total_mismatch: 'A campaign total differs from the ledger',
  campaign_donor_count_mismatch: 'A donor count differs from the ledger',
  dashboard_totals_mismatch: 'The dashboard totals differ from the ledger',
  public_statistics_mismatch: 'The public statistics differ from the ledger',
  funds_panel_mismatch: 'A funds panel differs from the ledger',
  fund_part_mismatch: "A fund's part of a gift differs from the ledger",
  bank_payment_outcome_unrecorded: 'A bank payment settled at the provider is still processing here',
};

const amount = (d: Discrepancy, value: string) => (d.unit === 'usd' ? formatMoney(value) : value);
/** A period's day (UTC), as "Jan 5, 2025". */
const day = (iso: string) => formatDay(iso.slice(0, 10), iso);

function Discrepancies({ r }: { r: Reconciliation }) {
  if (r.discrepancies.length === 0) {
    return (
      <ul className="fc-ledger-checks">
        <Check ok>Nothing disagrees: every payment, refund and transfer of the period matches the provider, and every figure shown matches the ledger.</Check>
      </ul>
    );
  }
  return (
    <ol className="fc-ledger-discrepancies">
      {r.discrepancies.map((d, i) => (
        <li key={`${d.code}-${d.object.id ?? ''}-${i}`} className="fc-ledger-discrepancy">
          <CloseCircleFilled aria-hidden="true" />
          <div>
            <strong>{discrepancyLabels[d.code] ?? d.code}</strong> <code className="fc-muted">{d.code}</code>
            <p>{d.message}</p>
            <p className="fc-muted">
              Expected {amount(d, d.expected)} · found {amount(d, d.found)}
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}

const PRESETS = [7, 30, 90, 365];

/** The last N days, or from one day to another (both included). */
function PeriodPicker({ value, onChange }: { value: ReconciliationPeriod; onChange: (p: ReconciliationPeriod) => void }) {
  const [custom, setCustom] = useState<{ from: string; to: string }>('from' in value ? value : { from: '', to: '' });
  const choice = 'days' in value ? String(value.days) : 'custom';
  const apply = (next: { from: string; to: string }) => {
    setCustom(next);
    if (next.from && next.to && next.from <= next.to) onChange(next);
  };
  return (
    <div className="fc-ledger-period">
      <label>
        <span>Period</span>
        <Select
          value={choice}
          style={{ width: 170 }}
          aria-label="Period"
          onChange={(v: string) => (v === 'custom' ? apply(custom) : onChange({ days: Number(v) }))}
          options={[...PRESETS.map((d) => ({ value: String(d), label: `Last ${d} days` })), { value: 'custom', label: 'From… to…' }]}
        />
      </label>
      {choice === 'custom' && (
        <>
          <label>
            <span>From</span>
            <Input type="date" value={custom.from} onChange={(e) => apply({ ...custom, from: e.target.value })} />
          </label>
          <label>
            <span>To</span>
            <Input type="date" value={custom.to} onChange={(e) => apply({ ...custom, to: e.target.value })} />
          </label>
        </>
      )}
    </div>
  );
}

function Check({ ok, children }: { ok: boolean; children: React.ReactNode }) {
  return (
    <li className={ok ? 'fc-ledger-check fc-ledger-check--ok' : 'fc-ledger-check fc-ledger-check--bad'}>
      {ok ? <CheckCircleFilled aria-hidden="true" /> : <CloseCircleFilled aria-hidden="true" />}
      <span>
        <span className="fc-sr-only">{ok ? 'Passes: ' : 'Fails: '}</span>
        {children}
      </span>
    </li>
  );
}

function Books({ r }: { r: Reconciliation }) {
  return (
    <>
      <p className={r.balanced ? 'fc-ledger-verdict fc-ledger-verdict--ok' : 'fc-ledger-verdict fc-ledger-verdict--bad'} role="status">
        {r.balanced
          ? `The books balance, match the payment provider from ${day(r.period.from)} to ${day(r.period.to)}, and every figure shown matches the ledger.`
          : `${r.discrepancies.length} discrepanc${r.discrepancies.length === 1 ? 'y' : 'ies'}: look at the list below.`}
      </p>

      <h3>Discrepancies</h3>
      <Discrepancies r={r} />

      <h3>The books</h3>
      <ul className="fc-ledger-checks">
        <Check ok={r.total === '0.00'}>Every line of the ledger sums to {formatMoney(r.total)} (it must be $0.00).</Check>
        <Check ok={r.unbalancedTransactions.length === 0}>
          {r.unbalancedTransactions.length === 0
            ? 'Every transaction balances on its own.'
            : `${r.unbalancedTransactions.length} transaction(s) do not balance: ${r.unbalancedTransactions.slice(0, 5).join(', ')}`}
        </Check>
        <Check ok={r.completedGifts === r.ledgerGifts}>
          Gifts recorded: {formatMoney(r.completedGifts)}; gifts in the ledger: {formatMoney(r.ledgerGifts)}.
        </Check>
        <Check ok={r.completedTips === r.ledgerTips}>
          Tips recorded: {formatMoney(r.completedTips)}; tips in the ledger: {formatMoney(r.ledgerTips)}.
        </Check>
        <Check ok={r.giftsNotInLedger === 0}>
          {r.giftsNotInLedger === 0 ? 'Every gift is in the ledger exactly once.' : `${r.giftsNotInLedger} gift(s) are missing from the ledger or differ from it.`}
        </Check>
      </ul>

      <h3>
        One-off gifts against the payment provider ({day(r.period.from)} to {day(r.period.to)})
      </h3>
      <ul className="fc-ledger-checks">
        <Check ok={r.provider.notInLedger.length === 0}>
          The provider reports {r.provider.providerPayments} one-off gift payment{r.provider.providerPayments === 1 ? '' : 's'} charging{' '}
          {formatMoney(r.provider.providerCharged)}; the ledger has {formatMoney(r.provider.ledgerCharged)} for them.
          {r.provider.notInLedger.length > 0 &&
            ` Not in the ledger (or at another amount): ${r.provider.notInLedger.slice(0, 5).join(', ')}. A payment that succeeded minutes ago may still be recording; the sweep records any left over.`}
        </Check>
        <Check ok={r.provider.unknownToProvider.length === 0}>
          {r.provider.unknownToProvider.length === 0
            ? 'Every payment recorded in the period is one the provider reports as succeeded.'
            : `Recorded but not reported as succeeded by the provider: ${r.provider.unknownToProvider.slice(0, 5).join(', ')}.`}
        </Check>
      </ul>

      <h3>Accounts</h3>
      <table className="fc-ledger-accounts">
        <thead>
          <tr>
            <th scope="col">Account</th>
            <th scope="col" className="fc-admin-money">
              Balance
            </th>
          </tr>
        </thead>
        <tbody>
          {r.accounts.map((a) => (
            <tr key={a.account}>
              <td>
                <strong>{accountLabels[a.account]?.label ?? a.account}</strong>
                <span className="fc-muted fc-ledger-meaning">{accountLabels[a.account]?.meaning}</span>
              </td>
              <td className="fc-admin-money">{formatMoney(a.balance)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="fc-muted">Debits are positive and credits negative, so the balances sum to $0.00.</p>

      <h3>Bank payments in flight</h3>
      {r.inFlight.bankPayments === 0 ? (
        <p className="fc-muted">No bank payment is waiting for its bank.</p>
      ) : (
        <p>
          {r.inFlight.bankPayments} bank payment{r.inFlight.bankPayments === 1 ? '' : 's'} of {formatMoney(r.inFlight.bankAmount)} in all{' '}
          {r.inFlight.bankPayments === 1 ? 'is' : 'are'} waiting for the bank (usually 3–5 business days). Nothing of them is in the ledger
          until they succeed.
        </p>
      )}

      <h3>Refunds after payouts</h3>
      {Number(r.refundsAfterPayout) === 0 ? (
        <p className="fc-muted">No gift has been refunded after its campaign’s money was paid out.</p>
      ) : (
        <>
          <p>
            The platform’s balance paid donors {formatMoney(r.refundsAfterPayout)} that campaigns had already been paid out. A campaign left
            negative makes it up from its next gifts before its next payout.
          </p>
          {r.negativeCampaigns.length > 0 && (
            <ul>
              {r.negativeCampaigns.map((n) => (
                <li key={n.campaignId}>
                  {n.campaignTitle ? <Link to={`/donate/${n.campaignId}`}>{n.campaignTitle}</Link> : 'Deleted campaign'}: {formatMoney(n.available)}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </>
  );
}

/**
 * Ledger: the reconciliation of the books with the provider over a period the admin picks, and of every figure the
 * product shows with the ledger: each discrepancy with its sentence and amounts, then the books account by account.
 */
export default function LedgerTab() {
  const [period, setPeriod] = useState<ReconciliationPeriod>({ days: 30 });
  const books = useQuery(moneyQueries.reconciliation(period));
  useReportError(books.error);
  return (
    <div className="fc-admin-panel fc-ledger">
      <div className="fc-admin-subsection__head">
        <h2>Reconciliation</h2>
        <PeriodPicker value={period} onChange={setPeriod} />
        <Button icon={<ReloadOutlined />} loading={books.isFetching && !books.isPending} onClick={() => void books.refetch()}>
          Check again
        </Button>
      </div>
      {books.isPending ? (
        <ListSkeleton label="Checking the books" rows={3} />
      ) : books.isError ? (
        <ErrorState title="Could not check the books" error={books.error} onRetry={() => void books.refetch()} />
      ) : (
        <Books r={books.data} />
      )}
    </div>
  );
}
