import { CheckCircleFilled, ExportOutlined, InfoCircleOutlined, StarFilled } from '@ant-design/icons';
import { Button, type ButtonProps } from 'antd';
import { useState, type ReactNode } from 'react';
import { proxiedImage } from './creator-api';

/** Initials from the first two letters of a name ("Grace Notes Worship" -> "GN", "hope" -> "HO"). */
export function creatorInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length >= 2 ? words[0].charAt(0) + words[1].charAt(0) : (words[0] ?? '').slice(0, 2);
  return letters.toUpperCase() || 'FC';
}

/** A creator's avatar through the image proxy, or their initials when there is none or it fails to load. */
export function CreatorAvatar({ src, name, size = 72 }: { src: string | null | undefined; name: string; size?: number }) {
  const url = proxiedImage(src);
  const [failed, setFailed] = useState<string | null>(null);
  const showImage = url && failed !== url;
  return (
    <span
      className="fc-creator-avatar"
      style={{ width: size, height: size, fontSize: Math.round(size * 0.36) }}
      aria-hidden="true"
    >
      {showImage ? (
        <img src={url} alt="" width={size} height={size} loading="lazy" onError={() => setFailed(url)} />
      ) : (
        creatorInitials(name)
      )}
    </span>
  );
}

export function SponsoredBadge() {
  return (
    <span className="fc-creator-badge fc-creator-badge--sponsored">
      <StarFilled aria-hidden="true" /> Sponsored
    </span>
  );
}

export function FeaturedBadge() {
  return <span className="fc-creator-badge fc-creator-badge--featured">Featured</span>;
}

/** Marks data from the bundled sample catalog, not the live platform. */
export function SampleTag() {
  return (
    <span className="fc-creator-badge fc-creator-badge--sample" title="Sample data: not fetched from the platform">
      Sample data
    </span>
  );
}

/** A name whose last word keeps the verified mark with it when the line wraps. */
export function NameWithMark({ name, verified }: { name: string; verified?: boolean }) {
  if (!verified) return <>{name}</>;
  const cut = name.lastIndexOf(' ');
  return (
    <>
      {cut > 0 ? name.slice(0, cut + 1) : ''}
      <span className="fc-creator-nowrap">
        {cut > 0 ? name.slice(cut + 1) : name}
        <VerifiedMark />
      </span>
    </>
  );
}

export function VerifiedMark() {
  return (
    <span className="fc-creator-verified" role="img" aria-label="Verified" title="Verified">
      <CheckCircleFilled aria-hidden="true" />
    </span>
  );
}

/** One number of a creator card: value above, label below ("128.4K" / "Subscribers"). */
export function Stat({ value, label }: { value: string; label: string }) {
  return (
    <div className="fc-creator-stat">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

export function StatList({ children }: { children: ReactNode }) {
  return <dl className="fc-creator-stats">{children}</dl>;
}

/** A link to the creator's page on the platform: a new tab, without opener. */
export function ExternalProfileButton({ href, children, ...props }: Omit<ButtonProps, 'href' | 'target'> & { href: string }) {
  return (
    <Button {...props} href={href} target="_blank" rel="noopener noreferrer" icon={<ExportOutlined aria-hidden="true" />} iconPlacement="end">
      {children}
      <span className="fc-sr-only"> (opens in a new tab)</span>
    </Button>
  );
}

/** The failure text of a card whose data could not be loaded. */
export function CardFailure({ children }: { children: ReactNode }) {
  return (
    <p className="fc-creator-failure" role="status">
      {children}
    </p>
  );
}

export function Skeleton({ className, width, height }: { className?: string; width?: number | string; height?: number | string }) {
  return <span className={`fc-skeleton${className ? ` ${className}` : ''}`} style={{ width, height }} aria-hidden="true" />;
}

export const SAMPLE_NOTE = 'Showing sample creator data: live platform data appears when the platforms are connected.';

/** The one page-level note shown when any card on the page shows sample data. */
export function SampleNote() {
  return (
    <p className="fc-creators-note" role="note">
      <InfoCircleOutlined aria-hidden="true" />
      <span>{SAMPLE_NOTE}</span>
    </p>
  );
}
