import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { displayName } from '../../lib/user-display';
import { actionLabel, adminQueries, formatDateTime, type AuditEntry } from './admin-api';
import { PagedTable } from './paged-table';

const kindOptions = [
  { value: '', label: 'All kinds' },
  { value: 'campaign', label: 'Campaigns' },
  { value: 'sponsorship', label: 'Sponsorships' },
  { value: 'user', label: 'Users' },
];

const subjectTypes: Record<string, string> = {
  campaign: 'Campaign',
  campaign_update: 'Campaign update',
  sponsorship_application: 'Sponsorship application',
  user: 'User',
};

const columns: TableColumnsType<AuditEntry> = [
  { title: 'When', key: 'when', render: (_, entry) => <span className="fc-admin-nowrap">{formatDateTime(entry.decidedAt)}</span> },
  { title: 'Admin', dataIndex: 'adminName', key: 'admin' },
  {
    title: 'Action',
    key: 'action',
    render: (_, entry) => (
      <div className="fc-admin-cell-main">
        <strong>{actionLabel(entry.action)}</strong>
        {entry.reason && <span className="fc-muted fc-admin-reason">Reason: {entry.reason}</span>}
      </div>
    ),
  },
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
  const [adminId, setAdminId] = useState('');
  const [kind, setKind] = useState('');

  const audit = adminQueries.audit(adminId, kind);
  // The admin filter offers every current admin (from the users list) and anyone seen deciding in the trail
  // (the pages the table below has loaded, read from the same cached query).
  const trail = useInfiniteQuery(audit);
  const entries = useMemo(() => trail.data?.pages.flatMap((page) => page.items) ?? [], [trail.data]);
  const admins = useQuery(adminQueries.admins());
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

  return (
    <div className="fc-admin-panel">
      <PagedTable
        toolbar={{
          filters: [
            { label: 'Admin', value: adminId, options: adminOptions, onChange: setAdminId, loading: admins.isPending, searchable: true },
            { label: 'Kind', value: kind, options: kindOptions, onChange: setKind },
          ],
        }}
        query={audit}
        loadingLabel="Loading the activity log"
        errorTitle="Could not load the activity log"
        emptyTitle="No activity yet"
        emptyText={adminId || kind ? 'No decisions match these filters.' : 'Approvals, rejections, deletions and role changes appear here.'}
        columns={columns}
      />
    </div>
  );
}
