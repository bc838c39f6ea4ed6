import { Injectable } from '@nestjs/common';
import { JobQueue, type PeriodicJob } from '../../../../shared-kernel/infrastructure/jobs/job-queue.js';
import { CreatorData, REFRESH_EVERY_MS } from '../../application/creator-data.service.js';

/** Refreshes the cached platform data every 30 minutes, once a period across instances (the job queue). */
@Injectable()
export class CreatorDataRefreshScheduler {
  private readonly job: PeriodicJob<number>;

  constructor(jobs: JobQueue, creatorData: CreatorData) {
    this.job = jobs.periodic({
      name: 'creator-hub.refresh-platform-data',
      title: 'Refresh creators’ platform data',
      everyMs: REFRESH_EVERY_MS,
      run: () => creatorData.refreshAll(),
      failure: 'Refreshing the creators’ platform data failed',
    });
  }

  /** One run in this instance now (unless one is going): how many keys it refreshed; null when it failed. */
  runOnce(): Promise<number | null> {
    return this.job.runOnce();
  }
}
