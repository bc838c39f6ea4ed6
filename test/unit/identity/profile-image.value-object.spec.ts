import { describe, expect, it } from '@jest/globals';
import { isProfileImageReference, ProfileImage } from '../../../src/modules/identity/domain/profile-image.value-object.js';
import { refusal } from './fixtures.js';

describe('ProfileImage', () => {
  it('is a file uploaded here or an https image URL', () => {
    for (const good of ['/uploads/4f0c2a9e.jpg', 'https://images.example.org/grace.png', 'https://example.org/apis/a.gif']) {
      expect(isProfileImageReference(good)).toBe(true);
      expect(ProfileImage.of(good).url).toBe(good);
    }
  });

  it('never a script, data, file, protocol-relative or traversing address', () => {
    for (const bad of [
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      'file:///etc/passwd',
      '//evil.example/a.png',
      '/uploads/../secrets',
      'https://user:pass@example.org/a.png',
      'https://example.org/' + 'a'.repeat(2048),
      'not a url',
      42,
      'http://example.org/a.gif',
      '/api/logout',
      'https://faith.example.org/api/logout',
      'https://faith.example.org/API/logout?x=1',
      'https://faith.example.org/./api/logout',
      'https://faith.example.org/%61pi/logout',
      'https://faith.example.org/api',
      '/uploads/../api/logout',
    ]) {
      expect(isProfileImageReference(bad)).toBe(false);
    }
  });

  it('refuses with the message the profile form shows', () => {
    const error = refusal(() => ProfileImage.of('javascript:alert(1)'));
    expect(error.message).toBe('Please enter a valid image URL: an uploaded picture or an https:// image address');
    expect(error.fieldErrors).toEqual({ profileImageUrl: ['Please enter a valid image URL: an uploaded picture or an https:// image address'] });
  });
});
