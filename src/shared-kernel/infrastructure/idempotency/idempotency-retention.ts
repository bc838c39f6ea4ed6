import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { PlainSql } from '../database/plain-sql.js';
import { JobQueue, type PeriodicJob } from '../jobs/job-queue.js';
import { IDEMPOTENCY_HOURS } from './idempotency.interceptor.js';

/** Forgets idempotency keys past their 24 hours, hourly, once across instances (the job queue). */
@Injectable()
export class IdempotencyRetention {
  private readonly job: PeriodicJob<number>;

  constructor(
    private readonly sql: PlainSql,
    @Inject(APP_CONFIG) config: AppConfig,
    jobs: JobQueue,
  ) {
    this.job = jobs.periodic({
      name: 'http.idempotency-retention',
      title: 'Forget idempotency keys older than 24 hours',
      everyMs: config.outboxPollMs > 0 ? 3_600_000 : 0,
      run: () => this.pass(),
      failure: 'Forgetting old idempotency keys failed',
    });
  }

  runOnce(): Promise<number | null> {
    return this.job.runOnce();
  }

  private async pass(): Promise<number> {
    const rows = await this.sql.read<{ n: string }>(
      `WITH gone AS (DELETE FROM idempotent_request WHERE created_at < now() - make_interval(hours => ?) RETURNING 1) SELECT count(*) AS n FROM gone`,
      [IDEMPOTENCY_HOURS],
      { prepare: false },
    );
    return Number(rows[0]?.n ?? 0);
  }
}
