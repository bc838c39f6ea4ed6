import { Inject, Injectable } from '@nestjs/common';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../shared-kernel/application.js';
import { CLOCK, type Clock } from '../../../shared-kernel/domain.js';
import type { Organization } from '../domain/organization.aggregate.js';
import { OrganizationErrors } from '../domain/organization.errors.js';
import { ORGANIZATION_REPOSITORY, type OrganizationRepository } from '../domain/organization.repository.js';

/**
 * One change to an organization (its team, its funds), in a unit of work with its row locked: the organization
 * decides whether the member asking may make it (the aggregate's role rules), and the change is saved.
 */
@Injectable()
export class ChangeOrganization {
  constructor(
    @Inject(ORGANIZATION_REPOSITORY) private readonly organizations: OrganizationRepository,
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  execute<T>(organizationId: string, change: (organization: Organization, now: Date) => T | Promise<T>): Promise<T> {
    return this.uow.run(async () => {
      const organization = await this.organizations.findByIdForUpdate(organizationId);
      if (!organization) throw OrganizationErrors.notFound();
      const result = await change(organization, this.clock.now());
      await this.organizations.save(organization);
      return result;
    });
  }
}
