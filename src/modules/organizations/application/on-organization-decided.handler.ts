import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import {
  INTEGRATION_EVENT_SUBSCRIBER,
  UNIT_OF_WORK,
  type IntegrationEvent,
  type IntegrationEventSubscriber,
  type UnitOfWork,
} from '../../../shared-kernel/application.js';
import { ORGANIZATION_REPOSITORY, type OrganizationRepository } from '../domain/organization.repository.js';

type Decision = IntegrationEvent<'moderation.organization-verified.v1' | 'moderation.organization-rejected.v1'>;

/**
 * Moderation verifies or rejects organizations; this context applies the decision to the organization it owns
 * (a verified one gets its General Fund). Delivered at once, so the administrator's answer and a following read
 * agree. Idempotent: a redelivered decision, or one for an organization already decided, changes nothing.
 */
@Injectable()
export class OnOrganizationDecided implements OnModuleInit {
  private readonly logger = new Logger('OnOrganizationDecided');

  constructor(
    @Inject(INTEGRATION_EVENT_SUBSCRIBER) private readonly subscriber: IntegrationEventSubscriber,
    @Inject(ORGANIZATION_REPOSITORY) private readonly organizations: OrganizationRepository,
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
  ) {}

  onModuleInit(): void {
    this.subscriber.subscribe('moderation.organization-verified.v1', 'organizations.apply-verification', (e) => this.apply('verify', e), {
      delivery: 'at-once',
    });
    this.subscriber.subscribe('moderation.organization-rejected.v1', 'organizations.apply-rejection', (e) => this.apply('reject', e), {
      delivery: 'at-once',
    });
  }

  apply(verdict: 'verify' | 'reject', event: Decision): Promise<void> {
    return this.uow.run(async () => {
      const { organizationId, decidedBy, decidedAt, reason } = event.payload;
      const organization = await this.organizations.findByIdForUpdate(organizationId);
      if (!organization) {
        this.logger.warn(`Decision ${event.id} names no known organization (${organizationId}); ignored`);
        return;
      }
      if (organization.status !== 'pending') {
        this.logger.warn(`Organization ${organizationId} was already ${organization.status}; ${event.type} ignored`);
        return;
      }
      if (verdict === 'verify') organization.verify(decidedBy, new Date(decidedAt));
      else organization.reject(decidedBy, new Date(decidedAt), reason ?? '');
      await this.organizations.save(organization);
    });
  }
}
