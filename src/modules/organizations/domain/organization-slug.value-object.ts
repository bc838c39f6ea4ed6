import { urlName } from '../../../shared-kernel/domain.js';

/**
 * An organization's readable URL name: "Grace Chapel" -> "grace-chapel"; a second "Grace Chapel" is
 * "grace-chapel-2". Never shaped like an id, so /api/organizations/{slug-or-id} is never ambiguous.
 */
export class OrganizationSlug {
  private constructor(readonly value: string) {}

  static fromName(name: string): OrganizationSlug {
    return new OrganizationSlug(urlName(name, 'organization'));
  }

  /** The n-th organization of the same name: "grace-chapel-2". */
  numbered(n: number): OrganizationSlug {
    return n <= 1 ? this : new OrganizationSlug(`${this.value}-${n}`);
  }
}
