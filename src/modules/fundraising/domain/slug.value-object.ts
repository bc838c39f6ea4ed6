import { isId } from '../../../shared-kernel/domain.js';

const MAX_BASE_LENGTH = 60;

/**
 * The one rule that tells /api/campaigns/{slug-or-id} apart: an id is a UUID, and a slug never is (Slug.fromTitle
 * rewrites a title that would make one). A look-up rule, not a validity check: anything else is a slug.
 */
export function namesAnId(slugOrId: string): boolean {
  return isId(slugOrId);
}

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
    return new Slug(namesAnId(slug) ? `campaign-${slug.slice(0, 8)}` : slug);
  }

  /** The same name made distinct by a short suffix: "food-pantry-restock-3fa9c2". */
  withSuffix(suffix: string): Slug {
    return new Slug(`${this.value}-${suffix}`);
  }
}
