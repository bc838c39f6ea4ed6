import { MikroORM, RequestContext } from '@mikro-orm/core';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { APP_CONFIG, type AppConfig } from '../../../../shared-kernel/infrastructure/config/app-config.js';
import { CampaignPayouts } from '../../application/campaign-payouts.js';

const INTERVAL = 'payments.settle-stuck-payouts';

/**
 * Every PAYMENT_SWEEP_MS, settles payouts still pending after that long: the process stopped between
 * the payout's commit and its transfer, or the provider did not answer. The transfer is made again with
 * the same idempotency key, so a transfer the provider did make is found, never made twice.
 */
@Injectable()
export class StuckPayoutsSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('StuckPayoutsSweeper');
  private running: Promise<number | null> | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly registry: SchedulerRegistry,
    private readonly orm: MikroORM,
    private readonly payouts: CampaignPayouts,
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

  /** One run now (unless one is going): how many stuck payouts it tried; null when skipped or failed. */
  runOnce(olderThanMs = Math.max(this.config.paymentSweepMs, 1000)): Promise<number | null> {
    this.running ??= RequestContext.create(this.orm.em.fork(), () => this.payouts.settleStuck(olderThanMs))
      .catch((error: unknown) => {
        this.logger.error(`Settling stuck payouts failed: ${(error as Error).message}`);
        return null;
      })
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }
}
