import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, Form } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ApiError } from '../../api/client';
import { toast } from '../../app/toast';
import { campaignQueries } from '../../components/campaign/campaign-api';
import { formatDate } from '../../lib/format';
import { adminQueries, decideCampaignUpdate, reportAdminError, useInvalidateAdmin, useReportError, type PendingCampaignUpdate } from './admin-api';
import { ErrorState, ListSkeleton, ReviewStatusTag } from './list-states';
import { RejectDialog, type RejectForm } from './reject-dialog';

type Verdict = 'approve' | 'reject';

/** One organizer's update waiting for review: "Update to <campaign title>", its own title and text. */
function PendingUpdateCard({
  update,
  busy,
  onApprove,
  onReject,
}: {
  update: PendingCampaignUpdate;
  busy: Verdict | null;
  onApprove: () => void;
  onReject: (campaignTitle: string) => void;
}) {
  const campaign = useQuery({ ...campaignQueries.detail(update.campaignId), meta: { silent: true } }).data;
  const campaignTitle = campaign?.title ?? 'a campaign';
  const headingId = `fc-admin-update-${update.id}`;
  return (
    <article className="fc-admin-card fc-admin-pending fc-admin-update" aria-labelledby={headingId}>
      <div className="fc-admin-pending__body">
        <div className="fc-admin-card__top">
          <h3 id={headingId} className="fc-admin-card__title">
            Update to {campaign ? <Link to={`/donate/${campaign.slug}`}>{campaign.title}</Link> : campaignTitle}
          </h3>
          <ReviewStatusTag status="pending" />
        </div>
        <p className="fc-muted fc-admin-card__meta">Posted {formatDate(update.postedAt)} · Not public and not emailed until approved</p>
        <p className="fc-admin-update__title">{update.title}</p>
        <p className="fc-admin-card__text fc-admin-update__body">{update.body}</p>
        <div className="fc-admin-actions">
          <Button
            type="primary"
            icon={<CheckOutlined />}
            loading={busy === 'approve'}
            disabled={busy !== null && busy !== 'approve'}
            onClick={onApprove}
            aria-label={`Approve update “${update.title}” to ${campaignTitle}`}
          >
            Approve
          </Button>
          <Button
            icon={<CloseOutlined />}
            loading={busy === 'reject'}
            disabled={busy !== null && busy !== 'reject'}
            onClick={() => onReject(campaignTitle)}
            aria-label={`Reject update “${update.title}” to ${campaignTitle}`}
          >
            Reject
          </Button>
        </div>
      </div>
    </article>
  );
}

/**
 * Organizers' campaign updates waiting for review ("Update to <campaign title>"): approved, an update goes public and
 * the campaign's donors are emailed; rejected, it stays hidden and its organizer sees the reason asked for here.
 */
export function PendingUpdates() {
  const query = useQuery(adminQueries.campaignUpdates());
  useReportError(query.error);
  const invalidate = useInvalidateAdmin();
  const [rejecting, setRejecting] = useState<{ update: PendingCampaignUpdate; campaignTitle: string } | null>(null);
  const [form] = Form.useForm<RejectForm>();
  const decide = useMutation({
    mutationFn: ({ update, verdict, reason }: { update: PendingCampaignUpdate; verdict: Verdict; reason?: string }) =>
      decideCampaignUpdate(update.id, verdict, reason),
    onSuccess: async (_result, { update, verdict }) => {
      toast(
        verdict === 'approve'
          ? { title: 'Update Approved', description: `“${update.title}” is public, and the campaign's donors will be emailed.`, variant: 'success' }
          : { title: 'Update Rejected', description: `“${update.title}” stays hidden; its organizer sees your reason.`, variant: 'success' },
      );
      setRejecting(null);
      form.resetFields();
      await invalidate();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.fieldErrors.reason) form.setFields([{ name: 'reason', errors: error.fieldErrors.reason }]);
      reportAdminError(error);
    },
  });
  const busyOf = (id: string): Verdict | null => (decide.isPending && decide.variables?.update.id === id ? decide.variables.verdict : null);
  const updates = query.data ?? [];

  return (
    <section className="fc-admin-updates" aria-labelledby="fc-admin-updates-title">
      <h2 id="fc-admin-updates-title" className="fc-admin-section__title">
        Campaign updates waiting for review{updates.length > 0 ? ` (${updates.length})` : ''}
      </h2>
      {query.isPending ? (
        <ListSkeleton label="Loading campaign updates" rows={1} />
      ) : query.isError && updates.length === 0 ? (
        <ErrorState title="Could not load campaign updates" error={query.error} onRetry={() => void query.refetch()} />
      ) : updates.length === 0 ? (
        <p className="fc-muted">No campaign updates are waiting. New ones from organizers appear here.</p>
      ) : (
        <div className="fc-admin-cards">
          {updates.map((update) => (
            <PendingUpdateCard
              key={update.id}
              update={update}
              busy={busyOf(update.id)}
              onApprove={() => decide.mutate({ update, verdict: 'approve' })}
              onReject={(campaignTitle) => setRejecting({ update, campaignTitle })}
            />
          ))}
        </div>
      )}
      <RejectDialog
        form={form}
        open={rejecting !== null}
        title={rejecting ? `Reject the update to ${rejecting.campaignTitle}?` : ''}
        okText="Reject update"
        loading={decide.isPending}
        intro={<>“{rejecting?.update.title}” will not be public nor emailed. Its organizer sees the reason you give.</>}
        missing="Please give a reason for rejecting this update (the organizer sees it)."
        rows={3}
        onCancel={() => setRejecting(null)}
        onReject={(reason) => rejecting && decide.mutate({ update: rejecting.update, verdict: 'reject', reason })}
      />
    </section>
  );
}
