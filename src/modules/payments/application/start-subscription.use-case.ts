import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, DomainError, type Clock } from '../../../shared-kernel/domain.js';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../shared-kernel/application.js';
import { MembershipSubscription } from '../domain/membership-subscription.aggregate.js';
import { MembershipSubscriptionErrors } from '../domain/membership-subscription.errors.js';
import {
  MEMBERSHIP_SUBSCRIPTION_REPOSITORY,
  type MembershipSubscriptionRepository,
} from '../domain/membership-subscription.repository.js';
import { CustomerAccounts } from './customer-accounts.js';
import { PAYMENT_GATEWAY, type PaymentGateway } from './payment-gateway.js';

export interface StartSubscriptionCommand {
  user: { id: string; email: string; name: string };
  tier: { id: string; name: string; priceCents: number };
}

/**
 * Starts a monthly subscription (Stripe's default_incomplete: nothing is active until the first
 * payment succeeds) and returns the client secret of that first payment; cancels at the period's
 * end. Used by the business network through this context's public API.
 */
@Injectable()
export class StartSubscription {
  constructor(
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    @Inject(MEMBERSHIP_SUBSCRIPTION_REPOSITORY) private readonly subscriptions: MembershipSubscriptionRepository,
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly customers: CustomerAccounts,
  ) {}

  async execute(command: StartSubscriptionCommand): Promise<{ subscriptionId: string; clientSecret: string }> {
    const customerId = await this.customers.customerFor(command.user);
    const now = this.clock.now();
    const provided = await this.gateway.createSubscription({
      customerId,
      priceCents: command.tier.priceCents,
      productName: command.tier.name,
      metadata: { kind: 'membership', userId: command.user.id, tierId: command.tier.id },
      idempotencyKey: `subscription-${command.user.id}-${command.tier.id}-${now.getTime()}`,
    });
    if (!provided.clientSecret) {
      throw new DomainError('subscription_unavailable', 'Unable to create subscription. Please try again later.', 'unavailable');
    }
    const subscription = MembershipSubscription.start(
      { id: provided.id, userId: command.user.id, tierId: command.tier.id, priceCents: command.tier.priceCents, provider: provided },
      now,
    );
    await this.uow.run(() => this.subscriptions.save(subscription));
    return { subscriptionId: provided.id, clientSecret: provided.clientSecret };
  }

  /** The member cancels: the subscription runs to the end of the paid month, then stops. */
  async cancelAtPeriodEnd(userId: string): Promise<{ endsAt: Date | null }> {
    const current = await this.subscriptions.findCurrentForUser(userId);
    if (!current) throw MembershipSubscriptionErrors.nothingToCancel();
    const confirmed = await this.gateway.cancelSubscriptionAtPeriodEnd(current.id);
    current.cancelAtPeriodEnd(confirmed, this.clock.now());
    await this.uow.run(() => this.subscriptions.save(current));
    return { endsAt: confirmed.currentPeriodEnd };
  }
}
