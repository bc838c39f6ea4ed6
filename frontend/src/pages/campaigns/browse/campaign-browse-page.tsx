import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { useInfiniteQuery, type QueryClient } from '@tanstack/react-query';
import { Button, Input } from 'antd';
import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useCurrentUser } from '../../../app/session';
import { ButtonLink } from '../../../components/button-link';
import { campaignQueries } from '../../../components/campaign/campaign-api';
import { CampaignCard, CampaignCardSkeleton } from '../../../components/campaign/campaign-card';
import { StatisticsFigures } from '../../../components/statistics/statistics-figures';
import { usePageMeta } from '../../../lib/page-meta';
import '../campaign-pages.css';

const SKELETON_CARDS = 6;
const SEARCH_DELAY_MS = 350;

function CreateCampaignButton({ signedIn, label = 'Create New Campaign' }: { signedIn: boolean; label?: string }) {
  return signedIn ? (
    <ButtonLink to="/donate/create" type="primary" size="large" icon={<PlusOutlined />}>
      {label}
    </ButtonLink>
  ) : (
    // Signed out: the server's sign-in (a full browser navigation).
    <ButtonLink to="/api/login" external type="primary" size="large" icon={<PlusOutlined />}>
      {label}
    </ButtonLink>
  );
}

/** The first visit's campaigns, loaded with the screen's code before the app's first render (lazy-page.ts). */
export function prefetch(queryClient: QueryClient): Promise<unknown> {
  const search = new URLSearchParams(window.location.search).get('search') ?? '';
  return queryClient.prefetchInfiniteQuery(campaignQueries.browse(search));
}

/** /donate: search, a grid of live campaigns (Load more with the server's cursor), and the statistics call to action. */
export default function CampaignBrowsePage() {
  const { isSignedIn } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const [text, setText] = useState(search);
  const searchId = useId();
  usePageMeta(
    'Donate to Christian Campaigns',
    'Give to ministries, missions and families in need. Organizers pay a 0% platform fee on Faith Collective.',
  );

  // Typing searches after a short pause; the search lives in the address (?search=) so it can be shared.
  useEffect(() => {
    if (text.trim() === search) return undefined;
    const timer = window.setTimeout(() => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (text.trim()) next.set('search', text.trim());
          else next.delete('search');
          return next;
        },
        { replace: true },
      );
    }, SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [text, search, setParams]);

  // Back / forward through searches updates the box.
  useEffect(() => {
    setText((current) => (current.trim() === search ? current : search));
  }, [search]);

  const query = useInfiniteQuery({
    ...campaignQueries.browse(search),
    meta: { errorTitle: 'Failed to fetch campaigns' },
  });
  const campaigns = query.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <>
      <section className="fc-container fc-page fc-browse" aria-labelledby="fc-browse-title">
        <header className="fc-browse__header">
          <div>
            <h1 id="fc-browse-title">Donation Campaigns</h1>
            <p className="fc-lead">
              Give to ministries, missions and families in need. Organizers pay a 0% platform fee, so more of every
              gift reaches the mission.
            </p>
          </div>
          <CreateCampaignButton signedIn={isSignedIn} />
        </header>

        <form
          role="search"
          className="fc-browse__search"
          onSubmit={(event) => {
            event.preventDefault();
            setParams(text.trim() ? { search: text.trim() } : {}, { replace: true });
          }}
        >
          <label htmlFor={searchId} className="fc-browse__search-label">
            Search campaigns
          </label>
          <Input
            id={searchId}
            type="search"
            size="large"
            value={text}
            onChange={(event) => setText(event.target.value)}
            prefix={<SearchOutlined aria-hidden="true" />}
            placeholder="Search by title or description"
            allowClear
            enterKeyHint="search"
          />
        </form>

        <p className="fc-sr-only" role="status">
          {query.isPending
            ? 'Loading campaigns'
            : campaigns.length
              ? `${campaigns.length} campaign${campaigns.length === 1 ? '' : 's'} shown${search ? ` for "${search}"` : ''}`
              : 'No campaigns found'}
        </p>

        {query.isPending ? (
          <ul className="fc-tile-grid fc-campaign-grid" aria-hidden="true">
            {Array.from({ length: SKELETON_CARDS }, (_, i) => (
              <li key={i}>
                <CampaignCardSkeleton />
              </li>
            ))}
          </ul>
        ) : campaigns.length === 0 ? (
          <div className="fc-empty">
            <h2 className="fc-empty__title">No campaigns found</h2>
            <p className="fc-muted">
              {search ? `No results for "${search}"` : 'There are no active campaigns at the moment.'}
            </p>
            {isSignedIn ? (
              <ButtonLink to="/campaigns/create" type="primary">
                Create a Campaign
              </ButtonLink>
            ) : (
              <ButtonLink to="/api/login" external type="primary">
                Sign in to Create a Campaign
              </ButtonLink>
            )}
          </div>
        ) : (
          <>
            <ul className="fc-tile-grid fc-campaign-grid">
              {campaigns.map((campaign, index) => (
                <li key={campaign.id}>
                  <CampaignCard campaign={campaign} headingLevel="h2" eager={index < 3} />
                </li>
              ))}
            </ul>
            {query.hasNextPage && (
              <div className="fc-browse__more">
                <Button size="large" onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
                  {query.isFetchingNextPage ? 'Loading...' : 'Load more campaigns'}
                </Button>
              </div>
            )}
          </>
        )}
      </section>

      <section className="fc-section fc-band" aria-labelledby="fc-browse-cta-title">
        <div className="fc-container fc-band__inner">
          <h2 id="fc-browse-cta-title">Together We Make a Difference</h2>
          <p className="fc-lead">
            Every gift on Faith Collective reaches a ministry, a mission or a family. Start a campaign for the cause on
            your heart.
          </p>
          <StatisticsFigures />
          <div className="fc-actions fc-actions--center">
            {isSignedIn ? (
              <ButtonLink to="/donate/create" size="large">
                Start a Campaign
              </ButtonLink>
            ) : (
              <ButtonLink to="/auth" size="large">
                Join the Collective
              </ButtonLink>
            )}
          </div>
        </div>
      </section>
    </>
  );
}
