import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { CampaignPage } from '../../../src/modules/fundraising/application/campaign.read-model.js';
import { LISTING_TTL_MS, PublicListingCache } from '../../../src/modules/fundraising/application/public-listing.cache.js';

const page = (cursor: string): CampaignPage => ({ items: [], nextCursor: cursor });

describe('PublicListingCache', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: new Date('2026-11-24T12:00:00Z') });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  /** Asks twice: a page is kept from its second asking. */
  async function keep(cache: PublicListingCache, key: string, cursor: string): Promise<void> {
    await cache.get(key, async () => page(cursor));
    await cache.get(key, async () => page(cursor));
  }

  it('keeps a page asked twice within two seconds, serves it from memory for two seconds, then loads it again (and keeps it)', async () => {
    const cache = new PublicListingCache();
    const load = jest.fn(async () => page(`load-${load.mock.calls.length}`));
    expect((await cache.get('k', load)).nextCursor).toBe('load-1');
    expect((await cache.get('k', load)).nextCursor).toBe('load-2');
    jest.advanceTimersByTime(LISTING_TTL_MS - 1);
    expect((await cache.get('k', load)).nextCursor).toBe('load-2');
    jest.advanceTimersByTime(1);
    expect((await cache.get('k', load)).nextCursor).toBe('load-3');
    expect((await cache.get('k', load)).nextCursor).toBe('load-3');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('does not keep a page asked once (a search typed once), nor one asked again only after two seconds', async () => {
    const cache = new PublicListingCache();
    const load = jest.fn(async () => page(`load-${load.mock.calls.length}`));
    await cache.get('once', load);
    jest.advanceTimersByTime(LISTING_TTL_MS);
    expect((await cache.get('once', load)).nextCursor).toBe('load-2');
    expect((await cache.get('once', load)).nextCursor).toBe('load-3');
    expect((await cache.get('once', load)).nextCursor).toBe('load-3');
  });

  it('keeps one page per key', async () => {
    const cache = new PublicListingCache();
    await keep(cache, 'a', 'a');
    await keep(cache, 'b', 'b');
    expect((await cache.get('a', async () => page('other'))).nextCursor).toBe('a');
  });

  it('forgets the pages when cleared, and keeps a page asked before again at its next asking (a busy page stays cached while gifts clear it)', async () => {
    const cache = new PublicListingCache();
    await keep(cache, 'k', 'old');
    cache.clear();
    expect((await cache.get('k', async () => page('new'))).nextCursor).toBe('new');
    expect((await cache.get('k', async () => page('newer'))).nextCursor).toBe('new');
    await cache.get('j', async () => page('j-old'));
    cache.clear();
    expect((await cache.get('j', async () => page('j-new'))).nextCursor).toBe('j-new');
    expect((await cache.get('j', async () => page('j-newer'))).nextCursor).toBe('j-new');
  });

  it.each([
    ['asked once before', async (cache: PublicListingCache) => void (await cache.get('k', async () => page('asked once')))],
    ['kept, then expired', async (cache: PublicListingCache) => {
      await keep(cache, 'k', 'kept');
      jest.advanceTimersByTime(LISTING_TTL_MS);
    }],
  ])('does not keep a page (%s) loaded while a change cleared the cache: it may show the old rows', async (_, before) => {
    const cache = new PublicListingCache();
    await before(cache);
    let finish!: (value: CampaignPage) => void;
    const slow = cache.get('k', () => new Promise<CampaignPage>((resolve) => (finish = resolve)));
    cache.clear();
    finish(page('read-before-the-change'));
    expect((await slow).nextCursor).toBe('read-before-the-change');
    expect((await cache.get('k', async () => page('fresh'))).nextCursor).toBe('fresh');
  });

  it('does not keep a failed load', async () => {
    const cache = new PublicListingCache();
    await cache.get('k', async () => page('asked once'));
    await expect(cache.get('k', async () => Promise.reject(new Error('bad cursor')))).rejects.toThrow('bad cursor');
    expect((await cache.get('k', async () => page('ok'))).nextCursor).toBe('ok');
  });
});
