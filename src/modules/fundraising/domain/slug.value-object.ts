import { namesAnId, urlName } from '../../../shared-kernel/domain.js';

/** The id-or-slug rule lives in the shared kernel (campaigns and organizations share it). */
export { namesAnId };

/**
 * A campaign's readable URL name: "Clean Water for Kibera!" -> "clean-water-for-kibera".
 * Never shaped like an id, so /api/campaigns/{slug-or-id} is never ambiguous.
 */
export class Slug {
  private constructor(readonly value: string) {}

  static fromTitle(title: string): Slug {
    return new Slug(urlName(title, 'campaign'));
  }

  /** The same name made distinct by a short suffix: "food-pantry-restock-3fa9c2". */
  withSuffix(suffix: string): Slug {
    return new Slug(`${this.value}-${suffix}`);
  }
}
