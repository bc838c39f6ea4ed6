import { Inject, Injectable, Logger } from '@nestjs/common';
import { CLOCK, type Clock } from '../../../shared-kernel/domain.js';
import { DONATION_REPOSITORY, type DonationRepository } from '../domain/donation.repository.js';
import { PAYMENT_GATEWAY, type PaymentGateway } from './payment-gateway.port.js';
import { ManageMonthlyGifts } from './manage-monthly-gifts.use-case.js';
import { RecordDonationPayment } from './record-donation-payment.use-case.js';

/** How far back the sweep looks at the provider's payments. */
const LOOKBACK_MS = 24 * 60 * 60 * 1000;

export interface SweepResult {
  /** Succeeded payments whose gift was not recorded, found this time. */
  found: number;
  /** Of those, recorded now. */
  recorded: number;
}

/**
 * A charge whose recording never happened (the process stopped between the provider's success and
 * our write, the donor closed the tab, a webhook was lost, or the sandbox has no webhook at all) is
 * found here: the provider's succeeded payments of the last day that have a donation not recorded
 * as completed are recorded through RecordDonationPayment, the same path as the completion call and
 * the webhook, so each gift is recorded once whichever gets there first. The job queue runs it once a
 * period across instances.
 */
@Injectable()
export class SweepUnrecordedPayments {
  private readonly logger = new Logger('SweepUnrecordedPayments');
  constructor(
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    @Inject(DONATION_REPOSITORY) private readonly donations: DonationRepository,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly record: RecordDonationPayment,
    private readonly monthlyGifts: ManageMonthlyGifts,
  ) {}

  async execute(): Promise<SweepResult> {
    const since = new Date(this.clock.now().getTime() - LOOKBACK_MS);
    const succeeded = await this.gateway.listSucceededPaymentIntents(since);
    const unrecorded = new Set(await this.donations.unrecordedAmong(succeeded.map((intent) => intent.id)));
    let recorded = 0;
    for (const intent of succeeded.filter((i) => unrecorded.has(i.id))) {
      try {
        await this.record.fromProvider(intent);
        recorded++;
      } catch (error) {
        // One that cannot be recorded (an amount that does not match its gift) is logged by the
        // recording path and left for a person; the rest are still recorded.
        this.logger.warn(`Payment ${intent.id} not recorded by the sweep: ${(error as Error).message}`);
      }
    }
    if (unrecorded.size > 0) this.logger.log(`Recorded ${recorded} of ${unrecorded.size} succeeded payments that had not been recorded`);
    // Monthly gifts to campaigns that have ended since (no event says so: the end date passed) stop.
    const stopped = await this.monthlyGifts.stopForEndedCampaigns().catch((error: unknown) => {
      this.logger.warn(`Monthly gifts of ended campaigns not stopped this time: ${(error as Error).message}`);
      return 0;
    });
    if (stopped > 0) this.logger.log(`Stopped ${stopped} monthly gifts to campaigns that have ended`);
    return { found: unrecorded.size, recorded };
  }
}
