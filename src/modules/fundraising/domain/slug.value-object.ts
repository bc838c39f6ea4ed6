import { isId } from '../../../shared-kernel/domain.js';

const MAX_BASE_LENGTH = 60;

/**
 * A campaign's readable URL name: "Clean Water for Kibera!" -> "clean-water-for-kibera".
 * Never shaped like an id, so /api/campaigns/{slug-or-id} is never ambiguous.
 */
export class Slug {
  private constructor(readonly value: string) {}

  static fromTitle(title: string): Slug {
    const base = title
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/&/g, ' and ')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, MAX_BASE_LENGTH)
      .replace(/-+$/g, '');
    const slug = base || 'campaign';
    return new Slug(isId(slug) ? `campaign-${slug.slice(0, 8)}` : slug);
  }

  /** The same name made distinct by a short suffix: "food-pantry-restock-3fa9c2". */
  withSuffix(suffix: string): Slug {
    return new Slug(`${this.value}-${suffix}`);
  }
}
