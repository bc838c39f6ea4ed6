import { ApiProperty } from '@nestjs/swagger';
import type { JobState } from './job-queue.js';

/** The last run of a background job that ended, anywhere. */
export class JobRunResponse {
  @ApiProperty({ enum: ['completed', 'failed'] }) state: 'completed' | 'failed';
  @ApiProperty({ format: 'date-time' }) startedAt: string;
  @ApiProperty({ format: 'date-time' }) endedAt: string;
  @ApiProperty({ type: String, nullable: true, description: 'Why it failed' }) error: string | null;
}

/** A background job (run once a period across all instances) and how it is doing. */
export class JobStateResponse {
  @ApiProperty({ example: 'payments.sweep-unrecorded-payments' }) name: string;
  @ApiProperty({ example: 'Record succeeded charges that were never recorded' }) title: string;
  @ApiProperty({ description: 'Its period in seconds (0: it runs only when asked)' }) everySeconds: number;
  @ApiProperty({ type: JobRunResponse, nullable: true }) lastRun: JobRunResponse | null;
  @ApiProperty({ description: 'Runs going now' }) active: number;
  @ApiProperty({ description: 'Runs waiting to start' }) queued: number;
  @ApiProperty({ description: 'Runs that failed in the last 7 days' }) failed: number;

  static of(job: JobState): JobStateResponse {
    return {
      name: job.name,
      title: job.title,
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
