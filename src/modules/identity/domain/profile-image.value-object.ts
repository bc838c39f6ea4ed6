import { DomainError, isUploadPath, isWebUrl } from '../../../shared-kernel/domain.js';

export const INVALID_PROFILE_IMAGE_MESSAGE =
  'Please enter a valid image URL: an uploaded picture or an https:// image address';

/**
 * Where a profile picture may come from: a file uploaded here (/uploads/<name>) or an https image
 * URL elsewhere. Every viewer's browser loads it with their cookies, so never an address of this
 * platform's API (such as /api/logout, here or on any host), never plain http (mixed content),
 * javascript:, data: or protocol-relative. Also the HTTP edge's shape check.
 */
export function isProfileImageReference(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  if (isUploadPath(value)) return true;
  if (!isWebUrl(value, { httpsOnly: true })) return false;
  const path = new URL(value).pathname.toLowerCase();
  return !(path === '/api' || path.startsWith('/api/') || path.startsWith('/%61pi'));
}

export class ProfileImage {
  private constructor(readonly url: string) {}

  static of(text: string): ProfileImage {
    const url = text.trim();
    if (!isProfileImageReference(url)) {
      throw DomainError.validation('profileImageUrl', INVALID_PROFILE_IMAGE_MESSAGE, 'invalid_image_url');
    }
    return new ProfileImage(url);
  }
}
