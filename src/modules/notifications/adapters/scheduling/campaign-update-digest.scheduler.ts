import { Injectable } from '@nestjs/common';
import { JobQueue, type PeriodicJob } from '../../../../shared-kernel/infrastructure/jobs/job-queue.js';
import { CampaignUpdateMailing } from '../../application/campaign-update-mailing.service.js';

/** How often waiting campaign updates are looked for: the next morning's emails leave within a minute of their time. */
export const UPDATE_DIGEST_PERIOD_MS = 60_000;

/**
 * Sends the campaign updates that waited for the next day (CampaignUpdateMailing.sendDue) every minute, once a
 * minute across instances (the job queue); each campaign's day is also claimed in the database, so a run made by
 * hand beside the queue's still sends each email once.
 */
@Injectable()
export class CampaignUpdateDigestScheduler {
  private readonly job: PeriodicJob<number>;

  constructor(jobs: JobQueue, mailing: CampaignUpdateMailing) {
    this.job = jobs.periodic({
      name: 'notifications.campaign-update-digest',
      title: 'Send campaign updates held for the morning',
      everyMs: UPDATE_DIGEST_PERIOD_MS,
      run: () => mailing.sendDue(),
      failure: 'Sending the campaign updates that waited failed',
    });
  }

  /** One run in this instance now (at the current time), unless one is going; null when it failed. */
  runOnce(): Promise<number | null> {
    return this.job.runOnce();
  }
}
