import { Inject, Injectable } from '@nestjs/common';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../shared-kernel/application.js';
import { CLOCK, type Clock } from '../../../shared-kernel/domain.js';
import { MEMBERSHIP_REPOSITORY, type MembershipRepository } from '../domain/membership.repository.js';
import { SUBSCRIPTION_STARTER, type SubscriptionStarter } from './subscription-starter.port.js';

/** Cancels at the end of the paid month: nothing more is charged, the tier stays until then. */
@Injectable()
export class CancelMembership {
  constructor(
    @Inject(SUBSCRIPTION_STARTER) private readonly payments: SubscriptionStarter,
    @Inject(MEMBERSHIP_REPOSITORY) private readonly memberships: MembershipRepository,
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Cancels the subscription the member's membership shows (GET /api/user/membership), not some other one. */
  async execute(userId: string): Promise<void> {
    const shown = await this.memberships.findByUser(userId);
    const { endsAt } = await this.payments.cancel(userId, shown?.isLive ? shown.subscriptionId : undefined);
    // Our copy says so at once; the provider's notice confirms it later.
    await this.uow.run(async () => {
      const membership = await this.memberships.findByUser(userId);
      if (!membership) return;
      membership.scheduleCancellation(endsAt, this.clock.now());
      await this.memberships.save(membership);
    });
  }
}
