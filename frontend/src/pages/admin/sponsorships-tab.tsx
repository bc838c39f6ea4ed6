import { CheckOutlined, CloseOutlined, StarOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Button } from 'antd';
import { useState } from 'react';
import { toast } from '../../app/toast';
import { abbreviateCount, formatDate } from '../../lib/format';
import {
  adminQueries,
  decideApplication,
  featureCreator,
  platformLabel,
  reportAdminError,
  useInvalidateAdmin,
  type Application,
  type ApplicationVerdict as Verdict,
} from './admin-api';
import { ReviewStatusTag } from './list-states';
import { PagedTable } from './paged-table';

const statusOptions = [
  { value: '', label: 'All applications' },
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
];

interface CardProps {
  application: Application;
  busy: Verdict | null;
  locked: boolean;
  onDecide: (application: Application, verdict: Verdict) => void;
  featuring: boolean;
  onFeature: (application: Application) => void;
}

function ApplicationCard({ application, busy, locked, onDecide, featuring, onFeature }: CardProps) {
  const headingId = `fc-admin-application-${application.id}`;
  return (
    <article className="fc-admin-card" aria-labelledby={headingId}>
      <div className="fc-admin-card__top">
        <h3 id={headingId} className="fc-admin-card__title">
          {application.name}
        </h3>
        <ReviewStatusTag status={application.status} />
      </div>
      <p className="fc-muted fc-admin-card__meta">
        <a href={`mailto:${application.email}`}>{application.email}</a> · Applied {formatDate(application.createdAt)}
        {application.reviewedAt ? ` · Reviewed ${formatDate(application.reviewedAt)}` : ''}
      </p>
      <ul className="fc-admin-platforms" aria-label="Platforms">
        {application.platforms.map((platform, i) => (
          <li key={`${platform.platform}-${i}`}>
            <strong>{platformLabel(platform.platform)}</strong>{' '}
            {/^https?:\/\//i.test(platform.profileUrl) ? (
              <a href={platform.profileUrl} target="_blank" rel="noopener noreferrer">
                {platform.profileUrl}
                <span className="fc-sr-only"> (opens in a new tab)</span>
              </a>
            ) : (
              <span>{platform.profileUrl}</span>
            )}
            {platform.subscriberCount != null && (
              <span className="fc-muted"> · {abbreviateCount(platform.subscriberCount)} followers</span>
            )}
          </li>
        ))}
      </ul>
      <dl className="fc-admin-facts">
        <div>
          <dt>Content</dt>
          <dd>{application.content}</dd>
        </div>
        {application.audience && (
          <div>
            <dt>Target audience</dt>
            <dd>{application.audience}</dd>
          </div>
        )}
        <div>
          <dt>Why they want to join</dt>
          <dd>{application.message}</dd>
        </div>
      </dl>
      {application.status === 'pending' && (
        <div className="fc-admin-actions">
          <Button
            type="primary"
            icon={<CheckOutlined />}
            loading={busy === 'approve'}
            disabled={locked && busy !== 'approve'}
            onClick={() => onDecide(application, 'approve')}
            aria-label={`Approve application from ${application.name}`}
          >
            Approve
          </Button>
          <Button
            icon={<CloseOutlined />}
            loading={busy === 'reject'}
            disabled={locked && busy !== 'reject'}
            onClick={() => onDecide(application, 'reject')}
            aria-label={`Reject application from ${application.name}`}
          >
            Reject
          </Button>
        </div>
      )}
      {application.status === 'approved' && (
        <div className="fc-admin-actions">
          <Button
            icon={<StarOutlined />}
            loading={featuring}
            onClick={() => onFeature(application)}
            aria-label={`Feature ${application.name} on the Creator Hub`}
          >
            Feature on Creator Hub
          </Button>
        </div>
      )}
    </article>
  );
}

/** Creator sponsorship applications; only pending ones can be approved or rejected. */
export function SponsorshipsTab() {
  const [status, setStatus] = useState('');
  const invalidate = useInvalidateAdmin();
  const decide = useMutation({
    mutationFn: ({ application, verdict }: { application: Application; verdict: Verdict }) => decideApplication(application.id, verdict),
    onSuccess: async (_, { application, verdict }) => {
      toast(
        verdict === 'approve'
          ? {
              title: 'Application Approved',
              description: `${application.name} is now a sponsored creator. Choose Feature on Creator Hub to show them on the hub.`,
              variant: 'success',
            }
          : { title: 'Application Rejected', description: `The application from ${application.name} was rejected.`, variant: 'success' },
      );
      await invalidate();
    },
    onError: (error) => reportAdminError(error),
  });
  const busyId = decide.isPending ? decide.variables?.application.id : undefined;
  const feature = useMutation({
    mutationFn: (application: Application) => featureCreator(application.id),
    onSuccess: async (_, application) => {
      toast({ title: 'Creator Featured', description: `${application.name} now appears on the Creator Hub.`, variant: 'success' });
      await invalidate();
    },
    onError: (error) => reportAdminError(error),
  });

  return (
    <div className="fc-admin-panel">
      <PagedTable
        toolbar={{ filters: [{ label: 'Application status', value: status, options: statusOptions, onChange: setStatus }] }}
        query={adminQueries.applications(status)}
        loadingLabel="Loading sponsorship applications"
        skeletonRows={3}
        errorTitle="Could not load sponsorship applications"
        emptyTitle="No sponsorship applications"
        emptyText={status ? `There are no ${status} applications.` : 'Applications from creators appear here.'}
        renderCard={(application) => (
          <ApplicationCard
            application={application}
            busy={busyId === application.id ? (decide.variables?.verdict ?? null) : null}
            locked={busyId === application.id}
            onDecide={(a, verdict) => decide.mutate({ application: a, verdict })}
            featuring={feature.isPending && feature.variables?.id === application.id}
            onFeature={(a) => feature.mutate(a)}
          />
        )}
      />
    </div>
  );
}
