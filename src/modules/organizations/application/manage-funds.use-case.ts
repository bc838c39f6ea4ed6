import { Injectable } from '@nestjs/common';
import type { FundState } from '../domain/organization.aggregate.js';
import { ChangeOrganization } from './change-organization.use-case.js';

/** An organization's admins and treasurers create, archive and reorder its funds. */
@Injectable()
export class ManageFunds {
  constructor(private readonly change: ChangeOrganization) {}

  create(organizationId: string, by: { id: string }, name: string, description: string | null): Promise<FundState> {
    return this.change.execute(organizationId, (organization, now) => organization.createFund(by.id, name, description, now));
  }

  archive(organizationId: string, by: { id: string }, fundId: string): Promise<void> {
    return this.change.execute(organizationId, (organization, now) => organization.archiveFund(by.id, fundId, now));
  }

  reorder(organizationId: string, by: { id: string }, fundIds: string[]): Promise<FundState[]> {
    return this.change.execute(organizationId, (organization) => {
      organization.reorderFunds(by.id, fundIds);
      return organization.activeFunds();
    });
  }
}
