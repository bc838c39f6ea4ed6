import type { UseQueryResult } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { abbreviateCount, truncate } from '../../lib/format';
import { ButtonLink } from '../button-link';
import { isSample, type Channel, type FeaturedCreator, type PhotoUser, type ShortVideoUser } from './creator-api';
import {
  CardFailure,
  CreatorAvatar,
  ExternalProfileButton,
  SampleTag,
  Skeleton,
  SponsoredBadge,
  Stat,
  StatList,
  NameWithMark,
} from './creator-parts';
import { FEATURED_PLATFORM } from './platforms';

export const CREATOR_FAILURE = 'Unable to load creator data';

/** Channel descriptions: cut to 100 characters plus an ellipsis (spec section 2). */
export function channelDescription(text: string): string {
  return text ? `${text.slice(0, 100)}...` : '';
}

interface ShellProps {
  creator: FeaturedCreator;
  name: string;
  avatar?: ReactNode;
  verified?: boolean;
  sample?: boolean;
  subtitle?: ReactNode;
  children?: ReactNode;
  /** The profile's address on the platform (see profileAddress); null: none to visit (sample data). */
  profileUrl: string | null;
}

/**
 * Where the Visit button goes: the platform's address from the data, else the featured row's. Sample data has
 * none: its creators are made up, and a link would lead to a page that does not exist.
 */
export function profileAddress(creator: FeaturedCreator, data: { source?: string; url?: string | null }): string | null {
  if (isSample(data)) return null;
  return data.url || creator.profileUrl;
}

/** The frame every featured-creator card shares: badges, avatar and name, body, and the two buttons. */
function CreatorCardShell({ creator, name, avatar, verified, sample, subtitle, children, profileUrl }: ShellProps) {
  const titleId = useId();
  const platform = FEATURED_PLATFORM[creator.platform];
  return (
    <article className="fc-card fc-creator-card" aria-labelledby={titleId}>
      <div className="fc-creator-card__badges">
        {creator.isSponsored && <SponsoredBadge />}
        {sample && <SampleTag />}
      </div>
      <div className="fc-creator-card__head">
        {avatar}
        <div className="fc-creator-card__who">
          <h3 id={titleId} className="fc-creator-card__name">
            <NameWithMark name={name} verified={verified} />
          </h3>
          <p className="fc-creator-card__platform">{subtitle ?? platform.kind}</p>
        </div>
      </div>
      <div className="fc-creator-card__body">{children}</div>
      <div className="fc-creator-card__actions">
        {profileUrl && <ExternalProfileButton href={profileUrl}>{platform.visit}</ExternalProfileButton>}
        <ButtonLink to={`/creator/${creator.position}`} type="primary">
          View Profile
        </ButtonLink>
      </div>
    </article>
  );
}

/** The loading state of one creator card: the same frame, pulsing. */
export function CreatorCardSkeleton({ label = 'Loading creator' }: { label?: string }) {
  return (
    <div className="fc-card fc-creator-card fc-creator-card--loading" role="status">
      <span className="fc-sr-only">{label}</span>
      <Skeleton width={92} height={24} />
      <div className="fc-creator-card__head">
        <Skeleton className="fc-creator-skeleton__avatar" />
        <div className="fc-creator-card__who">
          <Skeleton width="70%" height={22} />
          <Skeleton width="45%" height={16} />
        </div>
      </div>
      <Skeleton width="100%" height={16} />
      <Skeleton width="85%" height={16} />
      <div className="fc-creator-skeleton__stats">
        <Skeleton width={64} height={36} />
        <Skeleton width={64} height={36} />
        <Skeleton width={64} height={36} />
      </div>
      <Skeleton width="100%" height={40} />
    </div>
  );
}

function FailedCreatorCard({ creator }: { creator: FeaturedCreator }) {
  return (
    <CreatorCardShell
      creator={creator}
      name={creator.displayName}
      profileUrl={creator.profileUrl}
      avatar={<CreatorAvatar src={null} name={creator.displayName} />}
    >
      <CardFailure>{CREATOR_FAILURE}</CardFailure>
    </CreatorCardShell>
  );
}

/** Video-platform channel: title, subscribers, description (100 + ...), videos, views. */
export function ChannelCard({ creator, query }: { creator: FeaturedCreator; query: UseQueryResult<Channel> }) {
  if (query.isPending) return <CreatorCardSkeleton label={`Loading ${creator.displayName}`} />;
  if (query.isError || !query.data) return <FailedCreatorCard creator={creator} />;
  const channel = query.data;
  return (
    <CreatorCardShell
      creator={creator}
      name={channel.title}
      sample={isSample(channel)}
      profileUrl={profileAddress(creator, channel)}
      avatar={<CreatorAvatar src={channel.thumbnail} name={channel.title} />}
      subtitle={`${abbreviateCount(channel.subscriberCount)} subscribers`}
    >
      <p className="fc-creator-card__description">{channelDescription(channel.description)}</p>
      <StatList>
        <Stat label="Subscribers" value={abbreviateCount(channel.subscriberCount)} />
        <Stat label="Videos" value={abbreviateCount(channel.videoCount)} />
        <Stat label="Views" value={abbreviateCount(channel.viewCount)} />
      </StatList>
    </CreatorCardShell>
  );
}

/** Photo-sharing profile: display name, verified mark, followers, description (80, ellipsis only if longer), posts. */
export function PhotoCard({ creator, query }: { creator: FeaturedCreator; query: UseQueryResult<PhotoUser> }) {
  if (query.isPending) return <CreatorCardSkeleton label={`Loading ${creator.displayName}`} />;
  if (query.isError || !query.data) return <FailedCreatorCard creator={creator} />;
  const user = query.data;
  return (
    <CreatorCardShell
      creator={creator}
      name={user.displayName}
      verified={user.verified}
      sample={isSample(user)}
      profileUrl={profileAddress(creator, user)}
      avatar={<CreatorAvatar src={user.avatar} name={user.displayName} />}
      subtitle={`@${user.username} · ${abbreviateCount(user.followerCount)} followers`}
    >
      <p className="fc-creator-card__description">{truncate(user.description, 80)}</p>
      <StatList>
        <Stat label="Followers" value={abbreviateCount(user.followerCount)} />
        <Stat label="Posts" value={abbreviateCount(user.postCount)} />
      </StatList>
    </CreatorCardShell>
  );
}

/**
 * Short-video profile: likes and videos. When its data fails it falls back to a static card with the
 * creator's name and View Profile (spec section 2), rather than the failure text.
 */
export function ShortVideoCreatorCard({ creator, query }: { creator: FeaturedCreator; query: UseQueryResult<ShortVideoUser> }) {
  if (query.isPending) return <CreatorCardSkeleton label={`Loading ${creator.displayName}`} />;
  if (query.isError || !query.data) {
    return (
      <CreatorCardShell
        creator={creator}
        name={creator.displayName}
        profileUrl={creator.profileUrl}
        avatar={<CreatorAvatar src={null} name={creator.displayName} />}
        subtitle={`@${creator.handle}`}
      />
    );
  }
  const user = query.data;
  return (
    <CreatorCardShell
      creator={creator}
      name={user.displayName}
      verified={user.verified}
      sample={isSample(user)}
      profileUrl={profileAddress(creator, user)}
      avatar={<CreatorAvatar src={user.avatar} name={user.displayName} />}
      subtitle={`@${user.username}`}
    >
      <p className="fc-creator-card__description">{truncate(user.description, 100)}</p>
      <StatList>
        <Stat label="Likes" value={abbreviateCount(user.likeCount)} />
        <Stat label="Videos" value={abbreviateCount(user.videoCount)} />
      </StatList>
    </CreatorCardShell>
  );
}
