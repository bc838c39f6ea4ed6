import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../../shared-kernel/infrastructure/config/app-config.js';
import { JobQueue, type PeriodicJob } from '../../../../shared-kernel/infrastructure/jobs/job-queue.js';
import { CampaignPayouts } from '../../application/campaign-payouts.service.js';

/**
 * Every PAYMENT_SWEEP_MS, once a period across instances (the job queue), settles payouts still pending after
 * that long whose transfer nobody is making: the process stopped between the payout's commit and its transfer,
 * or the provider did not answer. Each payout only once its transfer claim is free, the provider asked first
 * whether it made the transfer, and the payout's one idempotency key (CampaignPayouts.settleStuck): never a
 * second transfer.
 */
@Injectable()
export class StuckPayoutsSweeper {
  private readonly job: PeriodicJob<number>;
  private olderThanMs: number;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig, jobs: JobQueue, payouts: CampaignPayouts) {
    this.olderThanMs = Math.max(config.paymentSweepMs, 1000);
    this.job = jobs.periodic({
      name: 'payments.settle-stuck-payouts',
      title: 'Settle payouts left pending',
      everyMs: config.paymentSweepMs,
      run: () => payouts.settleStuck(this.olderThanMs),
      failure: 'Settling stuck payouts failed',
    });
  }

  /** One run in this instance now (unless one is going) over payouts pending for `olderThanMs`: how many it tried; null when it failed. */
  runOnce(olderThanMs = Math.max(this.config.paymentSweepMs, 1000)): Promise<number | null> {
    this.olderThanMs = olderThanMs;
    return this.job.runOnce();
  }
}
