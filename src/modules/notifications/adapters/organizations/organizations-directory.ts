import { Injectable } from '@nestjs/common';
import { rememberedPerUnit } from '../../../../shared-kernel/infrastructure/events/unit-scope.js';
import { OrganizationRegistry } from '../../../organizations/index.js';
import type { OrganizationDirectory, OrganizationSummary } from '../../application/directories.port.js';

/** Organizations from the organizations context's public API, each read once per unit of work. */
@Injectable()
export class OrganizationsDirectory implements OrganizationDirectory {
  readonly organizationOf = rememberedPerUnit((organizationId) => this.lookUp(organizationId));

  constructor(private readonly registry: OrganizationRegistry) {}

  private async lookUp(organizationId: string): Promise<OrganizationSummary | null> {
    const found = await this.registry.forGiving(organizationId);
    if (!found) return null;
    return {
      id: found.id,
      name: found.name,
      slug: found.slug,
      ein: found.ein,
      address: `${found.city}, ${found.state}`,
      fundNames: new Map(found.funds.map((f) => [f.id, f.name])),
    };
  }
}
