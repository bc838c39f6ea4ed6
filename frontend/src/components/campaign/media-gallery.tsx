import { PlayCircleFilled } from '@ant-design/icons';
import { Modal } from 'antd';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { CAMPAIGN_PAGE_IMAGE_SIZES, THUMBNAIL_IMAGE_SIZES, uploadSrcSet } from '../../lib/image-variants';
import { videoSource, videoThumbnail, type VideoSource } from './video';
import './campaign.css';

type MediaItem =
  | { kind: 'image'; key: string; src: string; label: string }
  | { kind: 'video'; key: string; video: VideoSource; label: string };

interface MediaGalleryProps {
  title: string;
  image: string | null | undefined;
  additionalImages: string[] | null | undefined;
  video: string | null | undefined;
}

/** The frame at 0.5 s of an uploaded video as a JPEG; failures are only logged (spec section 8). */
function useVideoThumbnail(video: VideoSource | null): string | null {
  const [thumbnail, setThumbnail] = useState<string | null>(null);
  const src = video?.kind === 'file' ? video.src : null;
  useEffect(() => {
    setThumbnail(null);
    if (!src) return undefined;
    const controller = new AbortController();
    videoThumbnail(src, controller.signal).then(setThumbnail, (error: unknown) => {
      if (!controller.signal.aborted) console.error('Video thumbnail failed', error);
    });
    return () => controller.abort();
  }, [src]);
  return thumbnail;
}

function VideoPlayer({ video, title, autoPlay }: { video: VideoSource; title: string; autoPlay?: boolean }) {
  if (video.kind === 'file') {
    return (
      // The campaign's own video; captions are the organizer's to provide.
      <video className="fc-gallery__video" src={video.src} controls playsInline autoPlay={autoPlay} preload="metadata">
        <a href={video.src}>Download the video of {title}</a>
      </video>
    );
  }
  if (video.kind === 'embed') {
    return (
      <iframe
        className="fc-gallery__embed"
        src={autoPlay ? `${video.src}?autoplay=1` : video.src}
        title={`${video.platform} video: ${title}`}
        allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        loading="lazy"
      />
    );
  }
  return (
    <p className="fc-gallery__link">
      <a href={video.pageUrl} target="_blank" rel="noopener noreferrer">
        Watch the video of {title} (opens in a new tab)
      </a>
    </p>
  );
}

/**
 * Main image, additional images and a video. The selected item is shown large; clicking it opens an
 * enlarged dialog; clicking a thumbnail selects it (arrow keys move between thumbnails). With a video and
 * no image, the video is selected first.
 */
export function MediaGallery({ title, image, additionalImages, video }: MediaGalleryProps) {
  const items = useMemo<MediaItem[]>(() => {
    const list: MediaItem[] = [];
    const images = [image, ...(additionalImages ?? [])].filter((src): src is string => Boolean(src));
    images.forEach((src, index) =>
      list.push({
        kind: 'image',
        key: `image-${index}`,
        src,
        label: index === 0 ? title : `${title}, photo ${index + 1} of ${images.length}`,
      }),
    );
    if (video) list.push({ kind: 'video', key: 'video', video: videoSource(video), label: `Video: ${title}` });
    return list;
  }, [title, image, additionalImages, video]);

  const videoItem = items.find((item) => item.kind === 'video');
  const thumbnail = useVideoThumbnail(videoItem?.kind === 'video' ? videoItem.video : null);
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  const [enlarged, setEnlarged] = useState(false);
  const thumbRefs = useRef<(HTMLButtonElement | null)[]>([]);

  if (items.length === 0) return null;
  const selected = items.find((item) => item.key === selectedKey) ?? items[0]; // video first when there is no image

  const onThumbKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = event.key === 'ArrowRight' || event.key === 'ArrowDown' ? 1 : event.key === 'ArrowLeft' || event.key === 'ArrowUp' ? -1 : 0;
    if (!step && event.key !== 'Home' && event.key !== 'End') return;
    event.preventDefault();
    const next = event.key === 'Home' ? 0 : event.key === 'End' ? items.length - 1 : (index + step + items.length) % items.length;
    setSelectedKey(items[next].key);
    thumbRefs.current[next]?.focus();
  };

  const poster = (item: MediaItem) =>
    item.kind === 'image' ? (
      <img src={item.src} srcSet={uploadSrcSet(item.src)} sizes={THUMBNAIL_IMAGE_SIZES} alt="" width={1200} height={675} decoding="async" />
    ) : thumbnail ? (
      <img src={thumbnail} alt="" width={1200} height={675} />
    ) : (
      <span className="fc-gallery__video-tile" />
    );

  return (
    <div className="fc-gallery">
      <button
        type="button"
        className="fc-gallery__stage"
        onClick={() => setEnlarged(true)}
        aria-label={selected.kind === 'image' ? `Enlarge image: ${selected.label}` : `Play video: ${title}`}
        aria-haspopup="dialog"
      >
        {selected.kind === 'image' ? (
          <img
            src={selected.src}
            srcSet={uploadSrcSet(selected.src)}
            sizes={CAMPAIGN_PAGE_IMAGE_SIZES}
            alt={selected.label}
            width={1200}
            height={675}
            decoding="async"
            fetchPriority="high"
          />
        ) : (
          <>
            {poster(selected)}
            <PlayCircleFilled className="fc-gallery__play" aria-hidden="true" />
          </>
        )}
      </button>

      {items.length > 1 && (
        <div className="fc-gallery__thumbs" role="group" aria-label={`Photos and video of ${title}`}>
          {items.map((item, index) => (
            <button
              key={item.key}
              ref={(node) => {
                thumbRefs.current[index] = node;
              }}
              type="button"
              className={`fc-gallery__thumb${item.key === selected.key ? ' is-selected' : ''}`}
              aria-pressed={item.key === selected.key}
              aria-label={item.kind === 'image' ? `Show ${item.label}` : `Show video of ${title}`}
              onClick={() => setSelectedKey(item.key)}
              onKeyDown={(event) => onThumbKey(event, index)}
            >
              {poster(item)}
              {item.kind === 'video' && <PlayCircleFilled className="fc-gallery__thumb-play" aria-hidden="true" />}
            </button>
          ))}
        </div>
      )}

      <Modal
        open={enlarged}
        onCancel={() => setEnlarged(false)}
        footer={null}
        width="min(1100px, 96vw)"
        centered
        destroyOnHidden
        title={selected.kind === 'image' ? selected.label : `Video: ${title}`}
        classNames={{ body: 'fc-gallery__dialog-body' }}
      >
        {selected.kind === 'image' ? (
          <img className="fc-gallery__enlarged" src={selected.src} alt={selected.label} />
        ) : (
          <VideoPlayer video={selected.video} title={title} autoPlay />
        )}
      </Modal>
    </div>
  );
}
