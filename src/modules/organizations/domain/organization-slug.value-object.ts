import { isId } from '../../../shared-kernel/domain.js';

const MAX_BASE_LENGTH = 60;

/**
 * An organization's readable URL name: "Grace Chapel" -> "grace-chapel"; a second "Grace Chapel" is
 * "grace-chapel-2". Never shaped like an id, so /api/organizations/{slug-or-id} is never ambiguous.
 */
export class OrganizationSlug {
  private constructor(readonly value: string) {}

  static fromName(name: string): OrganizationSlug {
    const base = name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/&/g, ' and ')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, MAX_BASE_LENGTH)
      .replace(/-+$/g, '');
    const slug = base || 'organization';
    return new OrganizationSlug(isId(slug) ? `organization-${slug.slice(0, 8)}` : slug);
  }

  /** The n-th organization of the same name: "grace-chapel-2". */
  numbered(n: number): OrganizationSlug {
    return n <= 1 ? this : new OrganizationSlug(`${this.value}-${n}`);
  }
}
