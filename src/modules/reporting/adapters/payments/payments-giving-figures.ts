import { Injectable } from '@nestjs/common';
import { PaymentReports } from '../../../payments/index.js';
import type { GivingFigures, ReportedGift } from '../../application/giving-figures.port.js';

/** Giving from payments' public API. */
@Injectable()
export class PaymentsGivingFigures implements GivingFigures {
  constructor(private readonly payments: PaymentReports) {}

  totals() {
    return this.payments.totals();
  }

  giftsPerDay(days: number) {
    return this.payments.giftsPerDay(days);
  }

  async giftsOf(userId: string): Promise<ReportedGift[]> {
    return (await this.payments.donationsOf(userId)).map((d) => ({
      id: d.id,
      campaignId: d.campaignId,
      giftCents: d.giftCents,
      tipCents: d.tipCents,
      createdAt: d.createdAt,
      completedAt: d.completedAt,
    }));
  }
}
