import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import {
  INTEGRATION_EVENT_SUBSCRIBER,
  type IntegrationEvent,
  type IntegrationEventSubscriber,
} from '../../../shared-kernel/application.js';
import { CLOCK, type Clock } from '../../../shared-kernel/domain.js';
import { Membership, type SubscriptionState } from '../domain/membership.aggregate.js';
import { MEMBERSHIP_REPOSITORY, type MembershipRepository } from '../domain/membership.repository.js';

/** Mirrors the provider's subscription into the member's membership (payments.subscription-changed.v1). */
@Injectable()
export class OnSubscriptionChanged implements OnModuleInit {
  constructor(
    @Inject(INTEGRATION_EVENT_SUBSCRIBER) private readonly subscriber: IntegrationEventSubscriber,
    @Inject(MEMBERSHIP_REPOSITORY) private readonly memberships: MembershipRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.subscriber.subscribe('payments.subscription-changed.v1', 'business-network.membership', (event) => this.apply(event));
  }

  async apply(event: IntegrationEvent<'payments.subscription-changed.v1'>): Promise<void> {
    const p = event.payload;
    const subscription: SubscriptionState = {
      subscriptionId: p.subscriptionId,
      tierId: p.tierId,
      status: p.status,
      currentPeriodEnd: p.currentPeriodEnd ? new Date(p.currentPeriodEnd) : null,
      cancelAtPeriodEnd: p.cancelAtPeriodEnd,
    };
    const now = this.clock.now();
    const membership = await this.memberships.findByUser(p.userId);
    if (!membership) {
      await this.memberships.save(Membership.fromSubscription(p.userId, subscription, now));
    } else if (membership.applySubscription(subscription, now)) {
      await this.memberships.save(membership);
    }
  }
}
