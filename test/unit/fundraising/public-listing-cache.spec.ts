import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { CampaignPage } from '../../../src/modules/fundraising/application/campaign.read-model.js';
import { LISTING_TTL_MS, PublicListingCache } from '../../../src/modules/fundraising/application/public-listing-cache.js';

const page = (cursor: string): CampaignPage => ({ items: [], nextCursor: cursor });

describe('PublicListingCache', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: new Date('2026-11-24T12:00:00Z') });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('serves a page from memory for two seconds, then loads it again', async () => {
    const cache = new PublicListingCache();
    const load = jest.fn(async () => page(`load-${load.mock.calls.length}`));
    expect((await cache.get('k', load)).nextCursor).toBe('load-1');
    jest.advanceTimersByTime(LISTING_TTL_MS - 1);
    expect((await cache.get('k', load)).nextCursor).toBe('load-1');
    jest.advanceTimersByTime(1);
    expect((await cache.get('k', load)).nextCursor).toBe('load-2');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps one page per key', async () => {
    const cache = new PublicListingCache();
    await cache.get('a', async () => page('a'));
    await cache.get('b', async () => page('b'));
    expect((await cache.get('a', async () => page('other'))).nextCursor).toBe('a');
  });

  it('forgets everything when cleared', async () => {
    const cache = new PublicListingCache();
    await cache.get('k', async () => page('old'));
    cache.clear();
    expect((await cache.get('k', async () => page('new'))).nextCursor).toBe('new');
  });

  it('does not keep a page loaded while a change cleared the cache (it may show the old rows)', async () => {
    const cache = new PublicListingCache();
    let finish!: (value: CampaignPage) => void;
    const slow = cache.get('k', () => new Promise<CampaignPage>((resolve) => (finish = resolve)));
    cache.clear();
    finish(page('read-before-the-change'));
    expect((await slow).nextCursor).toBe('read-before-the-change');
    expect((await cache.get('k', async () => page('fresh'))).nextCursor).toBe('fresh');
  });

  it('does not keep a failed load', async () => {
    const cache = new PublicListingCache();
    await expect(cache.get('k', async () => Promise.reject(new Error('bad cursor')))).rejects.toThrow('bad cursor');
    expect((await cache.get('k', async () => page('ok'))).nextCursor).toBe('ok');
  });
});
