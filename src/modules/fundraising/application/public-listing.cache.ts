import { Injectable } from '@nestjs/common';
import type { CampaignPage } from './campaign.read-model.js';

/** How long a public listing may be reused. Other instances' changes show within this time. */
export const LISTING_TTL_MS = 2000;
const MAX_ENTRIES = 500;
/** How many recently asked pages are remembered (their keys only) to tell a page asked again from a one-off. */
const MAX_SEEN = 5000;

/**
 * A short-lived cache of the public campaign listing (the same for every visitor): a burst of
 * people browsing or searching costs one query per distinct page per two seconds. Any change to
 * a campaign made by this instance clears it at once, so an approval, an edit or a gift is seen
 * immediately here, and within two seconds on other instances.
 *
 * A page is kept from the second time it is asked within that time: most searches are typed once,
 * and keeping each of them would fill the cache with pages nobody asks again (under a stream of
 * distinct searches, each kept page outlived the young generation and was promoted, which cost the
 * garbage collector about 15% of its time on the search bench).
 */
@Injectable()
export class PublicListingCache {
  private readonly entries = new Map<string, { page: CampaignPage; expires: number }>();
  /** Pages asked once recently: key → until when asking again keeps the page. */
  private readonly seen = new Map<string, number>();
  private generation = 0;

  async get(key: string, load: () => Promise<CampaignPage>): Promise<CampaignPage> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.page;
    const askedBefore = this.noteAsking(key, now);
    const generation = this.generation;
    const page = await load();
    // A change that happened while loading makes this answer unfit to keep.
    if (generation === this.generation && (hit !== undefined || askedBefore)) {
      if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
      this.entries.set(key, { page, expires: now + LISTING_TTL_MS });
    }
    return page;
  }

  /**
   * Forgets every page. Which pages were asked is kept (keys only, never what they showed): a page
   * asked all the time is kept again at its next asking, even while gifts clear the cache every moment.
   */
  clear(): void {
    this.generation++;
    this.entries.clear();
  }

  /** Whether the page was asked within the last LISTING_TTL_MS before now; remembers this asking. */
  private noteAsking(key: string, now: number): boolean {
    const until = this.seen.get(key);
    this.seen.delete(key);
    if (this.seen.size >= MAX_SEEN) this.seen.delete(this.seen.keys().next().value as string);
    this.seen.set(key, now + LISTING_TTL_MS);
    return until !== undefined && until > now;
  }
}
