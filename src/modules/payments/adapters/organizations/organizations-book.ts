import { Injectable } from '@nestjs/common';
import { OrganizationRegistry, type OrganizationForGiving } from '../../../organizations/index.js';
import type { GivingOrganization, OrganizationBook } from '../../application/organization-book.port.js';

const giving = (o: OrganizationForGiving): GivingOrganization => ({
  id: o.id,
  slug: o.slug,
  name: o.name,
  ein: o.ein,
  address: `${o.city}, ${o.state}`,
  verified: o.status === 'verified',
  funds: o.funds.map((f) => ({ id: f.id, name: f.name, archived: f.archived })),
  team: o.team,
});

/** Organizations read through the organizations context's facade. */
@Injectable()
export class OrganizationsBook implements OrganizationBook {
  constructor(private readonly registry: OrganizationRegistry) {}

  async find(slugOrId: string): Promise<GivingOrganization | null> {
    const found = await this.registry.forGiving(slugOrId);
    return found ? giving(found) : null;
  }

  async many(ids: string[]): Promise<Map<string, GivingOrganization>> {
    const found = new Map<string, GivingOrganization>();
    for (const id of new Set(ids)) {
      const organization = await this.find(id);
      if (organization) found.set(id, organization);
    }
    return found;
  }
}
