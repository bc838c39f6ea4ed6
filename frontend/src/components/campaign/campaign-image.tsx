import { useState } from 'react';
import { CAMPAIGN_CARD_IMAGE_SIZES, uploadSrcSet } from '../../lib/image-variants';
import './campaign.css';

interface CampaignImageProps {
  src: string | null | undefined;
  alt: string;
  className?: string;
  eager?: boolean;
  width?: number;
  height?: number;
  /** How wide the picture shows (the srcset's `sizes`); a card of the campaign grid unless told. */
  sizes?: string;
}

/** A campaign's picture at 16:9 (1200 x 675 recommended); a plain tile when it has none or it fails to load. */
export function CampaignImage({ src, alt, className, eager = false, width = 1200, height = 675, sizes = CAMPAIGN_CARD_IMAGE_SIZES }: CampaignImageProps) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) {
    return (
      <div className={`fc-campaign-image fc-campaign-image--empty${className ? ` ${className}` : ''}`} role="img" aria-label={alt}>
        <svg viewBox="0 0 24 24" width="40" height="40" aria-hidden="true" focusable="false">
          <path d="M12 21s-7.5-4.6-9.5-9.2C1.2 8.6 3.3 5 6.8 5c2 0 3.5 1.1 4.2 2.4h2C13.7 6.1 15.2 5 17.2 5c3.5 0 5.6 3.6 4.3 6.8C19.5 16.4 12 21 12 21z" />
        </svg>
      </div>
    );
  }
  return (
    <img
      className={`fc-campaign-image${className ? ` ${className}` : ''}`}
      src={src}
      srcSet={uploadSrcSet(src)}
      sizes={uploadSrcSet(src) ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailed(src)}
    />
  );
}
