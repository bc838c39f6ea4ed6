import { ApiProperty } from '@nestjs/swagger';
import type { JobState } from './job-queue.js';
import { JobRunResponse } from './job-run.response.dto.js';

/** A background job (run once a period across all instances, or once for each item's attempt) and how it is doing. */
export class JobStateResponse {
  @ApiProperty({ example: 'payments.sweep-unrecorded-payments' }) name: string;
  @ApiProperty({ example: 'Record succeeded charges that were never recorded' }) title: string;
  @ApiProperty({
    enum: ['periodic', 'deliveries'],
    description: "periodic: runs once a period across all instances; deliveries: runs once for each attempt of an item (an email's send), when it is due",
  })
  kind: 'periodic' | 'deliveries';
  @ApiProperty({ description: 'Its period in seconds (0: a periodic job that runs only when asked, or a delivery queue)' }) everySeconds: number;
  @ApiProperty({ type: JobRunResponse, nullable: true }) lastRun: JobRunResponse | null;
  @ApiProperty({ description: 'Runs going now' }) active: number;
  @ApiProperty({ description: 'Runs waiting to start (for a delivery queue, attempts due now or later)' }) queued: number;
  @ApiProperty({ description: 'Runs that failed in the last 7 days' }) failed: number;

  static of(job: JobState): JobStateResponse {
    return {
      name: job.name,
      title: job.title,
      kind: job.kind,
      everySeconds: job.everySeconds,
      lastRun: job.lastRun && {
        state: job.lastRun.state,
        startedAt: job.lastRun.startedAt.toISOString(),
        endedAt: job.lastRun.endedAt.toISOString(),
        error: job.lastRun.error,
      },
      active: job.active,
      queued: job.queued,
      failed: job.failed,
    };
  }
}
