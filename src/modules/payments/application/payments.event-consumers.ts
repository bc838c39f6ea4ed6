import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { INTEGRATION_EVENT_SUBSCRIBER, type IntegrationEventSubscriber } from '../../../shared-kernel/application.js';
import { ManageMonthlyGifts } from './manage-monthly-gifts.use-case.js';
import { StartSubscription } from './start-subscription.use-case.js';

/**
 * What payments does when other contexts report (once per message): an archived campaign's monthly gifts stop; a
 * closed account's monthly gifts and membership stop at the provider at once.
 */
@Injectable()
export class PaymentsEventConsumers implements OnModuleInit {
  constructor(
    @Inject(INTEGRATION_EVENT_SUBSCRIBER) private readonly subscriber: IntegrationEventSubscriber,
    private readonly monthlyGifts: ManageMonthlyGifts,
    private readonly memberships: StartSubscription,
  ) {}

  onModuleInit(): void {
    this.subscriber.subscribe('fundraising.campaign-archived.v1', 'payments.stop-monthly-gifts-of-archived-campaign', async ({ payload }) => {
      await this.monthlyGifts.stopForClosedCampaigns([payload.campaignId]);
    });
    // Nobody could stop them after the account is gone (the member can no longer sign in): they stop with it.
    this.subscriber.subscribe('identity.account-closed.v1', 'payments.stop-charges-of-closed-account', async ({ payload }) => {
      const formerContact = { email: payload.email, firstName: payload.firstName };
      await this.monthlyGifts.stopForClosedAccount(payload.userId, formerContact);
      await this.memberships.stopForClosedAccount(payload.userId, formerContact);
    });
  }
}
