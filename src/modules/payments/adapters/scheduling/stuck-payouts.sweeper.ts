import { MikroORM } from '@mikro-orm/core';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type BeforeApplicationShutdown } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { APP_CONFIG, type AppConfig } from '../../../../shared-kernel/infrastructure/config/app-config.js';
import { PeriodicJob } from '../../../../shared-kernel/infrastructure/scheduling/periodic-job.js';
import { CampaignPayouts } from '../../application/campaign-payouts.service.js';

/**
 * Every PAYMENT_SWEEP_MS, settles payouts still pending after that long whose transfer nobody is making: the
 * process stopped between the payout's commit and its transfer, or the provider did not answer. One instance
 * at a time (a lease), each payout only once its transfer claim is free, the provider asked first whether it
 * made the transfer, and the payout's one idempotency key (CampaignPayouts.settleStuck): never a second transfer.
 */
@Injectable()
export class StuckPayoutsSweeper implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly job: PeriodicJob<number | null>;
  private olderThanMs: number;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    registry: SchedulerRegistry,
    orm: MikroORM,
    payouts: CampaignPayouts,
  ) {
    this.olderThanMs = Math.max(config.paymentSweepMs, 1000);
    this.job = new PeriodicJob(
      'payments.settle-stuck-payouts',
      { registry, orm, logger: new Logger('StuckPayoutsSweeper') },
      () => payouts.settleStuck(this.olderThanMs, Math.max(config.paymentSweepMs, 1000)),
      'Settling stuck payouts failed',
    );
  }

  onApplicationBootstrap(): void {
    this.job.start(this.config.paymentSweepMs);
  }

  beforeApplicationShutdown(): Promise<void> {
    return this.job.stop();
  }

  /**
   * One run now (unless one is going) over payouts pending for `olderThanMs`: how many it tried; null when it
   * failed or another instance holds the sweep's lease.
   */
  runOnce(olderThanMs = Math.max(this.config.paymentSweepMs, 1000)): Promise<number | null> {
    this.olderThanMs = olderThanMs;
    return this.job.runOnce();
  }
}
