import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../../shared-kernel/domain.js';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../shared-kernel/application.js';
import {
  MEMBERSHIP_SUBSCRIPTION_REPOSITORY,
  type MembershipSubscriptionRepository,
} from '../domain/membership-subscription.repository.js';
import { PAYMENT_GATEWAY, type PaymentGateway } from './payment-gateway.port.js';

/**
 * Keeps our copy of each membership subscription in step with the provider. Whatever arrives
 * (and in whatever order), the subscription is fetched afresh from the provider and its current
 * state is taken; and an answer fetched earlier never overwrites one fetched later, so a late or
 * repeated notice can never move it backwards. The change is
 * published as payments.subscription-changed.v1 (see payments.event-routes.ts).
 */
@Injectable()
export class SubscriptionNotices {
  constructor(
    @Inject(MEMBERSHIP_SUBSCRIPTION_REPOSITORY) private readonly subscriptions: MembershipSubscriptionRepository,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async refresh(subscriptionId: string): Promise<void> {
    const ours = await this.subscriptions.findById(subscriptionId);
    if (!ours) return;
    // The state is "as of" when we asked: of two notices racing, the one that asked later wins
    // (the repository never writes an older answer over a newer one).
    const askedAt = this.clock.now();
    const latest = await this.gateway.retrieveSubscription(subscriptionId);
    if (!latest) return;
    if (!ours.syncFromProvider(latest, askedAt)) return;
    await this.uow.run(() => this.subscriptions.save(ours));
  }
}
