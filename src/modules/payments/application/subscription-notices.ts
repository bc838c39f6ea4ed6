import { Inject, Injectable } from '@nestjs/common';
import {
  INTEGRATION_EVENT_PUBLISHER,
  type IntegrationEventPublisher,
} from '../../../shared-kernel/application.js';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../shared-kernel/application.js';
import {
  MEMBERSHIP_SUBSCRIPTION_REPOSITORY,
  type MembershipSubscriptionRepository,
} from '../domain/membership-subscription.js';
import { PAYMENT_GATEWAY, type PaymentGateway, type PaymentIntent, type Subscription } from './payment-gateway.js';

/**
 * Keeps our copy of each membership subscription in step with the provider. Whatever arrives
 * (and in whatever order), the subscription is fetched afresh from the provider and its current
 * state is stored and published, so a late or repeated notice can never move it backwards.
 */
@Injectable()
export class SubscriptionNotices {
  constructor(
    @Inject(MEMBERSHIP_SUBSCRIPTION_REPOSITORY) private readonly subscriptions: MembershipSubscriptionRepository,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(INTEGRATION_EVENT_PUBLISHER) private readonly events: IntegrationEventPublisher,
  ) {}

  async onPaymentIntent(intent: PaymentIntent): Promise<void> {
    const id = intent.metadata.subscriptionId;
    if (id) await this.refresh(id);
  }

  async onSubscription(subscription: Subscription, _reason: string): Promise<void> {
    await this.refresh(subscription.id);
  }

  async refresh(subscriptionId: string): Promise<void> {
    const ours = await this.subscriptions.findById(subscriptionId);
    if (!ours) return;
    const latest = await this.gateway.retrieveSubscription(subscriptionId);
    if (!latest) return;
    const changed =
      latest.status !== ours.status ||
      latest.cancelAtPeriodEnd !== ours.cancelAtPeriodEnd ||
      (latest.currentPeriodEnd?.getTime() ?? 0) !== (ours.currentPeriodEnd?.getTime() ?? 0);
    if (!changed) return;
    await this.uow.run(async () => {
      await this.subscriptions.updateState(subscriptionId, {
        status: latest.status,
        currentPeriodEnd: latest.currentPeriodEnd,
        cancelAtPeriodEnd: latest.cancelAtPeriodEnd,
      });
      this.events.publish('payments.subscription-changed.v1', {
        subscriptionId,
        userId: ours.userId,
        tierId: ours.tierId,
        status: latest.status,
        currentPeriodEnd: latest.currentPeriodEnd?.toISOString() ?? null,
        cancelAtPeriodEnd: latest.cancelAtPeriodEnd,
      });
    });
  }
}
