import { MikroORM } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { JobQueue, type PeriodicJob } from '../jobs/job-queue.js';
import { OUTBOX_SETTINGS, type OutboxSettings } from './outbox-settings.js';

const BATCH_SIZE = 1000;
/** One pass deletes at most this many batches; the next pass goes on. */
const MAX_BATCHES = 50;

export interface RetentionPass {
  messages: number;
  keys: number;
}

/**
 * Deletes processed outbox messages and consumers' processed keys older than the retention period,
 * in bounded batches, each in a short transaction, every OUTBOX_RETENTION_INTERVAL_MS once across instances
 * (the job queue). Dead and pending messages are kept, and so are the keys of any message that could still
 * be delivered (pending or dead: an admin may retry it), so a consumer never runs twice for one message.
 */
@Injectable()
export class OutboxRetention {
  private readonly logger = new Logger('OutboxRetention');
  private readonly job: PeriodicJob<RetentionPass>;

  constructor(
    private readonly orm: MikroORM,
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(OUTBOX_SETTINGS) private readonly settings: OutboxSettings,
    jobs: JobQueue,
  ) {
    this.job = jobs.periodic({
      name: 'outbox.retention',
      title: 'Delete delivered outbox messages past retention',
      // Only where the relay runs (outboxPollMs 0 means a test drives the outbox by hand).
      everyMs: config.outboxPollMs > 0 ? settings.retentionIntervalMs : 0,
      run: () => this.pass(BATCH_SIZE),
      failure: 'Outbox retention pass failed',
    });
  }

  /** One pass in this instance now (unless one is going); null when it failed. */
  runOnce(): Promise<RetentionPass | null> {
    return this.job.runOnce();
  }

  /** One pass in batches of `batchSize` (tests use small ones). */
  async pass(batchSize: number): Promise<RetentionPass> {
    const total: RetentionPass = { messages: 0, keys: 0 };
    for (let batch = 0; batch < MAX_BATCHES; batch++) {
      const deleted = await this.deleteBatch(batchSize);
      total.messages += deleted.messages;
      total.keys += deleted.keys;
      if (deleted.messages < batchSize && deleted.keys < batchSize) break;
    }
    if (total.messages + total.keys > 0) {
      this.logger.log(`Deleted ${total.messages} delivered outbox messages and ${total.keys} processed keys`);
    }
    return total;
  }

  private deleteBatch(batchSize: number): Promise<RetentionPass> {
    const days = this.settings.retentionDays;
    return this.orm.em.fork().transactional(async (tx) => {
      const messages = await tx.execute<unknown[]>(
        `DELETE FROM outbox_message WHERE id IN (
           SELECT id FROM outbox_message
            WHERE processed_at IS NOT NULL AND processed_at < now() - make_interval(days => ?)
            LIMIT ?)
         RETURNING 1`,
        [days, batchSize],
      );
      const keys = await tx.execute<unknown[]>(
        `DELETE FROM processed_message WHERE (consumer, message_id) IN (
           SELECT p.consumer, p.message_id FROM processed_message p
            WHERE p.processed_at < now() - make_interval(days => ?)
              AND NOT EXISTS (SELECT 1 FROM outbox_message m WHERE m.id = p.message_id AND m.processed_at IS NULL)
            LIMIT ?)
         RETURNING 1`,
        [days, batchSize],
      );
      return { messages: messages.length, keys: keys.length };
    });
  }
}
