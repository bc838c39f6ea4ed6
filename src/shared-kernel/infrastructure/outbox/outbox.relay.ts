import { MikroORM } from '@mikro-orm/postgresql';
import { RequestContext } from '@mikro-orm/core';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type {
  IntegrationEvent,
  IntegrationEventHandler,
  IntegrationEventSubscriber,
  IntegrationEventType,
} from '../../application/integration-events.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { TransactionRunner } from '../database/transaction-runner.js';
import { OUTBOX_SETTINGS, type OutboxSettings } from './outbox-settings.js';
import type { PublishedMessage } from '../events/unit-scope.js';

interface Subscription {
  consumer: string;
  handler: IntegrationEventHandler<IntegrationEventType>;
}

/** Marks a message delivered unless the poller holds it (then the poller marks it). */
const MARK_PROCESSED = `UPDATE outbox_message SET processed_at = now(), attempts = attempts + 1
  WHERE id IN (SELECT id FROM outbox_message WHERE id = ? AND processed_at IS NULL FOR UPDATE SKIP LOCKED)`;

interface OutboxRow {
  id: string;
  type: string;
  payload: unknown;
  occurred_at: Date | string;
  attempts: number;
}

/**
 * Delivers outbox messages to their subscribers. Several relays (threads of one instance or
 * several instances) may run at once: each claims a batch with FOR UPDATE SKIP LOCKED, so a
 * message is worked on by one relay at a time, and each consumer records a processed key in
 * the same transaction as its own writes, so a redelivery after a crash runs it at most once.
 */
@Injectable()
export class OutboxRelay implements IntegrationEventSubscriber, OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('OutboxRelay');
  private readonly subscriptions = new Map<string, Subscription[]>();
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = true;
  private kicked = false;

  constructor(
    private readonly orm: MikroORM,
    private readonly transactions: TransactionRunner,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(OUTBOX_SETTINGS) private readonly settings: OutboxSettings,
  ) {}

  subscribe<T extends IntegrationEventType>(type: T, consumer: string, handler: IntegrationEventHandler<T>): void {
    const list = this.subscriptions.get(type) ?? [];
    if (list.some((s) => s.consumer === consumer)) {
      throw new Error(`Consumer ${consumer} is already subscribed to ${type}`);
    }
    list.push({ consumer, handler: handler as unknown as IntegrationEventHandler<IntegrationEventType> });
    this.subscriptions.set(type, list);
  }

  /** Every event type with at least one consumer (the architecture test reads it). */
  subscribedTypes(): string[] {
    return [...this.subscriptions.keys()].sort();
  }

  onApplicationBootstrap(): void {
    if (this.config.outboxPollMs > 0) this.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.stop();
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }

  /** Asks for a pass soon, after a unit of work committed new messages. */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.kicked = true;
      return;
    }
    this.schedule(0);
  }

  /** Relays until nothing is pending. For tests and shutdown. */
  async drain(): Promise<number> {
    let total = 0;
    for (;;) {
      const count = await this.relayOnce();
      total += count;
      if (count === 0) return total;
    }
  }

  /**
   * Delivers these just-committed messages now (a running relay only), one connection at a time:
   * no claim transaction is held while consumers run (a request must never wait for a second
   * pooled connection while holding one). A poller handling the same message at the same moment
   * is harmless: each consumer's processed key lets exactly one of them through. The message is
   * marked processed inside its last consumer's unit (no transaction of its own). Failures are
   * logged and left to the poller's retries.
   *
   * Messages are ids (read back from the table: a dead letter retried) or the messages the unit
   * just wrote (in memory: nothing to read back).
   */
  async deliverNow(messages: (string | PublishedMessage)[]): Promise<void> {
    if (this.stopped) return;
    try {
      const ids = messages.filter((m): m is string => typeof m === 'string');
      const events = messages.filter((m): m is PublishedMessage => typeof m !== 'string').map((m) =>
        // As a consumer would read it from the table: JSON (dates as strings).
        this.toEvent({ id: m.id, type: m.type, payload: JSON.stringify(m.payload), occurred_at: m.occurredAt }),
      );
      if (ids.length > 0) {
        const rows = await this.orm.em.fork().execute<OutboxRow[]>(
          `SELECT id, type, payload, occurred_at, attempts FROM outbox_message WHERE id IN (?) AND processed_at IS NULL AND dead_at IS NULL ORDER BY occurred_at, id`,
          [ids],
        );
        events.push(...rows.map((row) => this.toEvent(row)));
      }
      for (const event of events) {
        const subscriptions = this.subscriptions.get(event.type) ?? [];
        if (subscriptions.length === 0) {
          await this.orm.em.fork().execute(MARK_PROCESSED, [event.id]);
          continue;
        }
        for (const [i, subscription] of subscriptions.entries()) {
          await this.deliver(subscription, event, i === subscriptions.length - 1);
        }
      }
    } catch (error) {
      this.logger.warn(`Immediate delivery failed, the poller will retry: ${error instanceof Error ? error.message : String(error)}`);
      this.kick();
    }
  }

  private toEvent(row: Pick<OutboxRow, 'id' | 'type' | 'payload' | 'occurred_at'>): IntegrationEvent {
    return {
      id: row.id,
      type: row.type as IntegrationEventType,
      occurredAt: new Date(row.occurred_at).toISOString(),
      // The payload was written from the typed map by the publisher (see OutboxPublisher).
      payload: (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload) as IntegrationEvent['payload'],
    };
  }

  /** Claims one batch and delivers it; returns how many messages it handled. */
  async relayOnce(batchSize = 50): Promise<number> {
    const em = this.orm.em.fork();
    return em.transactional(async (tx) => {
      const rows = await tx.execute<OutboxRow[]>(
        `SELECT id, type, payload, occurred_at, attempts FROM outbox_message
          WHERE processed_at IS NULL AND dead_at IS NULL AND available_at <= now()
          ORDER BY occurred_at, id
          LIMIT ? FOR UPDATE SKIP LOCKED`,
        [batchSize],
      );
      for (const row of rows) {
        const event = this.toEvent(row);
        try {
          for (const subscription of this.subscriptions.get(row.type) ?? []) {
            await this.deliver(subscription, event);
          }
          await tx.execute(`UPDATE outbox_message SET processed_at = now(), attempts = attempts + 1 WHERE id = ?`, [row.id]);
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          const dead = row.attempts + 1 >= this.settings.maxAttempts;
          const log = `Delivery of ${row.type} ${row.id} failed (attempt ${row.attempts + 1}): ${message}`;
          if (dead) this.logger.error(`${log}; it is now a dead letter (an admin may retry it)`);
          else this.logger.warn(log);
          // After the last allowed attempt the message is dead: kept with its error, never claimed again.
          await tx.execute(
            `UPDATE outbox_message
                SET attempts = attempts + 1, last_error = ?,
                    dead_at = CASE WHEN attempts + 1 >= ? THEN date_trunc('milliseconds', now()) ELSE NULL END,
                    available_at = now() + make_interval(secs => least(300, power(2, attempts)))
              WHERE id = ?`,
            [message.slice(0, 2000), this.settings.maxAttempts, row.id],
          );
        }
      }
      return rows.length;
    });
  }

  /**
   * Runs one consumer for one message in a unit of work of its own: the processed key, the
   * consumer's writes and the events of the aggregates it saves commit together. Messages that
   * unit publishes are left to the poller (woken at once), so no delivery nests inside another.
   */
  private async deliver(subscription: Subscription, event: IntegrationEvent, markProcessed = false): Promise<void> {
    const em = this.orm.em.fork();
    const { scope } = await RequestContext.create(em, () =>
      this.transactions.run(async () => {
        // One statement claims the message for this consumer (its processed key), marks it delivered
        // when this is its last consumer (before the consumer's own writes, so nothing but COMMIT
        // follows a row lock they take; never waiting for a row the poller holds: then the poller
        // marks it), and lets the unit commit without waiting for its WAL flush: the unit is
        // replayable. A crash can lose only whole recent units (the key with the consumer's
        // writes), and the outbox message, committed durably by its producer, is delivered again.
        const claimed = await this.orm.em.execute<unknown[]>(
          `WITH claimed AS (
             INSERT INTO processed_message (consumer, message_id)
             SELECT ?, ? FROM (SELECT set_config('synchronous_commit', 'off', true)) AS unit
             ON CONFLICT DO NOTHING RETURNING message_id
           ), marked AS (
             UPDATE outbox_message SET processed_at = now(), attempts = attempts + 1
              WHERE ?::boolean AND id IN (SELECT id FROM outbox_message WHERE id = ? AND processed_at IS NULL AND EXISTS (SELECT 1 FROM claimed) FOR UPDATE SKIP LOCKED)
           )
           SELECT message_id FROM claimed`,
          [subscription.consumer, event.id, markProcessed, event.id],
        );
        if (claimed.length === 0) return; // this consumer already handled this message
        await subscription.handler(event);
      }, { separate: true }),
    );
    if (scope.published.length > 0) this.kick();
  }

  private schedule(delay: number): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.running = this.pass().finally(() => {
        this.running = null;
        const again = this.kicked;
        this.kicked = false;
        this.schedule(again ? 0 : this.config.outboxPollMs);
      });
    }, delay);
    this.timer.unref?.();
  }

  private async pass(): Promise<void> {
    try {
      while (!this.stopped && (await this.relayOnce()) > 0) {
        /* keep going while there is work */
      }
    } catch (error) {
      this.logger.error(`Outbox relay pass failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
