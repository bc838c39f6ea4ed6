import { MikroORM } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type BeforeApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { OUTBOX_SETTINGS, type OutboxSettings } from './outbox-settings.js';

/** Any number no other advisory lock in the schema uses (the migration step holds 748_201_771). */
const RETENTION_LOCK = 748_201_772;
const BATCH_SIZE = 1000;
/** One pass deletes at most this many batches; the next pass goes on. */
const MAX_BATCHES = 50;

export interface RetentionPass {
  messages: number;
  keys: number;
}

/**
 * Deletes processed outbox messages and consumers' processed keys older than the retention period,
 * in bounded batches, each in a short transaction under an advisory lock: one instance at a time
 * (another instance finding the lock taken skips its pass). Dead and pending messages are kept, and
 * so are the keys of any message that could still be delivered (pending or dead: an admin may retry
 * it), so a consumer never runs twice for one message.
 */
@Injectable()
export class OutboxRetention implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('OutboxRetention');
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;

  constructor(
    private readonly orm: MikroORM,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(OUTBOX_SETTINGS) private readonly settings: OutboxSettings,
  ) {}

  onApplicationBootstrap(): void {
    // Only where the relay runs (outboxPollMs 0 means a test drives the outbox by hand).
    if (this.config.outboxPollMs > 0 && this.settings.retentionIntervalMs > 0) this.schedule();
  }

  async beforeApplicationShutdown(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }

  private schedule(): void {
    this.timer = setTimeout(() => {
      this.running = this.runOnce()
        .catch((error: unknown) =>
          this.logger.warn(`Outbox retention pass failed: ${error instanceof Error ? error.message : String(error)}`),
        )
        .finally(() => {
          this.running = null;
          if (this.timer) this.schedule();
        });
    }, this.settings.retentionIntervalMs);
    this.timer.unref?.();
  }

  /** One pass; null when another instance holds the lock. */
  async runOnce(batchSize = BATCH_SIZE): Promise<RetentionPass | null> {
    const total: RetentionPass = { messages: 0, keys: 0 };
    for (let batch = 0; batch < MAX_BATCHES; batch++) {
      const deleted = await this.deleteBatch(batchSize);
      if (deleted === null) return batch === 0 ? null : total;
      total.messages += deleted.messages;
      total.keys += deleted.keys;
      if (deleted.messages < batchSize && deleted.keys < batchSize) break;
    }
    if (total.messages + total.keys > 0) {
      this.logger.log(`Deleted ${total.messages} delivered outbox messages and ${total.keys} processed keys`);
    }
    return total;
  }

  private deleteBatch(batchSize: number): Promise<RetentionPass | null> {
    const days = this.settings.retentionDays;
    return this.orm.em.fork().transactional(async (tx) => {
      const [{ locked }] = await tx.execute<{ locked: boolean }[]>(`SELECT pg_try_advisory_xact_lock(?) AS locked`, [RETENTION_LOCK]);
      if (!locked) return null;
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
