import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../../shared-kernel/infrastructure/config/app-config.js';
import { JobQueue, type PeriodicJob } from '../../../../shared-kernel/infrastructure/jobs/job-queue.js';
import { SweepUnrecordedPayments, type SweepResult } from '../../application/sweep-unrecorded-payments.use-case.js';

/**
 * Runs the sweep every PAYMENT_SWEEP_MS, once a period across instances (the job queue). A succeeded charge that
 * was not recorded is therefore recorded within two periods.
 */
@Injectable()
export class UnrecordedPaymentsSweeper {
  private readonly job: PeriodicJob<SweepResult>;

  constructor(@Inject(APP_CONFIG) config: AppConfig, jobs: JobQueue, sweep: SweepUnrecordedPayments) {
    this.job = jobs.periodic({
      name: 'payments.sweep-unrecorded-payments',
      title: 'Record succeeded charges that were never recorded',
      everyMs: config.paymentSweepMs,
      run: () => sweep.execute(),
      failure: 'The sweep of unrecorded payments failed',
    });
  }

  /** One run in this instance now, unless one is going; null when it failed. */
  runOnce(): Promise<SweepResult | null> {
    return this.job.runOnce();
  }
}
