import { describe, expect, it } from '@jest/globals';
import { isOwnSignOutNavigation } from '../../../src/modules/identity/adapters/http/sign-out-navigation.js';

describe('which GET /api/logout may sign out', () => {
  const nav = { 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' };

  it('the member navigating from this site, the address bar, or a browser without fetch metadata', () => {
    expect(isOwnSignOutNavigation({ ...nav, 'sec-fetch-site': 'same-origin' })).toBe(true);
    expect(isOwnSignOutNavigation({ ...nav, 'sec-fetch-site': 'same-site' })).toBe(true);
    expect(isOwnSignOutNavigation({ ...nav, 'sec-fetch-site': 'none' })).toBe(true);
    expect(isOwnSignOutNavigation({})).toBe(true);
  });

  it('not another site, nor an image or a script fetch', () => {
    expect(isOwnSignOutNavigation({ ...nav, 'sec-fetch-site': 'cross-site' })).toBe(false);
    expect(isOwnSignOutNavigation({ 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'image' })).toBe(false);
    expect(isOwnSignOutNavigation({ 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty' })).toBe(false);
  });
});
