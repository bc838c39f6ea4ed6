import { ArrowLeftOutlined } from '@ant-design/icons';
import { useQueries, useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ButtonLink } from '../../components/button-link';
import {
  creatorQueries,
  featuredContent,
  featuredCreators,
  isSample,
  type Channel,
  type FeaturedCreator,
  type PhotoUser,
  type ShortVideoUser,
  type Video,
} from '../../components/creators/creator-api';
import { CREATOR_FAILURE, profileAddress } from '../../components/creators/creator-cards';
import {
  CardFailure,
  CreatorAvatar,
  ExternalProfileButton,
  SampleNote,
  SampleTag,
  Skeleton,
  SponsoredBadge,
  Stat,
  StatList,
  NameWithMark,
} from '../../components/creators/creator-parts';
import '../../components/creators/creators.css';
import { FEATURED_PLATFORM } from '../../components/creators/platforms';
import { ShortVideoCard, VideoCard, VideoCardFailure, VideoCardSkeleton } from '../../components/creators/video-cards';
import { abbreviateCount } from '../../lib/format';
import { usePageMeta } from '../../lib/page-meta';

function BackToHub() {
  return (
    <Link to="/sponsored-creators" className="fc-creator-back">
      <ArrowLeftOutlined aria-hidden="true" /> Back to Sponsored Creators
    </Link>
  );
}

function Missing({ title, text }: { title: string; text: string }) {
  return (
    <div className="fc-card fc-creator-missing">
      <h1>{title}</h1>
      <p className="fc-muted">{text}</p>
      <ButtonLink to="/sponsored-creators" type="primary" size="large">
        See Featured Creators
      </ButtonLink>
    </div>
  );
}

interface ProfileView {
  name: string;
  avatar: string | null;
  verified: boolean;
  handle: string;
  description: string;
  /** null: nothing to visit (sample data, made up). */
  url: string | null;
  sample: boolean;
  stats: Array<{ label: string; value: number }>;
}

function profileView(creator: FeaturedCreator, data: Channel | PhotoUser | ShortVideoUser): ProfileView {
  if (creator.platform === 'youtube') {
    const channel = data as Channel;
    return {
      name: channel.title,
      avatar: channel.thumbnail,
      verified: false,
      handle: channel.handle || creator.handle,
      description: channel.description,
      url: profileAddress(creator, channel),
      sample: isSample(channel),
      stats: [
        { label: 'Subscribers', value: channel.subscriberCount },
        { label: 'Videos', value: channel.videoCount },
        { label: 'Views', value: channel.viewCount },
      ],
    };
  }
  if (creator.platform === 'instagram') {
    const user = data as PhotoUser;
    return {
      name: user.displayName,
      avatar: user.avatar,
      verified: user.verified,
      handle: user.username,
      description: user.description,
      url: profileAddress(creator, user),
      sample: isSample(user),
      stats: [
        { label: 'Followers', value: user.followerCount },
        { label: 'Posts', value: user.postCount },
      ],
    };
  }
  const user = data as ShortVideoUser;
  return {
    name: user.displayName,
    avatar: user.avatar,
    verified: user.verified,
    handle: user.username,
    description: user.description,
    url: profileAddress(creator, user),
    sample: isSample(user),
    stats: [
      { label: 'Followers', value: user.followerCount },
      { label: 'Likes', value: user.likeCount },
      { label: 'Videos', value: user.videoCount },
    ],
  };
}

function ProfileSkeleton() {
  return (
    <div className="fc-card fc-creator-profile" role="status">
      <span className="fc-sr-only">Loading creator</span>
      <Skeleton className="fc-creator-skeleton__avatar" width={120} height={120} />
      <div className="fc-creator-profile__main">
        <Skeleton width="50%" height={36} />
        <Skeleton width="30%" height={18} />
        <Skeleton width="90%" height={18} />
        <Skeleton width="75%" height={18} />
        <Skeleton width={260} height={44} />
      </div>
    </div>
  );
}

/** The YouTube creator's recent content: the hub's featured videos that belong to this channel. */
function ChannelVideos({ channel }: { channel: Channel | undefined }) {
  const featured = useQuery(creatorQueries.featured());
  const items = featuredContent(featured.data).filter((item) => item.platform === 'youtube');
  const queries = useQueries({ queries: items.map((item) => creatorQueries.video(item.reference)) }) as UseQueryResult<Video>[];
  if (!channel) return null;
  const pending = queries.some((q) => q.isPending);
  const failedAll = queries.length > 0 && queries.every((q) => q.isError);
  const mine = items
    .map((item, i) => ({ item, query: queries[i] }))
    .filter(({ query }) => query.data && query.data.channelTitle.trim().toLowerCase() === channel.title.trim().toLowerCase());
  return (
    <ContentSection title="Featured Videos">
      {pending ? (
        <ul className="fc-tile-grid fc-creators-grid">
          <li>
            <VideoCardSkeleton />
          </li>
          <li>
            <VideoCardSkeleton />
          </li>
        </ul>
      ) : failedAll ? (
        <VideoCardFailure />
      ) : mine.length === 0 ? (
        <CardFailure>No featured videos from this channel yet.</CardFailure>
      ) : (
        <ul className="fc-tile-grid fc-creators-grid">
          {mine.map(({ item, query }) => (
            <li key={item.position}>
              <VideoCard item={item} query={query} large={false} />
            </li>
          ))}
        </ul>
      )}
    </ContentSection>
  );
}

function ShortVideos({ username, featured }: { username: string; featured: boolean }) {
  const query = useQuery(creatorQueries.shortVideos(username));
  return (
    <ContentSection title="Recent Videos">
      {query.isPending ? (
        <ul className="fc-tile-grid fc-creators-grid">
          <li>
            <VideoCardSkeleton />
          </li>
          <li>
            <VideoCardSkeleton />
          </li>
        </ul>
      ) : query.isError || !query.data ? (
        <VideoCardFailure />
      ) : query.data.length === 0 ? (
        <CardFailure>No recent videos to show yet.</CardFailure>
      ) : (
        <ul className="fc-tile-grid fc-creators-grid">
          {query.data.map((video) => (
            <li key={video.id}>
              <ShortVideoCard video={video} featured={featured} />
            </li>
          ))}
        </ul>
      )}
    </ContentSection>
  );
}

function ContentSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="fc-creators-section" aria-labelledby="fc-creator-content">
      <div className="fc-creators-section__header">
        <h2 id="fc-creator-content">{title}</h2>
      </div>
      {children}
    </section>
  );
}

function CreatorProfile({ creator }: { creator: FeaturedCreator }) {
  const query = useQuery(creatorQueries.profile(creator));
  const featured = useQuery(creatorQueries.featured());
  const platform = FEATURED_PLATFORM[creator.platform];
  const view = query.data ? profileView(creator, query.data) : null;
  const shortItem = featuredContent(featured.data).find((item) => item.platform === 'tiktok' && item.reference === creator.handle);
  usePageMeta(creator.displayName, view?.description || `${creator.displayName} on ${platform.name}, sponsored by Faith Collective.`);

  return (
    <>
      {view?.sample && <SampleNote />}
      {query.isPending ? (
        <ProfileSkeleton />
      ) : !view ? (
        <div className="fc-card fc-creator-profile">
          <CreatorAvatar src={null} name={creator.displayName} size={120} />
          <div className="fc-creator-profile__main">
            <h1 className="fc-creator-profile__name">{creator.displayName}</h1>
            <p className="fc-creator-profile__platform">
              {platform.kind} · @{creator.handle}
            </p>
            <CardFailure>{CREATOR_FAILURE}</CardFailure>
            <div className="fc-creator-profile__actions">
              <ExternalProfileButton href={creator.profileUrl} type="primary" size="large">
                Visit profile
              </ExternalProfileButton>
            </div>
          </div>
        </div>
      ) : (
        <article className="fc-card fc-creator-profile" aria-labelledby="fc-creator-name">
          <CreatorAvatar src={view.avatar} name={view.name} size={120} />
          <div className="fc-creator-profile__main">
            <div className="fc-creator-card__badges">
              {creator.isSponsored && <SponsoredBadge />}
              {view.sample && <SampleTag />}
            </div>
            <h1 id="fc-creator-name" className="fc-creator-profile__name">
              <NameWithMark name={view.name} verified={view.verified} />
            </h1>
            <p className="fc-creator-profile__platform">
              {platform.kind} · @{view.handle}
            </p>
            {view.description && <p className="fc-creator-profile__description">{view.description}</p>}
            <StatList>
              {view.stats.map((stat) => (
                <Stat key={stat.label} label={stat.label} value={abbreviateCount(stat.value)} />
              ))}
            </StatList>
            {view.url && (
              <div className="fc-creator-profile__actions">
                <ExternalProfileButton href={view.url} type="primary" size="large">
                  Visit profile
                </ExternalProfileButton>
              </div>
            )}
          </div>
        </article>
      )}

      {creator.platform === 'youtube' && <ChannelVideos channel={query.data as Channel | undefined} />}
      {creator.platform === 'tiktok' && <ShortVideos username={creator.handle} featured={shortItem?.isFeatured ?? false} />}
      {creator.platform === 'instagram' && view && (
        <ContentSection title="Recent Posts">
          <div className="fc-card">
            <p>
              {view.name} shares {abbreviateCount(view.stats.find((s) => s.label === 'Posts')?.value ?? 0)} posts on Instagram.
              {view.url && ' See the latest on their profile.'}
            </p>
          </div>
        </ContentSection>
      )}
    </>
  );
}

/** /creator/:n: featured creator n (1..3) with their stats, description and recent content; unknown n is a friendly not-found. */
export default function CreatorPage() {
  const { n = '' } = useParams();
  const featured = useQuery(creatorQueries.featured());
  const position = /^\d+$/.test(n) ? Number(n) : NaN;
  const creator = featuredCreators(featured.data).find((c) => c.position === position);
  usePageMeta(creator?.displayName ?? 'Creator Profile');

  let body: ReactNode;
  if (featured.isPending) body = <ProfileSkeleton />;
  else if (featured.isError) body = <Missing title="Creator unavailable" text={`${CREATOR_FAILURE}. Please try again in a moment.`} />;
  else if (!creator)
    body = (
      <Missing
        title="Creator Not Found"
        text="We couldn't find that creator. They may no longer be featured, but you can meet the creators we sponsor now."
      />
    );
  else body = <CreatorProfile key={creator.position} creator={creator} />;

  return (
    <div className="fc-container fc-creator-page">
      <BackToHub />
      {body}
    </div>
  );
}
