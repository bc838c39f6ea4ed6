import { useQuery } from '@tanstack/react-query';
import type { TableColumnsType } from 'antd';
import { StackedTable } from '../../components/stacked-table/stacked-table';
import { ADMIN_PANEL_CARDS } from './paged-table';
import { adminQueries, formatDateTime, useReportError, type BackgroundJob } from './admin-api';
import { EmptyState, ErrorState, ListSkeleton, StatusTag } from './list-states';

/** "every minute", "every 30 minutes", "every second", "when asked". */
function period(seconds: number): string {
  if (seconds <= 0) return 'When asked';
  if (seconds % 3600 === 0) return seconds === 3600 ? 'Every hour' : `Every ${seconds / 3600} hours`;
  if (seconds % 60 === 0) return seconds === 60 ? 'Every minute' : `Every ${seconds / 60} minutes`;
  return seconds === 1 ? 'Every second' : `Every ${seconds} seconds`;
}

/**
 * System: the background jobs (each run once a period across every instance by the job queue), with their last
 * run, its error when it failed, and what is running or waiting now.
 */
export function JobsTab() {
  const jobs = useQuery(adminQueries.jobs());
  useReportError(jobs.error);

  if (jobs.isPending) return <ListSkeleton label="Loading background jobs" />;
  if (jobs.isError) return <ErrorState title="Could not load background jobs" error={jobs.error} onRetry={() => void jobs.refetch()} />;
  if (jobs.data.length === 0) return <EmptyState title="No background jobs">This instance runs none.</EmptyState>;

  const columns: TableColumnsType<BackgroundJob> = [
    {
      title: 'Job',
      key: 'name',
      render: (_, job) => (
        <div className="fc-admin-cell-main">
          <strong>{job.title}</strong>
          <span className="fc-muted">{job.name}</span>
        </div>
      ),
    },
    { title: 'Runs', key: 'period', render: (_, job) => (job.kind === 'deliveries' ? 'When due' : period(job.everySeconds)) },
    {
      title: 'Last run',
      key: 'lastRun',
      render: (_, job) =>
        job.lastRun ? (
          <div className="fc-admin-cell-main">
            <StatusTag tone={job.lastRun.state === 'completed' ? 'success' : 'error'}>{job.lastRun.state === 'completed' ? 'Completed' : 'Failed'}</StatusTag>
            <span className="fc-muted fc-admin-nowrap">{formatDateTime(job.lastRun.endedAt)}</span>
          </div>
        ) : (
          <span className="fc-muted">Not run yet</span>
        ),
    },
    { title: 'Last error', key: 'error', render: (_, job) => <span className="fc-admin-error-text">{job.lastRun?.error ?? '—'}</span> },
    {
      title: 'Now',
      key: 'now',
      render: (_, job) => (job.kind === 'deliveries' ? `${job.active} running, ${job.queued} waiting` : job.active > 0 ? 'Running' : job.queued > 0 ? 'Waiting' : '—'),
    },
    { title: 'Failed (7 days)', dataIndex: 'failed', key: 'failed' },
  ];

  // No horizontal scroll: six rows whose cells wrap (a long error included) fit the panel; a narrow panel shows cards.
  return (
    <div className="fc-admin-panel">
      <StackedTable<BackgroundJob>
        className="fc-admin-table"
        stackBelow={ADMIN_PANEL_CARDS}
        rowKey="name"
        columns={columns}
        dataSource={jobs.data}
        pagination={false}
        size="middle"
      />
    </div>
  );
}
