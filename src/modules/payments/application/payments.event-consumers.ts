import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { INTEGRATION_EVENT_SUBSCRIBER, type IntegrationEventSubscriber } from '../../../shared-kernel/application.js';
import { ManageMonthlyGifts } from './manage-monthly-gifts.use-case.js';

/** What payments does when other contexts report: an archived campaign's monthly gifts stop (once per message). */
@Injectable()
export class PaymentsEventConsumers implements OnModuleInit {
  constructor(
    @Inject(INTEGRATION_EVENT_SUBSCRIBER) private readonly subscriber: IntegrationEventSubscriber,
    private readonly monthlyGifts: ManageMonthlyGifts,
  ) {}

  onModuleInit(): void {
    this.subscriber.subscribe('fundraising.campaign-archived.v1', 'payments.stop-monthly-gifts-of-archived-campaign', async ({ payload }) => {
      await this.monthlyGifts.stopForClosedCampaigns([payload.campaignId]);
    });
  }
}
