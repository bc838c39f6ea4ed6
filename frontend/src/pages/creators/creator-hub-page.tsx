import { useQueries, useQuery, type QueryClient, type UseQueryResult } from '@tanstack/react-query';
import { Button } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { isSignedInNow } from '../../app/session-api';
import { ButtonLink } from '../../components/button-link';
import {
  creatorQueries,
  featuredContent,
  featuredCreators,
  isSample,
  type Channel,
  type CreatorProfile,
  type FeaturedContent,
  type FeaturedCreator,
  type PhotoUser,
  type ShortVideo,
  type ShortVideoUser,
  type Video,
} from '../../components/creators/creator-api';
import {
  ChannelCard,
  CREATOR_FAILURE,
  CreatorCardSkeleton,
  PhotoCard,
  ShortVideoCreatorCard,
} from '../../components/creators/creator-cards';
import { CardFailure, SampleNote } from '../../components/creators/creator-parts';
import '../../components/creators/creators.css';
import {
  ShortVideoCard,
  VideoCard,
  VideoCardFailure,
  VideoCardSkeleton,
} from '../../components/creators/video-cards';
import { usePageMeta } from '../../lib/page-meta';

/**
 * Apply for Sponsorship checks the session through GET /api/user at the moment of the click: a user with an id
 * goes to the form, anything else (401, another status, a failure) to /auth.
 */
function ApplyButton() {
  const navigate = useNavigate();
  const [checking, setChecking] = useState(false);
  const apply = async () => {
    setChecking(true);
    const signedIn = await isSignedInNow();
    setChecking(false);
    void navigate(signedIn ? '/sponsorship-application' : '/auth');
  };
  return (
    <Button size="large" loading={checking} onClick={() => void apply()}>
      Apply for Sponsorship
    </Button>
  );
}

function CreatorSlot({ creator, query }: { creator: FeaturedCreator; query: UseQueryResult<CreatorProfile> }) {
  if (creator.platform === 'youtube') return <ChannelCard creator={creator} query={query as UseQueryResult<Channel>} />;
  if (creator.platform === 'instagram') return <PhotoCard creator={creator} query={query as UseQueryResult<PhotoUser>} />;
  return <ShortVideoCreatorCard creator={creator} query={query as UseQueryResult<ShortVideoUser>} />;
}

/**
 * The first visit's data, loaded with the screen's code before the app's first render (lazy-page.ts): the
 * featured rows, then the creators' cards, so the sections do not grow (and move) as they arrive.
 */
export async function prefetch(queryClient: QueryClient): Promise<unknown> {
  const featured = await queryClient.fetchQuery(creatorQueries.featured());
  const content = featuredContent(featured);
  return Promise.all([
    ...featuredCreators(featured).map((creator) => queryClient.prefetchQuery(creatorQueries.profile(creator))),
    ...content
      .filter((item) => item.platform === 'youtube')
      .slice(0, 2)
      .map((item) => queryClient.prefetchQuery(creatorQueries.video(item.reference))),
  ]);
}

/** /sponsored-creators: the dark header, the featured creators and the featured content, all from the database rows. */
export default function CreatorHubPage() {
  usePageMeta(
    'Sponsored Content Hub',
    'Meet the Christian creators Faith Collective sponsors: worship, scripture and service on YouTube, Instagram and TikTok. Apply for sponsorship to share your faith through your content.',
  );
  const featured = useQuery(creatorQueries.featured());
  const creators = featuredCreators(featured.data);
  const content = featuredContent(featured.data);
  const videoItems = content.filter((item) => item.platform === 'youtube').slice(0, 2);
  const shortItem: FeaturedContent | undefined = content.find((item) => item.platform === 'tiktok');

  const profileQueries = useQueries({ queries: creators.map((creator) => creatorQueries.profile(creator)) });
  const videoQueries = useQueries({ queries: videoItems.map((item) => creatorQueries.video(item.reference)) }) as UseQueryResult<Video>[];
  const shortQuery: UseQueryResult<ShortVideo[]> = useQuery({ ...creatorQueries.shortVideos(shortItem?.reference ?? ''), enabled: Boolean(shortItem) });

  const loaded: Array<{ source?: string } | undefined> = [
    ...profileQueries.map((q) => q.data),
    ...videoQueries.map((q) => q.data),
    ...(shortItem ? (shortQuery.data ?? []) : []),
  ];
  const showSampleNote = loaded.some((data) => isSample(data));

  const shorts = (shortQuery.data ?? []).slice(0, 2);

  return (
    <>
      <section className="fc-creators-hero" aria-labelledby="fc-creators-title">
        <div className="fc-container fc-creators-hero__inner">
          <p className="fc-eyebrow fc-creators-hero__eyebrow">Create for Christ</p>
          <h1 id="fc-creators-title">Sponsored Content Hub</h1>
          <p className="fc-creators-hero__lead">
            Discover creators who share their faith through worship, scripture and service, and are supported by our
            community through sponsorships.
          </p>
          <div className="fc-actions">
            <ApplyButton />
            <ButtonLink to="/about" size="large" ghost>
              Learn More
            </ButtonLink>
          </div>
        </div>
      </section>

      <div className="fc-container fc-creators-page">
        {showSampleNote && <SampleNote />}

        <section className="fc-creators-section" aria-labelledby="fc-featured-creators">
          <div className="fc-creators-section__header">
            <h2 id="fc-featured-creators">Featured Creators</h2>
            <p className="fc-muted">Meet the creators our community sponsors this season.</p>
          </div>
          {featured.isPending ? (
            <div className="fc-tile-grid fc-creators-grid">
              <CreatorCardSkeleton />
              <CreatorCardSkeleton />
              <CreatorCardSkeleton />
            </div>
          ) : featured.isError || creators.length === 0 ? (
            <div className="fc-card">
              <CardFailure>{featured.isError ? CREATOR_FAILURE : 'No featured creators at the moment.'}</CardFailure>
            </div>
          ) : (
            <ul className="fc-tile-grid fc-creators-grid" aria-label="Featured creators">
              {creators.map((creator, i) => (
                <li key={creator.position}>
                  <CreatorSlot creator={creator} query={profileQueries[i]} />
                </li>
              ))}
            </ul>
          )}
        </section>

        <section className="fc-creators-section" aria-labelledby="fc-featured-content">
          <div className="fc-creators-section__header">
            <h2 id="fc-featured-content">Featured Content</h2>
            <p className="fc-muted">
              Recent videos from our sponsored creators.{' '}
              {showSampleNote
                ? 'Sample videos are on no platform, so they do not open.'
                : 'Each opens on its platform in a new tab.'}
            </p>
          </div>
          {featured.isPending ? (
            <div className="fc-content-layout">
              <VideoCardSkeleton large />
              <div className="fc-tile-grid fc-creators-grid">
                <VideoCardSkeleton />
                <VideoCardSkeleton />
                <VideoCardSkeleton />
              </div>
            </div>
          ) : featured.isError || (videoItems.length === 0 && !shortItem) ? (
            <div className="fc-card">
              <CardFailure>{featured.isError ? 'Unable to load video data' : 'No featured content at the moment.'}</CardFailure>
            </div>
          ) : (
            <div className="fc-content-layout">
              {videoItems[0] && <VideoCard item={videoItems[0]} query={videoQueries[0]} large />}
              <ul className="fc-tile-grid fc-creators-grid" aria-label="More featured videos">
                {videoItems.slice(1).map((item, i) => (
                  <li key={item.position}>
                    <VideoCard item={item} query={videoQueries[i + 1]} />
                  </li>
                ))}
                {shortItem &&
                  (shortQuery.isPending ? (
                    <>
                      <li>
                        <VideoCardSkeleton />
                      </li>
                      <li>
                        <VideoCardSkeleton />
                      </li>
                    </>
                  ) : shortQuery.isError || !shortQuery.data ? (
                    <li>
                      <VideoCardFailure />
                    </li>
                  ) : (
                    shorts.map((video) => (
                      <li key={video.id}>
                        <ShortVideoCard video={video} featured={shortItem.isFeatured} />
                      </li>
                    ))
                  ))}
              </ul>
            </div>
          )}
        </section>
      </div>
    </>
  );
}
