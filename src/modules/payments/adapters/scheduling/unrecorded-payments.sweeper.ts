import { MikroORM } from '@mikro-orm/core';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type BeforeApplicationShutdown } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { APP_CONFIG, type AppConfig } from '../../../../shared-kernel/infrastructure/config/app-config.js';
import { PeriodicJob } from '../../../../shared-kernel/infrastructure/scheduling/periodic-job.js';
import { SweepUnrecordedPayments, type SweepResult } from '../../application/sweep-unrecorded-payments.use-case.js';

/**
 * Runs the sweep every PAYMENT_SWEEP_MS from the start of the application (never two runs of this
 * instance at once; across instances the sweep's lease lets one at a time). A succeeded charge that
 * was not recorded is therefore recorded within two periods.
 */
@Injectable()
export class UnrecordedPaymentsSweeper implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly job: PeriodicJob<SweepResult>;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    registry: SchedulerRegistry,
    orm: MikroORM,
    sweep: SweepUnrecordedPayments,
  ) {
    this.job = new PeriodicJob(
      'payments.sweep-unrecorded-payments',
      { registry, orm, logger: new Logger('UnrecordedPaymentsSweeper') },
      () => sweep.execute(Math.max(this.config.paymentSweepMs, 1000)),
      'The sweep of unrecorded payments failed',
    );
  }

  onApplicationBootstrap(): void {
    this.job.start(this.config.paymentSweepMs);
  }

  beforeApplicationShutdown(): Promise<void> {
    return this.job.stop();
  }

  /** One run now, unless one is still going; null when skipped or failed. */
  runOnce(): Promise<SweepResult | null> {
    return this.job.runOnce();
  }
}
