import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, DomainError, type Clock } from '../../../shared-kernel/domain.js';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../shared-kernel/application.js';
import { MembershipSubscription } from '../domain/membership-subscription.aggregate.js';
import { MembershipSubscriptionErrors } from '../domain/membership-subscription.errors.js';
import {
  MEMBERSHIP_SUBSCRIPTION_REPOSITORY,
  type MembershipSubscriptionRepository,
} from '../domain/membership-subscription.repository.js';
import { CustomerAccounts } from './customer-accounts.service.js';
import { PAYMENT_GATEWAY, type PaymentGateway } from './payment-gateway.port.js';

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

  /**
   * One live-or-pending subscription per member, however many starts arrive at once: the member's
   * subscriptions are locked for the whole start (provider calls included), so starts for one
   * member run one after another. A live one is refused (409); a pending one for the same tier is
   * continued (its payment form again); a pending one for another tier is cancelled at the
   * provider and replaced.
   */
  async execute(command: StartSubscriptionCommand): Promise<{ subscriptionId: string; clientSecret: string }> {
    return this.uow.run(async () => {
      await this.subscriptions.lockForUser(command.user.id);
      const current = await this.subscriptions.findOpenForUser(command.user.id);
      const decision = MembershipSubscription.decideStart(current, { tierId: command.tier.id, priceCents: command.tier.priceCents });
      if (decision === 'continue' && current) {
        const provided = await this.gateway.retrieveSubscription(current.id);
        if (provided?.status === 'incomplete' && provided.clientSecret) return { subscriptionId: current.id, clientSecret: provided.clientSecret };
      }
      if (current?.isPending) {
        current.abandon(await this.gateway.cancelSubscriptionNow(current.id), this.clock.now());
        await this.subscriptions.save(current);
      }
      return this.startNew(command);
    });
  }

  private async startNew(command: StartSubscriptionCommand): Promise<{ subscriptionId: string; clientSecret: string }> {
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
    await this.subscriptions.save(subscription);
    return { subscriptionId: provided.id, clientSecret: provided.clientSecret };
  }

  /**
   * The member no longer needs the subscription they started and have not paid (they became a
   * founding member meanwhile): it is cancelled at the provider, so its payment can no longer go
   * through. False when there was none pending.
   */
  async abandonPending(userId: string): Promise<boolean> {
    return this.uow.run(async () => {
      await this.subscriptions.lockForUser(userId);
      const current = await this.subscriptions.findOpenForUser(userId);
      if (!current?.isPending) return false;
      current.abandon(await this.gateway.cancelSubscriptionNow(current.id), this.clock.now());
      await this.subscriptions.save(current);
      return true;
    });
  }

  /**
   * The member closed their account (identity.account-closed.v1): their live or pending subscription is cancelled at
   * the provider at once (no month is charged after the account is gone) and they are told at the address it had.
   */
  async stopForClosedAccount(userId: string, formerContact: { email: string; firstName: string | null }): Promise<boolean> {
    const current = await this.subscriptions.findOpenForUser(userId);
    if (!current) return false;
    const confirmed = await this.gateway.cancelSubscriptionNow(current.id);
    await this.uow.run(async () => {
      await this.subscriptions.lockForUser(userId);
      const latest = await this.subscriptions.findById(current.id);
      if (!latest) return;
      latest.endWithAccount(confirmed, formerContact, this.clock.now());
      await this.subscriptions.save(latest);
    });
    return true;
  }

  /**
   * The member cancels: the subscription runs to the end of the paid month, then stops. With
   * `subscriptionId` (the one the member's membership shows) exactly that one, if it is theirs.
   */
  async cancelAtPeriodEnd(userId: string, subscriptionId?: string): Promise<{ endsAt: Date | null }> {
    const shown = subscriptionId ? await this.subscriptions.findById(subscriptionId) : null;
    const current = shown?.userId === userId ? shown : await this.subscriptions.findCurrentForUser(userId);
    if (!current) throw MembershipSubscriptionErrors.nothingToCancel();
    if (!current.isLive) throw MembershipSubscriptionErrors.nothingToCancel();
    const confirmed = await this.gateway.cancelSubscriptionAtPeriodEnd(current.id);
    current.cancelAtPeriodEnd(confirmed, this.clock.now());
    await this.uow.run(() => this.subscriptions.save(current));
    return { endsAt: confirmed.currentPeriodEnd };
  }
}
