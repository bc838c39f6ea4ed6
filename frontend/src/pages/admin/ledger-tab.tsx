import { CheckCircleFilled, CloseCircleFilled, ReloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import { Link } from 'react-router-dom';
import { formatMoney } from '../../lib/format';
import { useReportError } from './admin-api';
import { ErrorState, ListSkeleton } from './list-states';
import { accountLabels, moneyQueries, type Reconciliation } from './money-api';

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
        {r.balanced && r.provider.matches
          ? 'The books balance and match the payment provider.'
          : r.balanced
            ? 'The books balance, but do not match the payment provider yet. Look at the checks below.'
            : 'The books do not balance. Look at the checks below.'}
      </p>
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

      <h3>Against the payment provider (last 24 hours)</h3>
      <ul className="fc-ledger-checks">
        <Check ok={r.provider.notInLedger.length === 0}>
          The provider reports {r.provider.providerPayments} one-off gift payment{r.provider.providerPayments === 1 ? '' : 's'} charging{' '}
          {formatMoney(r.provider.providerCharged)}; the ledger has {formatMoney(r.provider.ledgerCharged)} for them.
          {r.provider.notInLedger.length > 0 &&
            ` Not in the ledger (or at another amount): ${r.provider.notInLedger.slice(0, 5).join(', ')}. A payment that succeeded minutes ago may still be recording; the sweep records any left over.`}
        </Check>
        <Check ok={r.provider.unknownToProvider.length === 0}>
          {r.provider.unknownToProvider.length === 0
            ? 'Every gift recorded in the last day is a payment the provider reports.'
            : `Recorded but not reported by the provider: ${r.provider.unknownToProvider.slice(0, 5).join(', ')}.`}
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

/** Ledger: the reconciliation of the double-entry books with the recorded gifts, account by account. */
export default function LedgerTab() {
  const books = useQuery(moneyQueries.reconciliation());
  useReportError(books.error);
  return (
    <div className="fc-admin-panel fc-ledger">
      <div className="fc-admin-subsection__head">
        <h2>Reconciliation</h2>
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
