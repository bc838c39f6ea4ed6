import { RedoOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, type TableColumnsType } from 'antd';
import { toast } from '../../app/toast';
import { adminKeys, adminQueries, formatDateTime, reportAdminError, retryDeadLetter, type DeadLetter } from './admin-api';
import { PagedTable } from './paged-table';

/**
 * System: integration events the outbox relay stopped retrying (they failed OUTBOX_MAX_ATTEMPTS times),
 * with their last error, and a Retry that puts one back for delivery.
 */
export function DeadLettersTab() {
  const queryClient = useQueryClient();
  const retry = useMutation({
    mutationFn: (letter: DeadLetter) => retryDeadLetter(letter.id),
    onSuccess: async (_, letter) => {
      toast({ title: 'Message Requeued', description: `${letter.type} was put back for delivery.`, variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: adminKeys.deadLetters });
    },
    onError: (error) => reportAdminError(error),
  });

  const columns: TableColumnsType<DeadLetter> = [
    { title: 'Dead since', key: 'deadAt', render: (_, letter) => <span className="fc-admin-nowrap">{formatDateTime(letter.deadAt)}</span> },
    {
      title: 'Event',
      key: 'event',
      render: (_, letter) => (
        <div className="fc-admin-cell-main">
          <strong>{letter.type}</strong>
          <span className="fc-muted">Occurred {formatDateTime(letter.occurredAt)}</span>
        </div>
      ),
    },
    { title: 'Attempts', dataIndex: 'attempts', key: 'attempts' },
    { title: 'Last error', key: 'lastError', render: (_, letter) => <span className="fc-admin-error-text">{letter.lastError ?? '—'}</span> },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, letter) => (
        <Button
          icon={<RedoOutlined />}
          loading={retry.isPending && retry.variables?.id === letter.id}
          onClick={() => retry.mutate(letter)}
          aria-label={`Retry ${letter.type} ${letter.id}`}
        >
          Retry
        </Button>
      ),
    },
  ];

  return (
    <div className="fc-admin-panel">
      <PagedTable
        query={adminQueries.deadLetters()}
        loadingLabel="Loading dead letters"
        errorTitle="Could not load dead letters"
        emptyTitle="No dead letters"
        emptyText="Every event was delivered. Events that keep failing appear here for a retry."
        columns={columns}
      />
    </div>
  );
}
