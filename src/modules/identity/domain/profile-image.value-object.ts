import { DomainError, isMediaReference } from '../../../shared-kernel/domain.js';

export const INVALID_PROFILE_IMAGE_MESSAGE = 'Please enter a valid image URL';

/**
 * Where a profile picture may come from: a file uploaded here (/uploads/<name>) or an http(s)
 * image URL, by the platform's URL policy; never javascript:, data: or protocol-relative.
 * Also the HTTP edge's shape check.
 */
export function isProfileImageReference(value: unknown): value is string {
  return typeof value === 'string' && isMediaReference(value);
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
