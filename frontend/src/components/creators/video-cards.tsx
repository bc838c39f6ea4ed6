import { PlayCircleFilled } from '@ant-design/icons';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId } from 'react';
import { abbreviateCount, formatDate, truncate } from '../../lib/format';
import { isSample, proxiedImage, type FeaturedContent, type ShortVideo, type Video } from './creator-api';
import { CardFailure, FeaturedBadge, SampleTag, Skeleton, SponsoredBadge } from './creator-parts';

export const VIDEO_FAILURE = 'Unable to load video data';

/** "PT1H2M5S" -> "1:02:05", "PT6M42S" -> "6:42"; seconds (short videos) -> "0:58". */
export function formatDuration(value: string | number | null | undefined): string {
  let seconds: number;
  if (typeof value === 'number') seconds = value;
  else {
    const match = /^P(?:\d+D)?T?(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?$/.exec(value ?? '');
    if (!match) return '';
    seconds = Number(match[1] ?? 0) * 3600 + Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0);
  }
  if (!Number.isFinite(seconds) || seconds <= 0) return '';
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = Math.floor(seconds % 60);
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

interface VideoLike {
  title: string;
  description: string;
  thumbnail: string | null;
  /** null for sample data: made up, on no platform, so the card links nowhere. */
  url: string | null;
  viewCount: number;
  likeCount: number;
  publishedAt: string;
  source: string;
}

interface VideoFrameProps {
  video: VideoLike;
  byline: string;
  duration: string;
  badges: { sponsored: boolean; featured: boolean };
  /** Larger cards show 200 characters of the description, the others 150 (spec section 9). */
  large?: boolean;
}

/**
 * One video: thumbnail, badges, title, byline, description, views, likes and date. The whole card opens the
 * video on its platform in a new tab (without opener), through the title link stretched over the card. A sample
 * video has no address (its id is made up): its card is not a link and shows no play button.
 */
function VideoFrame({ video, byline, duration, badges, large }: VideoFrameProps) {
  const titleId = useId();
  const thumbnail = proxiedImage(video.thumbnail);
  const published = formatDate(video.publishedAt);
  const href = isSample(video) ? null : video.url;
  return (
    <article
      className={`fc-card fc-video-card${large ? ' fc-video-card--large' : ''}${href ? '' : ' fc-video-card--static'}`}
      aria-labelledby={titleId}
    >
      <div className="fc-video-card__media">
        {thumbnail ? (
          <img src={thumbnail} alt="" width={1200} height={675} loading="lazy" />
        ) : (
          <span className="fc-video-card__placeholder" aria-hidden="true" />
        )}
        {href && <PlayCircleFilled className="fc-video-card__play" aria-hidden="true" />}
        {duration && (
          <span className="fc-video-card__duration">
            <span className="fc-sr-only">Duration </span>
            {duration}
          </span>
        )}
      </div>
      <div className="fc-video-card__body">
        <div className="fc-creator-card__badges">
          {badges.sponsored && <SponsoredBadge />}
          {badges.featured && <FeaturedBadge />}
          {isSample(video) && <SampleTag />}
        </div>
        <h3 id={titleId} className="fc-video-card__title">
          {href ? (
            <a className="fc-video-card__link" href={href} target="_blank" rel="noopener noreferrer">
              {video.title}
              <span className="fc-sr-only"> (opens in a new tab)</span>
            </a>
          ) : (
            video.title
          )}
        </h3>
        <p className="fc-video-card__byline">{byline}</p>
        {video.description && <p className="fc-video-card__description">{truncate(video.description, large ? 200 : 150)}</p>}
        <p className="fc-video-card__meta">
          <span>{abbreviateCount(video.viewCount)} views</span>
          <span aria-hidden="true">·</span>
          <span>{abbreviateCount(video.likeCount)} likes</span>
          {published && (
            <>
              <span aria-hidden="true">·</span>
              <time dateTime={video.publishedAt}>{published}</time>
            </>
          )}
        </p>
      </div>
    </article>
  );
}

export function VideoCardSkeleton({ large, label = 'Loading video' }: { large?: boolean; label?: string }) {
  return (
    <div className={`fc-card fc-video-card${large ? ' fc-video-card--large' : ''}`} role="status">
      <span className="fc-sr-only">{label}</span>
      <div className="fc-video-card__media">
        <Skeleton className="fc-video-card__placeholder" />
      </div>
      <div className="fc-video-card__body">
        <Skeleton width={92} height={24} />
        <Skeleton width="90%" height={22} />
        <Skeleton width="40%" height={16} />
        <Skeleton width="100%" height={16} />
        <Skeleton width="70%" height={16} />
      </div>
    </div>
  );
}

export function VideoCardFailure({ large }: { large?: boolean }) {
  return (
    <div className={`fc-card fc-video-card fc-video-card--failed${large ? ' fc-video-card--large' : ''}`}>
      <CardFailure>{VIDEO_FAILURE}</CardFailure>
    </div>
  );
}

/** A video-platform post of the featured content (badges Sponsored and Featured from its row). */
export function VideoCard({ item, query, large }: { item: Pick<FeaturedContent, 'isSponsored' | 'isFeatured'>; query: UseQueryResult<Video>; large?: boolean }) {
  if (query.isPending) return <VideoCardSkeleton large={large} />;
  if (query.isError || !query.data) return <VideoCardFailure large={large} />;
  const video = query.data;
  return (
    <VideoFrame
      video={video}
      byline={video.channelTitle}
      duration={formatDuration(video.duration)}
      badges={{ sponsored: item.isSponsored, featured: item.isFeatured }}
      large={large}
    />
  );
}

/** A short-video post (badge Featured). */
export function ShortVideoCard({ video, featured, large }: { video: ShortVideo; featured: boolean; large?: boolean }) {
  return (
    <VideoFrame
      video={{ ...video, title: video.title || truncate(video.description, 80) || `A video by @${video.username}` }}
      byline={`@${video.username}`}
      duration={formatDuration(video.duration)}
      badges={{ sponsored: false, featured }}
      large={large}
    />
  );
}
