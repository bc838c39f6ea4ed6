import { describe, expect, it } from '@jest/globals';
import { returnTarget, signInPathFor } from '../../../frontend/src/lib/return-to.js';

describe('returning to the page that asked for a sign-in', () => {
  it('a protected page sends a signed-out visitor to /auth with itself as the target', () => {
    expect(signInPathFor({ pathname: '/profile', search: '?tab=donations' })).toBe('/auth?next=%2Fprofile%3Ftab%3Ddonations');
    expect(signInPathFor({ pathname: '/', search: '' })).toBe('/auth');
  });

  it('goes back to a path on this site', () => {
    expect(returnTarget('?next=%2Fprofile%3Ftab%3Ddonations')).toBe('/profile?tab=donations');
    expect(returnTarget(`?next=${encodeURIComponent('/business/profile/abc')}`)).toBe('/business/profile/abc');
  });

  it('goes home when no target was given (the spec\'s default)', () => {
    expect(returnTarget('')).toBe('/');
    expect(returnTarget('?next=')).toBe('/');
  });

  it.each(['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', 'profile', '/auth', '/auth?next=/x', '/%0d%0aSet-Cookie'])(
    'never leaves the site or loops back to /auth: %s',
    (next) => {
      expect(returnTarget(`?next=${encodeURIComponent(decodeURIComponent(next))}`)).toBe('/');
    },
  );
});
