import { Select, type TableColumnsType } from 'antd';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { formatDate, formatMoney } from '../../lib/format';
import { adminQueries, formatTime, transactionStatusLabels, type Transaction } from './admin-api';
import { StatusTag } from './list-states';
import { PagedTable } from './paged-table';

const statusOptions = [
  { value: '', label: 'All payments' },
  { value: 'completed', label: 'Completed' },
  { value: 'pending', label: 'Pending' },
  { value: 'failed', label: 'Failed' },
];

function TransactionStatus({ transaction }: { transaction: Transaction }) {
  const tone = transaction.status === 'completed' ? 'success' : transaction.status === 'failed' ? 'error' : 'warning';
  return (
    <div className="fc-admin-cell-main">
      <span>
        <StatusTag tone={tone}>{transactionStatusLabels[transaction.status]}</StatusTag>
      </span>
      {transaction.status === 'failed' && (
        <span className="fc-admin-failure">{transaction.failureReason ? transaction.failureReason : 'No reason given'}</span>
      )}
    </div>
  );
}

const columns: TableColumnsType<Transaction> = [
  {
    title: 'Date',
    key: 'date',
    render: (_, t) => (
      <div className="fc-admin-cell-main fc-admin-nowrap">
        <span>{formatDate(t.createdAt)}</span>
        <span className="fc-muted">{formatTime(t.createdAt)}</span>
      </div>
    ),
  },
  {
    title: 'Donor and campaign',
    key: 'donor',
    render: (_, t) => (
      <div className="fc-admin-cell-main">
        <span className="fc-admin-cell-title">{t.donorName}</span>
        {t.campaignTitle ? (
          <Link to={`/donate/${t.campaignId}`}>{t.campaignTitle}</Link>
        ) : (
          <span className="fc-muted">Deleted campaign</span>
        )}
      </div>
    ),
  },
  {
    title: 'Charged',
    key: 'amount',
    align: 'right',
    render: (_, t) => (
      <div className="fc-admin-cell-main fc-admin-money">
        <strong>{formatMoney(t.amount)}</strong>
        <span className="fc-muted fc-admin-nowrap">
          Gift {formatMoney(t.gift)} · Tip {formatMoney(t.tip)}
        </span>
      </div>
    ),
  },
  { title: 'Status', key: 'status', render: (_, t) => <TransactionStatus transaction={t} /> },
  {
    title: 'Transaction ID',
    key: 'transactionId',
    render: (_, t) => (t.transactionId ? <code className="fc-admin-code">{t.transactionId}</code> : <span className="fc-muted">—</span>),
  },
];

/** Every payment with its real status (completed, pending, failed with the reason), newest first. */
export function TransactionsTab() {
  const statusId = useId();
  const [status, setStatus] = useState('');

  return (
    <div className="fc-admin-panel">
      <div className="fc-admin-filters">
        <div className="fc-admin-field">
          <label htmlFor={statusId}>Payment status</label>
          <Select id={statusId} value={status} options={statusOptions} onChange={setStatus} popupMatchSelectWidth={false} />
        </div>
      </div>
      <PagedTable
        query={adminQueries.transactions(status)}
        loadingLabel="Loading transactions"
        errorTitle="Could not load transactions"
        emptyTitle="No transactions found"
        emptyText={status ? `There are no ${status} payments.` : 'Payments appear here as soon as someone gives.'}
        columns={columns}
      />
    </div>
  );
}
