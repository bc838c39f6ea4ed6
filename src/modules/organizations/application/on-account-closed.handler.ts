import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { INTEGRATION_EVENT_SUBSCRIBER, type IntegrationEventSubscriber } from '../../../shared-kernel/application.js';
import { ChangeOrganization } from './change-organization.use-case.js';
import { ORGANIZATION_READ_MODEL, type OrganizationReadModel } from './organization.read-model.js';

/**
 * A member closed their account (identity.account-closed.v1): they leave every organization's team they served on.
 * One that would be left without an admin gets its longest-serving remaining member as admin (the aggregate's rule).
 */
@Injectable()
export class OnAccountClosed implements OnModuleInit {
  constructor(
    @Inject(INTEGRATION_EVENT_SUBSCRIBER) private readonly subscriber: IntegrationEventSubscriber,
    @Inject(ORGANIZATION_READ_MODEL) private readonly organizations: OrganizationReadModel,
    private readonly change: ChangeOrganization,
  ) {}

  onModuleInit(): void {
    this.subscriber.subscribe('identity.account-closed.v1', 'organizations.leave-teams-of-closed-account', ({ payload }) => this.leaveTeams(payload.userId));
  }

  async leaveTeams(userId: string): Promise<void> {
    for (const served of await this.organizations.servedBy(userId)) {
      await this.change.execute(served.id, (organization) => organization.removeClosedAccount(userId));
    }
  }
}
