import { Injectable } from '@nestjs/common';
import { ChangeOrganization } from './change-organization.use-case.js';

/** An organization's admin changes its website or logo (its name, kind, EIN and place are as verified). */
@Injectable()
export class UpdateOrganizationProfile {
  constructor(private readonly change: ChangeOrganization) {}

  execute(organizationId: string, by: { id: string }, changes: { website?: string | null; logoUrl?: string | null }): Promise<void> {
    return this.change.execute(organizationId, (organization) => organization.changeProfile(by.id, changes));
  }
}
