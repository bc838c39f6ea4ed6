import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Select, Table, type TableColumnsType } from 'antd';
import { useId, useMemo, useState } from 'react';
import { displayName } from '../../lib/user-display';
import { actionLabel, adminKeys, fetchAdmins, fetchAudit, formatDateTime, useReportError, type AuditEntry } from './admin-api';
import { withCellLabels } from './table-labels';
import { EmptyState, ErrorState, ListSkeleton, LoadMore } from './list-states';

const kindOptions = [
  { value: '', label: 'All kinds' },
  { value: 'campaign', label: 'Campaigns' },
  { value: 'sponsorship', label: 'Sponsorships' },
  { value: 'user', label: 'Users' },
];

const subjectTypes: Record<string, string> = { campaign: 'Campaign', sponsorship_application: 'Sponsorship application', user: 'User' };

const columns: TableColumnsType<AuditEntry> = [
  { title: 'When', key: 'when', render: (_, entry) => <span className="fc-admin-nowrap">{formatDateTime(entry.decidedAt)}</span> },
  { title: 'Admin', dataIndex: 'adminName', key: 'admin' },
  { title: 'Action', key: 'action', render: (_, entry) => <strong>{actionLabel(entry.action)}</strong> },
  {
    title: 'Subject',
    key: 'subject',
    render: (_, entry) => (
      <div className="fc-admin-cell-main">
        <span>{entry.subjectLabel}</span>
        <span className="fc-muted">{subjectTypes[entry.subjectType] ?? entry.subjectType}</span>
      </div>
    ),
  },
];

/** The audit trail: every administrator decision, newest first, filtered by admin and by kind. */
export function ActivityTab() {
  const adminFieldId = useId();
  const kindFieldId = useId();
  const [adminId, setAdminId] = useState('');
  const [kind, setKind] = useState('');

  const query = useInfiniteQuery({
    queryKey: adminKeys.audit(adminId, kind),
    queryFn: ({ pageParam }) => fetchAudit(adminId, kind, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    meta: { silent: true },
  });
  useReportError(query.error);
  const entries = useMemo(() => query.data?.pages.flatMap((page) => page.items) ?? [], [query.data]);

  // The admin filter offers every current admin (from the users list) and anyone seen deciding in the trail.
  const admins = useQuery({ queryKey: adminKeys.admins, queryFn: fetchAdmins, meta: { silent: true } });
  const [seen, setSeen] = useState<Map<string, string>>(() => new Map());
  const unseen = entries.filter((entry) => !seen.has(entry.adminId));
  if (unseen.length > 0) {
    const next = new Map(seen);
    for (const entry of unseen) next.set(entry.adminId, entry.adminName);
    setSeen(next);
  }
  const adminOptions = useMemo(() => {
    const names = new Map(seen);
    for (const admin of admins.data ?? []) names.set(admin.id, displayName(admin));
    const options = [...names.entries()]
      .map(([value, label]) => ({ value, label }))
      .sort((a, b) => a.label.localeCompare(b.label, 'en-US'));
    return [{ value: '', label: 'All admins' }, ...options];
  }, [seen, admins.data]);

  let body;
  if (query.isPending) body = <ListSkeleton label="Loading the activity log" />;
  else if (query.isError && entries.length === 0)
    body = <ErrorState title="Could not load the activity log" error={query.error} onRetry={() => void query.refetch()} />;
  else if (entries.length === 0)
    body = (
      <EmptyState title="No activity yet">
        {adminId || kind ? 'No decisions match these filters.' : 'Approvals, rejections, deletions and role changes appear here.'}
      </EmptyState>
    );
  else
    body = (
      <>
        <Table<AuditEntry>
          className="fc-admin-table"
          rowKey="id"
          columns={withCellLabels(columns)}
          dataSource={entries}
          pagination={false}
          scroll={{ x: 'max-content' }}
          size="middle"
        />
        <LoadMore hasMore={query.hasNextPage} loading={query.isFetchingNextPage} onLoad={() => void query.fetchNextPage()} />
      </>
    );

  return (
    <div className="fc-admin-panel">
      <div className="fc-admin-filters">
        <div className="fc-admin-field">
          <label htmlFor={adminFieldId}>Admin</label>
          <Select
            id={adminFieldId}
            value={adminId}
            options={adminOptions}
            onChange={setAdminId}
            loading={admins.isPending}
            popupMatchSelectWidth={false}
            showSearch={{ optionFilterProp: 'label' }}
          />
        </div>
        <div className="fc-admin-field">
          <label htmlFor={kindFieldId}>Kind</label>
          <Select id={kindFieldId} value={kind} options={kindOptions} onChange={setKind} popupMatchSelectWidth={false} />
        </div>
      </div>
      {body}
    </div>
  );
}
