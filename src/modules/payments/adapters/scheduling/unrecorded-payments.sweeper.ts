import { MikroORM, RequestContext } from '@mikro-orm/core';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { APP_CONFIG, type AppConfig } from '../../../../shared-kernel/infrastructure/config/app-config.js';
import { SweepUnrecordedPayments, type SweepResult } from '../../application/sweep-unrecorded-payments.use-case.js';

const INTERVAL = 'payments.sweep-unrecorded-payments';

/**
 * Runs the sweep every PAYMENT_SWEEP_MS from the start of the application (never two runs of this
 * instance at once; across instances the sweep's lease lets one at a time). A succeeded charge that
 * was not recorded is therefore recorded within two periods.
 */
@Injectable()
export class UnrecordedPaymentsSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('UnrecordedPaymentsSweeper');
  private running: Promise<SweepResult | null> | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly registry: SchedulerRegistry,
    private readonly orm: MikroORM,
    private readonly sweep: SweepUnrecordedPayments,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.paymentSweepMs <= 0) return;
    const timer = setInterval(() => void this.runOnce(), this.config.paymentSweepMs);
    timer.unref();
    this.registry.addInterval(INTERVAL, timer);
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.registry.doesExist('interval', INTERVAL)) this.registry.deleteInterval(INTERVAL);
    await this.running;
  }

  /** One run now, unless one is still going; null when skipped or failed. */
  runOnce(): Promise<SweepResult | null> {
    this.running ??= RequestContext.create(this.orm.em.fork(), () => this.sweep.execute(Math.max(this.config.paymentSweepMs, 1000)))
      .catch((error: unknown) => {
        this.logger.error(`The sweep of unrecorded payments failed: ${(error as Error).message}`);
        return null;
      })
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }
}
