import { Injectable } from '@nestjs/common';
import type { CampaignPage } from './campaign.read-model.js';

/** How long a public listing may be reused. Other instances' changes show within this time. */
export const LISTING_TTL_MS = 2000;
const MAX_ENTRIES = 500;

/**
 * A short-lived cache of the public campaign listing (the same for every visitor): a burst of
 * people browsing or searching costs one query per distinct page per two seconds. Any change to
 * a campaign made by this instance clears it at once, so an approval, an edit or a gift is seen
 * immediately here, and within two seconds on other instances.
 */
@Injectable()
export class PublicListingCache {
  private readonly entries = new Map<string, { page: CampaignPage; expires: number }>();
  private generation = 0;

  async get(key: string, load: () => Promise<CampaignPage>): Promise<CampaignPage> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.page;
    const generation = this.generation;
    const page = await load();
    // A change that happened while loading makes this answer unfit to keep.
    if (generation === this.generation) {
      if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
      this.entries.set(key, { page, expires: now + LISTING_TTL_MS });
    }
    return page;
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
  }
}
