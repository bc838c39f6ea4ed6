import { describe, expect, it } from '@jest/globals';
import { isProfileImageReference, ProfileImage } from '../../../src/modules/identity/domain/profile-image.value-object.js';
import { refusal } from './fixtures.js';

describe('ProfileImage', () => {
  it('is a file uploaded here or an http(s) image URL', () => {
    for (const good of ['/uploads/4f0c2a9e.jpg', 'https://images.example.org/grace.png', 'http://example.org/a.gif']) {
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
    ]) {
      expect(isProfileImageReference(bad)).toBe(false);
    }
  });

  it('refuses with the message the profile form shows', () => {
    const error = refusal(() => ProfileImage.of('javascript:alert(1)'));
    expect(error.message).toBe('Please enter a valid image URL');
    expect(error.fieldErrors).toEqual({ profileImageUrl: ['Please enter a valid image URL'] });
  });
});
