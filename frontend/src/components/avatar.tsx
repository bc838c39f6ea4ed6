import { useState } from 'react';
import { avatarInitial } from '../lib/user-display';

interface UserAvatarProps {
  user: {
    firstName?: string | null;
    email?: string | null;
    profileImageUrl?: string | null;
  } | null;
  size?: number;
  className?: string;
}

/** Profile image; otherwise the first letter of the first name, of the email, or "U". Decorative: the
 * surrounding control carries the accessible name. */
export function UserAvatar({ user, size = 36, className }: UserAvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const src = user?.profileImageUrl || null;
  const showImage = src && failedSrc !== src;
  return (
    <span
      className={`fc-avatar${className ? ` ${className}` : ''}`}
      style={{ width: size, height: size, fontSize: Math.round(size * 0.45) }}
      aria-hidden="true"
    >
      {showImage ? (
        <img src={src} alt="" width={size} height={size} onError={() => setFailedSrc(src)} />
      ) : (
        avatarInitial(user)
      )}
    </span>
  );
}

/** The pulsing placeholder shown while the current user loads. */
export function AvatarPlaceholder({ size = 36 }: { size?: number }) {
  return (
    <span className="fc-avatar fc-avatar--loading" style={{ width: size, height: size }} role="status">
      <span className="fc-sr-only">Loading your account</span>
    </span>
  );
}
