import { CheckCircleFilled, ClockCircleFilled, CloseCircleFilled, ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Skeleton, Tag, theme } from 'antd';
import type { ReactNode } from 'react';
import { errorText } from '../../api/client';

/** A list loading: skeleton rows, announced once to screen readers. */
export function ListSkeleton({ label, rows = 4 }: { label: string; rows?: number }) {
  return (
    <div className="fc-admin-skeleton" aria-busy="true">
      <span className="fc-sr-only" role="status">
        {label}
      </span>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="fc-admin-skeleton__row" aria-hidden="true">
          <Skeleton active title={false} paragraph={{ rows: 2, width: ['60%', '90%'] }} />
        </div>
      ))}
    </div>
  );
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="fc-admin-empty">
      <h3 className="fc-admin-empty__title">{title}</h3>
      {children && <p className="fc-muted">{children}</p>}
    </div>
  );
}

/** A list that failed to load: what happened and a way to try again. */
export function ErrorState({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  return (
    <Alert
      type="error"
      showIcon
      className="fc-admin-error"
      title={title}
      description={
        <>
          <p>{errorText(error, error instanceof Error ? error.message : 'Please try again.')}</p>
          <Button icon={<ReloadOutlined />} onClick={onRetry}>
            Try again
          </Button>
        </>
      }
    />
  );
}

/** 'Load more' under a server-paged list. */
export function LoadMore({ hasMore, loading, onLoad }: { hasMore: boolean; loading: boolean; onLoad: () => void }) {
  if (!hasMore) return null;
  return (
    <div className="fc-admin-more">
      <Button onClick={onLoad} loading={loading}>
        {loading ? 'Loading...' : 'Load more'}
      </Button>
    </div>
  );
}

type Tone = 'success' | 'error' | 'warning' | 'neutral';

/** A status in words, its meaning repeated by a colored icon (text stays in the body color for contrast). */
export function StatusTag({ tone, children }: { tone: Tone; children: ReactNode }) {
  const { token } = theme.useToken();
  // The Tag replaces the icon's own style, so the color goes through its `styles.icon`.
  const color = tone === 'success' ? token.colorSuccess : tone === 'error' ? token.colorError : tone === 'warning' ? token.colorWarning : undefined;
  const icon =
    tone === 'success' ? (
      <CheckCircleFilled aria-hidden="true" />
    ) : tone === 'error' ? (
      <CloseCircleFilled aria-hidden="true" />
    ) : tone === 'warning' ? (
      <ClockCircleFilled aria-hidden="true" />
    ) : undefined;
  return (
    <Tag className="fc-admin-tag" icon={icon} styles={color ? { icon: { color } } : undefined}>
      {children}
    </Tag>
  );
}

export function ReviewStatusTag({ status }: { status: 'pending' | 'approved' | 'rejected' }) {
  const tone = status === 'approved' ? 'success' : status === 'rejected' ? 'error' : 'warning';
  return <StatusTag tone={tone}>{status === 'pending' ? 'Pending' : status === 'approved' ? 'Approved' : 'Rejected'}</StatusTag>;
}
