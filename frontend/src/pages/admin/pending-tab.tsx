import { Link } from 'react-router-dom';
import { CampaignImage } from '../../components/campaign/campaign-image';
import { formatDate, formatMoney, truncate } from '../../lib/format';
import { displayName } from '../../lib/user-display';
import { adminQueries, type AdminCampaign } from './admin-api';
import { CampaignActionButtons, useCampaignActions, type CampaignActions } from './campaign-actions';
import { ReviewStatusTag } from './list-states';
import { PagedTable } from './paged-table';
import { PendingUpdates } from './pending-updates';

/** An owner's edit of an approved campaign, waiting for review: what it proposes beside what is public now. */
function PendingEditCard({ campaign, actions }: { campaign: AdminCampaign; actions: CampaignActions }) {
  const headingId = `fc-admin-pending-${campaign.id}`;
  const edit = campaign.pendingRevision;
  if (!edit) return null;
  return (
    <article className="fc-admin-card fc-admin-pending" aria-labelledby={headingId}>
      <CampaignImage src={edit.image} alt={edit.title} className="fc-admin-pending__image" />
      <div className="fc-admin-pending__body">
        <div className="fc-admin-card__top">
          <h3 id={headingId} className="fc-admin-card__title">
            Edit of <Link to={`/donate/${campaign.slug}`}>{edit.title}</Link>
          </h3>
          <ReviewStatusTag status="pending" />
        </div>
        <p className="fc-muted fc-admin-card__meta">
          {campaign.user ? `by ${displayName(campaign.user)} · ` : ''}Public now: “{campaign.title}”, goal {formatMoney(campaign.goal)} · Proposed goal{' '}
          {formatMoney(edit.goal)} · Edited {formatDate(edit.submittedAt)}
        </p>
        <p className="fc-admin-card__text">{truncate(edit.description, 220)}</p>
        <CampaignActionButtons campaign={campaign} actions={actions} />
      </div>
    </article>
  );
}

function PendingCard({ campaign, actions }: { campaign: AdminCampaign; actions: CampaignActions }) {
  const headingId = `fc-admin-pending-${campaign.id}`;
  if (campaign.pendingRevision) return <PendingEditCard campaign={campaign} actions={actions} />;
  return (
    <article className="fc-admin-card fc-admin-pending" aria-labelledby={headingId}>
      <CampaignImage src={campaign.image} alt={campaign.title} className="fc-admin-pending__image" />
      <div className="fc-admin-pending__body">
        <div className="fc-admin-card__top">
          <h3 id={headingId} className="fc-admin-card__title">
            <Link to={`/donate/${campaign.slug}`}>{campaign.title}</Link>
          </h3>
          <ReviewStatusTag status={campaign.status} />
        </div>
        <p className="fc-muted fc-admin-card__meta">
          {campaign.user ? `by ${displayName(campaign.user)} · ` : ''}Goal {formatMoney(campaign.goal)} · Submitted{' '}
          {formatDate(campaign.createdAt)}
        </p>
        <p className="fc-admin-card__text">{truncate(campaign.description, 220)}</p>
        <CampaignActionButtons campaign={campaign} actions={actions} />
      </div>
    </article>
  );
}

/**
 * Campaigns waiting for review: approve (goes live), reject, or delete after confirmation; owners' edits of
 * approved campaigns ("Edit of <title>"), approved (they go public) or rejected (the approved version stays); and
 * organizers' campaign updates ("Update to <title>"), approved (public, emailed to donors) or rejected with a reason.
 */
export function PendingTab() {
  const actions = useCampaignActions();

  return (
    <div className="fc-admin-panel">
      {actions.holder}
      <PendingUpdates />
      <PagedTable
        query={adminQueries.pending()}
        loadingLabel="Loading pending campaigns"
        skeletonRows={3}
        errorTitle="Could not load pending campaigns"
        emptyTitle="No pending campaigns"
        emptyText="Every campaign has been reviewed. New ones appear here."
        renderCard={(campaign) => <PendingCard campaign={campaign} actions={actions} />}
      />
    </div>
  );
}
