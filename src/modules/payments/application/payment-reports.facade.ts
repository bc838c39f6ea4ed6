import { Inject, Injectable } from '@nestjs/common';
import { DONATION_READ_MODEL, type DonationReadModel } from './donation.queries.js';

/** Figures about giving for the admin console (through this context's public API). */
@Injectable()
export class PaymentReports {
  constructor(@Inject(DONATION_READ_MODEL) private readonly reads: DonationReadModel) {}

  totals() {
    return this.reads.totals();
  }

  giftsPerDay(days: number) {
    return this.reads.giftsPerDay(days);
  }

  donationsOf(userId: string) {
    return this.reads.completedForUser(userId);
  }
}
