import { Injectable } from '@nestjs/common';
import { OrganizationRegistry, type RegisteredOrganization } from '../../../organizations/index.js';
import type { ModeratedOrganization, OrganizationCatalog, OrganizationReviewStatus } from '../../application/organization-catalog.port.js';

const toModerated = (o: RegisteredOrganization): ModeratedOrganization => ({ ...o });

/** Registered organizations from the organizations context's public API. */
@Injectable()
export class OrganizationsOrganizationCatalog implements OrganizationCatalog {
  constructor(private readonly organizations: OrganizationRegistry) {}

  async list(filter: { status?: OrganizationReviewStatus; limit: number; offset: number }): Promise<ModeratedOrganization[]> {
    return (await this.organizations.list(filter)).map(toModerated);
  }

  async find(id: string): Promise<ModeratedOrganization | null> {
    const found = await this.organizations.find(id);
    return found ? toModerated(found) : null;
  }
}
