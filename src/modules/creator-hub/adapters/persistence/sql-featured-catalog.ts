import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { FeaturedCatalog, FeaturedContent, FeaturedCreator, NewFeaturedCreator } from '../../application/featured-catalog.port.js';

type CreatorRow = { position: number; platform: FeaturedCreator['platform']; handle: string; display_name: string; profile_url: string; is_sponsored: boolean };
const toCreator = (r: CreatorRow): FeaturedCreator => ({ position: r.position, platform: r.platform, handle: r.handle, displayName: r.display_name, profileUrl: r.profile_url, isSponsored: r.is_sponsored });

@Injectable()
export class SqlFeaturedCatalog implements FeaturedCatalog {
  constructor(private readonly em: EntityManager) {}

  async creators(): Promise<FeaturedCreator[]> {
    const rows = await this.em.execute<{ position: number; platform: FeaturedCreator['platform']; handle: string; display_name: string; profile_url: string; is_sponsored: boolean }[]>(
      `SELECT * FROM featured_creator ORDER BY position`,
    );
    return rows.map((r) => ({ position: r.position, platform: r.platform, handle: r.handle, displayName: r.display_name, profileUrl: r.profile_url, isSponsored: r.is_sponsored }));
  }

  async add(creators: NewFeaturedCreator[]): Promise<FeaturedCreator[]> {
    // One writer at a time: positions are renumbered as a creator is added.
    await this.em.execute(`LOCK TABLE featured_creator IN SHARE ROW EXCLUSIVE MODE`);
    for (const c of [...creators].reverse()) {
      const [present] = await this.em.execute<{ n: number }[]>(
        `SELECT 1 AS n FROM featured_creator WHERE platform = ? AND lower(handle) = lower(?)`,
        [c.platform, c.handle],
      );
      if (present) continue;
      // The newest featured creator comes first (the hub shows the first three); the others move down one place.
      // Two steps: a unique position must never be taken twice, even between rows of one statement.
      await this.em.execute(`UPDATE featured_creator SET position = -(position + 1)`);
      await this.em.execute(`UPDATE featured_creator SET position = -position`);
      await this.em.execute(
        `INSERT INTO featured_creator (position, platform, handle, display_name, profile_url, is_sponsored, application_id)
         VALUES (1, ?, ?, ?, ?, true, ?)`,
        [c.platform, c.handle, c.displayName, c.profileUrl, c.applicationId],
      );
    }
    const rows = await this.em.execute<CreatorRow[]>(
      `SELECT * FROM featured_creator WHERE (platform, lower(handle)) IN (${creators.map(() => '(?, lower(?))').join(', ')}) ORDER BY position`,
      creators.flatMap((c) => [c.platform, c.handle]),
    );
    return rows.map(toCreator);
  }

  async content(): Promise<FeaturedContent[]> {
    const rows = await this.em.execute<{ position: number; platform: FeaturedContent['platform']; reference: string; is_sponsored: boolean; is_featured: boolean }[]>(
      `SELECT * FROM featured_content ORDER BY position`,
    );
    return rows.map((r) => ({ position: r.position, platform: r.platform, reference: r.reference, isSponsored: r.is_sponsored, isFeatured: r.is_featured }));
  }
}
