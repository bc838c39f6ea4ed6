import { RollbackOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Modal, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { ApiError, errorText } from '../../api/client';
import { toast } from '../../app/toast';
import { refundDonation } from '../../components/payment/payment-api';
import { Link } from 'react-router-dom';
import { formatDate, formatMoney } from '../../lib/format';
import { adminQueries, formatTime, transactionStatusLabels, type Transaction } from './admin-api';
import { StatusTag } from './list-states';
import { PagedTable } from './paged-table';

const statusOptions = [
  { value: '', label: 'All payments' },
  { value: 'completed', label: 'Completed' },
  { value: 'pending', label: 'Pending' },
  { value: 'processing', label: 'Processing (bank)' },
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
  { title: 'Actions', key: 'actions', render: (_, t) => (t.status === 'completed' ? <RefundButton transaction={t} /> : null) },
  {
    title: 'Transaction ID',
    key: 'transactionId',
    render: (_, t) => (t.transactionId ? <code className="fc-admin-code">{t.transactionId}</code> : <span className="fc-muted">—</span>),
  },
];

/**
 * An administrator refunds a completed gift whole (gift + tip), after a confirmation. When the campaign holds less
 * than the gift (its money was paid out), the server answers with the shortfall first: a second confirmation
 * shows what the platform's balance will cover, and only then is the refund made.
 */
function RefundButton({ transaction }: { transaction: Transaction }) {
  const client = useQueryClient();
  const [modal, holder] = Modal.useModal();
  const refund = useMutation({
    mutationFn: (confirmShortfall: boolean) => refundDonation(transaction.id, confirmShortfall),
    onSuccess: () => {
      // Say so at once; the lists and figures refresh behind the toast (the row itself leaves 'completed').
      toast({ title: 'Gift Refunded', description: `${formatMoney(transaction.amount)} went back to ${transaction.donorName}.`, variant: 'success' });
      void client.invalidateQueries();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.body?.code === 'refund_shortfall' && error.body.shortfall) {
        confirmShortfall(error.body.shortfall, error.body.available ?? '0.00');
        return;
      }
      toast({ title: 'Refund failed', description: errorText(error, 'The gift could not be refunded.'), variant: 'destructive' });
    },
  });
  const confirmShortfall = (shortfall: string, available: string) =>
    void modal.confirm({
      title: 'The campaign no longer holds this gift',
      content: `Its money was paid out: the campaign holds ${formatMoney(available)}. Refunding ${formatMoney(transaction.amount)} to ${transaction.donorName} takes ${formatMoney(shortfall)} from the platform's balance, recorded in the ledger as approved by you.`,
      okText: `Refund and cover ${formatMoney(shortfall)}`,
      okButtonProps: { danger: true },
      onOk: () => refund.mutateAsync(true).catch(() => undefined),
    });
  return (
    <>
      {holder}
      <Button
        size="small"
        icon={<RollbackOutlined />}
        loading={refund.isPending}
        aria-label={`Refund ${formatMoney(transaction.amount)} from ${transaction.donorName}`}
        onClick={() =>
          void modal.confirm({
            title: 'Refund this gift?',
            content: `${formatMoney(transaction.amount)} (gift and tip) goes back to ${transaction.donorName}'s card and leaves the campaign's total. This cannot be undone.`,
            okText: 'Refund gift',
            okButtonProps: { danger: true },
            onOk: () => refund.mutateAsync(false).catch(() => undefined),
          })
        }
      >
        Refund
      </Button>
    </>
  );
}

/** Every payment with its real status (completed, pending, failed with the reason), newest first. */
export function TransactionsTab() {
  const [status, setStatus] = useState('');

  return (
    <div className="fc-admin-panel">
      <PagedTable
        toolbar={{ filters: [{ label: 'Payment status', value: status, options: statusOptions, onChange: setStatus }] }}
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
