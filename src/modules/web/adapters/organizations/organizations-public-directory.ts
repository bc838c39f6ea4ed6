import { Injectable } from '@nestjs/common';
import { OrganizationRegistry } from '../../../organizations/index.js';
import type { PublicOrganization, PublicOrganizations } from '../../application/public-organizations.port.js';

/** Organizations through their context's registry: only a verified one is public. */
@Injectable()
export class OrganizationsPublicDirectory implements PublicOrganizations {
  constructor(private readonly registry: OrganizationRegistry) {}

  async organization(slug: string): Promise<PublicOrganization | null> {
    const found = await this.registry.find(slug);
    if (!found || found.status !== 'verified') return null;
    return { slug: found.slug, name: found.name, kind: found.kind, city: found.city, state: found.state, logoUrl: found.logoUrl };
  }
}
