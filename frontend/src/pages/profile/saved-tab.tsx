import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import { useMemo } from 'react';
import { ButtonLink } from '../../components/button-link';
import { campaignQueries } from '../../components/campaign/campaign-api';
import { CampaignCard, CampaignCardSkeleton } from '../../components/campaign/campaign-card';
import { forgetSavedCampaigns, useSavedCampaignIds } from '../../components/campaign/saved-campaigns';

/**
 * The profile's Saved tab: the campaigns saved on this device (Save on a campaign's page, or the heart on its
 * card), newest first, as cards whose heart unsaves them. Saved ones no longer listed (paused, closed, removed)
 * are counted, with a button that forgets them.
 */
export function SavedTab() {
  const saved = useSavedCampaignIds();
  const newestFirst = useMemo(() => [...saved].reverse(), [saved]);
  const { data, isPending, isError, isPlaceholderData, refetch, isFetching } = useQuery({
    ...campaignQueries.saved(newestFirst),
    enabled: newestFirst.length > 0,
    meta: { silent: true }, // the tab says it itself
  });
  const campaigns = newestFirst.flatMap((id) => data?.find((c) => c.id === id) ?? []);
  const unavailable = data && !isPlaceholderData ? newestFirst.filter((id) => !data.some((c) => c.id === id)) : [];

  return (
    <section aria-labelledby="fc-profile-saved">
      <h2 id="fc-profile-saved" className="fc-profile__section-title">
        Saved campaigns
      </h2>
      <p className="fc-muted">Campaigns you saved on this device.</p>
      {newestFirst.length === 0 ? (
        <>
          <p>You have not saved any campaigns on this device yet.</p>
          <p className="fc-muted">Press Save on a campaign's page, or the heart on its card, to keep it here.</p>
          <div className="fc-form-actions">
            <ButtonLink to="/donate" type="primary">
              Browse Campaigns
            </ButtonLink>
          </div>
        </>
      ) : isPending ? (
        <div aria-busy="true">
          <span className="fc-sr-only" role="status">
            Loading your saved campaigns
          </span>
          <ul className="fc-tile-grid fc-campaign-grid fc-saved-grid">
            {newestFirst.slice(0, 2).map((id) => (
              <li key={id}>
                <CampaignCardSkeleton />
              </li>
            ))}
          </ul>
        </div>
      ) : isError ? (
        <div role="alert">
          <p>We could not load your saved campaigns right now.</p>
          <Button onClick={() => void refetch()} loading={isFetching}>
            Try again
          </Button>
        </div>
      ) : (
        <>
          {unavailable.length > 0 && (
            <div className="fc-saved-gone" role="status">
              <p>
                {unavailable.length === 1
                  ? '1 campaign you saved is no longer listed: it was paused, closed or removed.'
                  : `${unavailable.length} campaigns you saved are no longer listed: they were paused, closed or removed.`}
              </p>
              <Button onClick={() => forgetSavedCampaigns(unavailable)}>Remove from this list</Button>
            </div>
          )}
          {campaigns.length > 0 && (
            <ul className="fc-tile-grid fc-campaign-grid fc-saved-grid">
              {campaigns.map((campaign) => (
                <li key={campaign.id}>
                  <CampaignCard campaign={campaign} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
