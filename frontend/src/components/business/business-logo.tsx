import { ShopOutlined } from '@ant-design/icons';
import { useState } from 'react';

/** The company logo (alt text: the company's name), or its initial when there is none or it fails to load. */
export function BusinessLogo({ companyName, logo, size = 64 }: { companyName: string; logo: string | null | undefined; size?: number }) {
  const [failed, setFailed] = useState<string | null>(null);
  const showImage = Boolean(logo) && failed !== logo;
  return (
    <span className="fc-biz-logo" style={{ width: size, height: size, fontSize: Math.round(size * 0.42) }}>
      {showImage ? (
        <img
          src={logo!}
          alt={`${companyName} logo`}
          width={size}
          height={size}
          loading="lazy"
          decoding="async"
          onError={() => setFailed(logo!)}
        />
      ) : companyName.trim() ? (
        <span aria-hidden="true">
          {companyName.trim().charAt(0).toUpperCase()}
        </span>
      ) : (
        <ShopOutlined aria-hidden="true" />
      )}
    </span>
  );
}
