import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { INTEGRATION_EVENT_SUBSCRIBER, type IntegrationEventSubscriber } from '../../../shared-kernel/application.js';
import { BUSINESS_PROFILE_REPOSITORY, type BusinessProfileRepository } from '../domain/business-profile.repository.js';

/**
 * A member closed their account (identity.account-closed.v1): their business profile, with its public email, phone
 * and website, leaves the directory at once. Its membership ends through payments (the subscription is cancelled
 * there, and payments.subscription-changed.v1 brings the ending here).
 */
@Injectable()
export class OnAccountClosed implements OnModuleInit {
  constructor(
    @Inject(INTEGRATION_EVENT_SUBSCRIBER) private readonly subscriber: IntegrationEventSubscriber,
    @Inject(BUSINESS_PROFILE_REPOSITORY) private readonly profiles: BusinessProfileRepository,
  ) {}

  onModuleInit(): void {
    this.subscriber.subscribe('identity.account-closed.v1', 'business-network.take-down-closed-account-profile', ({ payload }) =>
      this.profiles.removeOfOwner(payload.userId),
    );
  }
}
