import type { TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import { formatDate, formatMoney } from '../../lib/format';
import { formatTime } from './admin-api';
import { type AdminRefund } from './money-api';
import { moneyQueries } from './money-api';
import { PagedTable } from './paged-table';

const columns: TableColumnsType<AdminRefund> = [
  {
    title: 'Refunded',
    key: 'refundedAt',
    render: (_, r) => (
      <div className="fc-admin-cell-main fc-admin-nowrap">
        <span>{formatDate(r.refundedAt)}</span>
        <span className="fc-muted">{formatTime(r.refundedAt)}</span>
      </div>
    ),
  },
  {
    title: 'Donor and campaign',
    key: 'donor',
    render: (_, r) => (
      <div className="fc-admin-cell-main">
        <span className="fc-admin-cell-title">{r.donorName}</span>
        {r.campaignTitle ? <Link to={`/donate/${r.campaignId}`}>{r.campaignTitle}</Link> : <span className="fc-muted">Deleted campaign</span>}
      </div>
    ),
  },
  {
    title: 'Refunded to the donor',
    key: 'amount',
    align: 'right',
    render: (_, r) => (
      <div className="fc-admin-cell-main fc-admin-money">
        <strong>{formatMoney((Number(r.amount) + Number(r.tip)).toFixed(2))}</strong>
        <span className="fc-muted fc-admin-nowrap">
          Gift {formatMoney(r.amount)} · Tip {formatMoney(r.tip)}
        </span>
      </div>
    ),
  },
  {
    title: 'After a payout',
    key: 'afterPayout',
    render: (_, r) =>
      Number(r.afterPayout) > 0 ? (
        <span className="fc-admin-failure">{formatMoney(r.afterPayout)} paid by the platform (the campaign’s money had been paid out)</span>
      ) : (
        <span className="fc-muted">No</span>
      ),
  },
  {
    title: 'Transaction ID',
    key: 'transactionId',
    render: (_, r) => (r.transactionId ? <code className="fc-admin-code">{r.transactionId}</code> : <span className="fc-muted">—</span>),
  },
];

/** Refunds: every refunded gift, newest first, with what the platform covered after a payout. */
export default function RefundsTab() {
  return (
    <div className="fc-admin-panel">
      <p className="fc-muted">
        Refund a gift from the Transactions tab, or the organizer does from their Funds panel. Refunds made in the payment provider’s dashboard appear here too.
      </p>
      <PagedTable
        query={moneyQueries.refunds()}
        loadingLabel="Loading refunds"
        errorTitle="Could not load refunds"
        emptyTitle="No refunds yet"
        emptyText="Refunded gifts appear here."
        columns={columns}
      />
    </div>
  );
}
