import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../../shared-kernel/infrastructure/config/app-config.js';
import { JobQueue, type PeriodicJob } from '../../../../shared-kernel/infrastructure/jobs/job-queue.js';
import { RecoverMonthlyGift } from '../../application/recover-monthly-gift.use-case.js';

type RetryResult = { retried: number; recovered: number; stopped: number };

/**
 * The sandbox's Smart Retries: every PAYMENT_SWEEP_MS, once a period across instances, the past-due monthly gifts
 * whose retry is due (day 3, 5 and 7 after the first decline) are charged again; after the last failure the gift
 * stops. With Stripe it does nothing (Stripe retries and tells us by webhook).
 */
@Injectable()
export class PastDueRetriesSweeper {
  private readonly job: PeriodicJob<RetryResult>;

  constructor(@Inject(APP_CONFIG) config: AppConfig, jobs: JobQueue, recover: RecoverMonthlyGift) {
    this.job = jobs.periodic({
      name: 'payments.retry-past-due-monthly-gifts',
      title: 'Retry declined monthly gifts (sandbox)',
      everyMs: config.paymentSweepMs,
      run: () => recover.retryDue(),
      failure: 'The retry of past-due monthly gifts failed',
    });
  }

  /** One run in this instance now, unless one is going; null when it failed. */
  runOnce(): Promise<RetryResult | null> {
    return this.job.runOnce();
  }
}
