import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { FeaturedCatalogue, FeaturedContent, FeaturedCreator } from '../../application/featured-catalogue.js';

@Injectable()
export class SqlFeaturedCatalogue implements FeaturedCatalogue {
  constructor(private readonly em: EntityManager) {}

  async creators(): Promise<FeaturedCreator[]> {
    const rows = await this.em.execute<{ position: number; platform: FeaturedCreator['platform']; handle: string; display_name: string; profile_url: string; is_sponsored: boolean }[]>(
      `SELECT * FROM featured_creator ORDER BY position`,
    );
    return rows.map((r) => ({ position: r.position, platform: r.platform, handle: r.handle, displayName: r.display_name, profileUrl: r.profile_url, isSponsored: r.is_sponsored }));
  }

  async content(): Promise<FeaturedContent[]> {
    const rows = await this.em.execute<{ position: number; platform: FeaturedContent['platform']; reference: string; is_sponsored: boolean; is_featured: boolean }[]>(
      `SELECT * FROM featured_content ORDER BY position`,
    );
    return rows.map((r) => ({ position: r.position, platform: r.platform, reference: r.reference, isSponsored: r.is_sponsored, isFeatured: r.is_featured }));
  }
}
