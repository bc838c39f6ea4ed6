import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../../shared-kernel/infrastructure/config/app-config.js';
import { JobQueue, type PeriodicJob } from '../../../../shared-kernel/infrastructure/jobs/job-queue.js';
import { SettleSandboxBankPayment } from '../../application/settle-sandbox-bank-payment.use-case.js';

/**
 * The payment sandbox's bank (no Stripe keys): settles each bank payment SANDBOX_BANK_SETTLE_MS after it was
 * submitted, looking a few times per period (at least every second, at most every minute), once across instances.
 * With Stripe the real bank settles them and Stripe's webhooks tell the platform.
 */
@Injectable()
export class SandboxBankClock {
  private readonly job: PeriodicJob<number>;

  constructor(@Inject(APP_CONFIG) config: AppConfig, jobs: JobQueue, settle: SettleSandboxBankPayment) {
    this.job = jobs.periodic({
      name: 'payments.settle-sandbox-bank-payments',
      title: 'Settle the payment sandbox’s bank payments as they come due',
      everyMs: config.stripe ? 0 : Math.min(60_000, Math.max(1_000, Math.round(config.sandboxBankSettleMs / 4))),
      run: () => settle.settleDue(),
      failure: 'The sandbox’s bank could not settle its due payments',
    });
  }

  /** One run now (tests and tools); null when it failed. */
  runOnce(): Promise<number | null> {
    return this.job.runOnce();
  }
}
