import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { CampaignImage } from '../../components/campaign/campaign-image';
import { formatDate, formatMoney, truncate } from '../../lib/format';
import { displayName } from '../../lib/user-display';
import { adminKeys, fetchPendingCampaigns, useReportError, type AdminCampaign } from './admin-api';
import { CampaignActionButtons, useCampaignActions, type CampaignActions } from './campaign-actions';
import { EmptyState, ErrorState, ListSkeleton, LoadMore, ReviewStatusTag } from './list-states';

function PendingCard({ campaign, actions }: { campaign: AdminCampaign; actions: CampaignActions }) {
  const headingId = `fc-admin-pending-${campaign.id}`;
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

/** Campaigns waiting for review: approve (goes live), reject, or delete after confirmation. */
export function PendingTab() {
  const actions = useCampaignActions();
  const query = useInfiniteQuery({
    queryKey: adminKeys.pending,
    queryFn: ({ pageParam }) => fetchPendingCampaigns(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    meta: { silent: true },
  });
  useReportError(query.error);
  const campaigns = query.data?.pages.flatMap((page) => page.items) ?? [];

  let body;
  if (query.isPending) body = <ListSkeleton label="Loading pending campaigns" rows={3} />;
  else if (query.isError && campaigns.length === 0)
    body = <ErrorState title="Could not load pending campaigns" error={query.error} onRetry={() => void query.refetch()} />;
  else if (campaigns.length === 0)
    body = <EmptyState title="No pending campaigns">Every campaign has been reviewed. New ones appear here.</EmptyState>;
  else
    body = (
      <>
        <ul className="fc-admin-cards">
          {campaigns.map((campaign) => (
            <li key={campaign.id}>
              <PendingCard campaign={campaign} actions={actions} />
            </li>
          ))}
        </ul>
        <LoadMore hasMore={query.hasNextPage} loading={query.isFetchingNextPage} onLoad={() => void query.fetchNextPage()} />
      </>
    );

  return (
    <div className="fc-admin-panel">
      {actions.holder}
      {body}
    </div>
  );
}
