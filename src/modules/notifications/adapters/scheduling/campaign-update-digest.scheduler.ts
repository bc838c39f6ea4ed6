import { MikroORM } from '@mikro-orm/core';
import { Injectable, Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { PeriodicJob } from '../../../../shared-kernel/infrastructure/scheduling/periodic-job.js';
import { CampaignUpdateMailing } from '../../application/campaign-update-mailing.service.js';

/** How often waiting campaign updates are looked for: the next morning's emails leave within a minute of their time. */
export const UPDATE_DIGEST_PERIOD_MS = 60_000;

/**
 * Sends the campaign updates that waited for the next day (CampaignUpdateMailing.sendDue) every minute. Never two
 * runs of this instance at once; across instances each campaign's day is claimed in the database, so two
 * instances sweeping together still send each email once.
 */
@Injectable()
export class CampaignUpdateDigestScheduler implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly job: PeriodicJob<number>;

  constructor(registry: SchedulerRegistry, orm: MikroORM, mailing: CampaignUpdateMailing) {
    this.job = new PeriodicJob(
      'notifications.campaign-update-digest',
      { registry, orm, logger: new Logger('CampaignUpdateDigest') },
      () => mailing.sendDue(),
      'Sending the campaign updates that waited failed',
    );
  }

  onApplicationBootstrap(): void {
    this.job.start(UPDATE_DIGEST_PERIOD_MS);
  }

  beforeApplicationShutdown(): Promise<void> {
    return this.job.stop();
  }

  /** One run now (at the current time), unless one is still going; null when it failed. */
  runOnce(): Promise<number | null> {
    return this.job.runOnce();
  }
}
