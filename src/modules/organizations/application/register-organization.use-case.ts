import { Inject, Injectable } from '@nestjs/common';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../shared-kernel/application.js';
import { CLOCK, type Clock } from '../../../shared-kernel/domain.js';
import { Organization, type OrganizationKind } from '../domain/organization.aggregate.js';
import { ORGANIZATION_REPOSITORY, type OrganizationRepository } from '../domain/organization.repository.js';
import { OrganizationSlug } from '../domain/organization-slug.value-object.js';

export interface RegisterOrganizationCommand {
  name: string;
  kind: OrganizationKind;
  ein: string;
  city: string;
  state: string;
  website: string | null;
}

/**
 * A member registers a church, ministry or nonprofit; they are its first admin. It waits for an administrator's
 * verification (moderation opens a review case on organizations.organization-registered.v1).
 */
@Injectable()
export class RegisterOrganization {
  constructor(
    @Inject(ORGANIZATION_REPOSITORY) private readonly organizations: OrganizationRepository,
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  execute(command: RegisterOrganizationCommand, by: { id: string }): Promise<Organization> {
    return this.uow.run(async () => {
      const slug = await this.uniqueSlug(OrganizationSlug.fromName(command.name));
      const organization = Organization.register({ ...command, slug: slug.value }, by.id, this.clock.now());
      await this.organizations.save(organization);
      return organization;
    });
  }

  /** "grace-chapel", then "grace-chapel-2", "grace-chapel-3"... */
  private async uniqueSlug(base: OrganizationSlug): Promise<OrganizationSlug> {
    const taken = new Set(await this.organizations.slugsLike(base.value));
    let n = 1;
    while (taken.has(base.numbered(n).value)) n++;
    return base.numbered(n);
  }
}
