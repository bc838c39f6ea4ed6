import { Inject, Injectable } from '@nestjs/common';
import type { OrganizationState, OrganizationStatus, TeamRole } from '../domain/organization.aggregate.js';
import { ORGANIZATION_READ_MODEL, type OrganizationListFilter, type OrganizationReadModel } from './organization.read-model.js';

/** An organization as other contexts (moderation's review) read it: its registration and status. */
export interface RegisteredOrganization {
  id: string;
  slug: string;
  name: string;
  kind: string;
  ein: string;
  city: string;
  state: string;
  website: string | null;
  logoUrl: string | null;
  status: OrganizationStatus;
  registeredBy: string;
  registeredAt: Date;
  decidedAt: Date | null;
  rejectionReason: string | null;
}

/** An organization as payments reads it to take a gift: its funds (archived ones too) and who serves it. */
export interface OrganizationForGiving extends RegisteredOrganization {
  funds: { id: string; name: string; description: string | null; archived: boolean }[];
  team: { userId: string; role: TeamRole }[];
}

const registered = (s: OrganizationState): RegisteredOrganization => ({
  id: s.id,
  slug: s.slug,
  name: s.name,
  kind: s.kind,
  ein: s.ein,
  city: s.city,
  state: s.state,
  website: s.website,
  logoUrl: s.logoUrl,
  status: s.status,
  registeredBy: s.registeredBy,
  registeredAt: s.registeredAt,
  decidedAt: s.decidedAt,
  rejectionReason: s.rejectionReason,
});

/** What other contexts may ask the organizations context. Exposed through its index.ts. */
@Injectable()
export class OrganizationRegistry {
  constructor(@Inject(ORGANIZATION_READ_MODEL) private readonly organizations: OrganizationReadModel) {}

  async list(filter: OrganizationListFilter): Promise<RegisteredOrganization[]> {
    return (await this.organizations.list(filter)).map(registered);
  }

  async find(id: string): Promise<RegisteredOrganization | null> {
    const found = await this.organizations.find(id);
    return found ? registered(found) : null;
  }

  /** By id or slug, with its funds in their order (archived last) and its team. */
  async forGiving(slugOrId: string): Promise<OrganizationForGiving | null> {
    const found = await this.organizations.find(slugOrId);
    if (!found) return null;
    const funds = [...found.funds].sort((a, b) => Number(a.archivedAt !== null) - Number(b.archivedAt !== null) || a.position - b.position);
    return {
      ...registered(found),
      funds: funds.map((f) => ({ id: f.id, name: f.name, description: f.description, archived: f.archivedAt !== null })),
      team: found.team.map((m) => ({ userId: m.userId, role: m.role })),
    };
  }
}
