import { Injectable } from '@nestjs/common';
import { CampaignUpdateAudience } from '../../../payments/index.js';
import type { UpdateSubscriber, UpdateSubscribers } from '../../application/directories.port.js';

/** A campaign's donors who take its updates, with their unsubscribe tokens, from payments' public API. */
@Injectable()
export class PaymentsUpdateSubscribers implements UpdateSubscribers {
  constructor(private readonly audience: CampaignUpdateAudience) {}

  of(campaignId: string): Promise<UpdateSubscriber[]> {
    return this.audience.recipientsOf(campaignId);
  }
}
