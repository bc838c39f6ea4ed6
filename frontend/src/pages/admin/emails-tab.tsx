import { RedoOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { toast } from '../../app/toast';
import { formatDateTime, reportAdminError } from './admin-api';
import { emailKeys, emailQueries, emailStateLabels, retryEmail, templateLabels, type EmailEntry, type EmailState } from './emails-api';
import { StatusTag } from './list-states';
import { PagedTable } from './paged-table';
import { useDebounced } from './use-debounced';

const TONES: Record<EmailState, 'success' | 'error' | 'warning' | 'neutral'> = {
  queued: 'warning',
  retrying: 'warning',
  sent: 'success',
  failed: 'error',
  cancelled: 'neutral',
};

/**
 * Emails: what the platform sent to whom and when, and how delivery went (queued, retrying with its
 * attempts and last error, sent, failed). No message bodies: they hold links with tokens. A failed
 * email can be retried once more.
 */
export default function EmailsTab() {
  const [text, setText] = useState('');
  const [state, setState] = useState('');
  const recipient = useDebounced(text.trim());
  const queryClient = useQueryClient();
  const retry = useMutation({
    mutationFn: (entry: EmailEntry) => retryEmail(entry.id),
    onSuccess: async (_, entry) => {
      toast({ title: 'Email Requeued', description: `“${entry.subject}” will be sent again now.`, variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: emailKeys.all });
    },
    onError: (error) => reportAdminError(error),
  });

  const columns: TableColumnsType<EmailEntry> = [
    { title: 'Queued', key: 'createdAt', render: (_, e) => <span className="fc-admin-nowrap">{formatDateTime(e.createdAt)}</span> },
    { title: 'To', key: 'recipient', render: (_, e) => e.recipient ?? <span className="fc-muted">Erased (account closed)</span> },
    {
      title: 'Message',
      key: 'message',
      render: (_, e) => (
        <div className="fc-admin-cell-main">
          <strong>{e.subject}</strong>
          <span className="fc-muted">{templateLabels[e.template] ?? e.template}</span>
        </div>
      ),
    },
    {
      title: 'Delivery',
      key: 'state',
      render: (_, e) => (
        <div className="fc-admin-cell-main">
          <StatusTag tone={TONES[e.state]}>{emailStateLabels[e.state]}</StatusTag>
          <span className="fc-muted">
            {e.attempts === 1 ? '1 attempt' : `${e.attempts} attempts`}
            {e.sentAt ? ` · sent ${formatDateTime(e.sentAt)}` : ''}
            {e.nextAttemptAt && e.state === 'retrying' ? ` · next try ${formatDateTime(e.nextAttemptAt)}` : ''}
          </span>
          {e.lastError && <span className="fc-admin-error-text">{e.lastError}</span>}
        </div>
      ),
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, e) =>
        e.state === 'failed' ? (
          <Button icon={<RedoOutlined />} loading={retry.isPending && retry.variables?.id === e.id} onClick={() => retry.mutate(e)} aria-label={`Retry “${e.subject}” to ${e.recipient ?? 'erased address'}`}>
            Retry
          </Button>
        ) : (
          <span className="fc-muted">—</span>
        ),
    },
  ];

  return (
    <div className="fc-admin-panel">
      <PagedTable
        toolbar={{
          search: { name: 'Emails', label: 'Recipient', placeholder: 'Part of an email address', value: text, onChange: setText },
          filters: [
            {
              label: 'Delivery',
              value: state,
              onChange: setState,
              options: [{ value: '', label: 'All' }, ...(Object.keys(emailStateLabels) as EmailState[]).map((s) => ({ value: s, label: emailStateLabels[s] }))],
            },
          ],
        }}
        query={emailQueries.list(recipient, state)}
        loadingLabel="Loading emails"
        errorTitle="Could not load emails"
        emptyTitle="No emails"
        emptyText={recipient || state ? 'No email matches these filters.' : 'Nothing has been sent yet. Receipts, notices and account emails appear here.'}
        columns={columns}
      />
    </div>
  );
}
