import { MikroORM } from '@mikro-orm/postgresql';
import { RequestContext } from '@mikro-orm/core';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type BeforeApplicationShutdown } from '@nestjs/common';
import type {
  Delivery,
  IntegrationEvent,
  IntegrationEventBatchHandler,
  IntegrationEventHandler,
  IntegrationEventSubscriber,
  IntegrationEventType,
  SubscribeOptions,
} from '../../application/integration-events.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { PlainSql } from '../database/plain-sql.js';
import { TransactionRunner } from '../database/transaction-runner.js';
import { OUTBOX_SETTINGS, type OutboxSettings } from './outbox-settings.js';
import type { PublishedMessage } from '../events/unit-scope.js';
import { processedKeyClaim } from './outbox-sql.js';

interface Subscription {
  consumer: string;
  handler: IntegrationEventHandler<IntegrationEventType>;
  delivery: Delivery;
  /** Takes the events of a batch in one call (subscribeBatch); `handler` hands it one event alone. */
  batch: IntegrationEventBatchHandler<IntegrationEventType> | null;
}

/** Marks a message delivered unless the poller holds it (then the poller marks it). */
const MARK_PROCESSED = `UPDATE outbox_message SET processed_at = now(), attempts = attempts + 1
  WHERE id IN (SELECT id FROM outbox_message WHERE id = ? AND processed_at IS NULL FOR UPDATE SKIP LOCKED)`;

/** One consumer's claim of its messages (the kernel's processedKeyClaim), as a statement: the ids it claimed. */
function claimStatement(consumer: string, messageIds: string[], markProcessed: boolean): { sql: string; params: unknown[] } {
  const claim = processedKeyClaim({ consumer, messageIds, markProcessed });
  return { sql: `WITH ${claim.sql} SELECT message_id FROM claimed`, params: claim.params };
}

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
export class OutboxRelay implements IntegrationEventSubscriber, OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('OutboxRelay');
  private readonly subscriptions = new Map<string, Subscription[]>();
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = true;
  private kicked = false;
  /** Messages this instance is delivering right after their commit: the poller leaves them alone meanwhile. */
  private readonly inFlight = new Set<string>();

  constructor(
    private readonly orm: MikroORM,
    private readonly transactions: TransactionRunner,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(OUTBOX_SETTINGS) private readonly settings: OutboxSettings,
    private readonly sql: PlainSql,
  ) {}

  subscribe<T extends IntegrationEventType>(type: T, consumer: string, handler: IntegrationEventHandler<T>, options: SubscribeOptions = {}): void {
    this.add(type, {
      consumer,
      handler: handler as unknown as IntegrationEventHandler<IntegrationEventType>,
      delivery: options.delivery ?? 'at-once',
      batch: null,
    });
  }

  subscribeBatch<T extends IntegrationEventType>(type: T, consumer: string, handler: IntegrationEventBatchHandler<T>): void {
    const batch = handler as unknown as IntegrationEventBatchHandler<IntegrationEventType>;
    this.add(type, { consumer, handler: (event) => batch([event]), delivery: 'in-background', batch });
  }

  private add(type: string, subscription: Subscription): void {
    const list = this.subscriptions.get(type) ?? [];
    if (list.some((s) => s.consumer === subscription.consumer)) {
      throw new Error(`Consumer ${subscription.consumer} is already subscribed to ${type}`);
    }
    list.push(subscription);
    this.subscriptions.set(type, list);
  }

  /** Every event type with at least one consumer (the architecture test reads it). */
  subscribedTypes(): string[] {
    return [...this.subscriptions.keys()].sort();
  }

  onApplicationBootstrap(): void {
    if (this.config.outboxPollMs > 0) this.start();
  }

  /**
   * Before any module's onApplicationShutdown: MikroORM's module closes the pool there, and its global
   * module may come before this one. The pass under way finishes on live connections (a consumer's unit
   * needs one of its own), and nothing new starts.
   */
  async beforeApplicationShutdown(): Promise<void> {
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

  /**
   * Relays until nothing is pending (after the poller's pass under way, if any). For tests and shutdown. It counts
   * as the poller's pass while it runs: a kick meanwhile waits for it (a pass beside it would claim part of a batch,
   * and a background consumer would get one burst in two halves).
   */
  async drain(): Promise<number> {
    while (this.running) await this.running;
    const draining = (async () => {
      let total = 0;
      for (;;) {
        const count = await this.relayOnce();
        total += count;
        if (count === 0) return total;
      }
    })();
    const running: Promise<void> = draining.then(
      () => undefined,
      () => undefined,
    );
    this.running = running;
    try {
      return await draining;
    } finally {
      if (this.running === running) {
        this.running = null;
        if (this.kicked) {
          this.kicked = false;
          this.schedule(0);
        }
      }
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
   * Messages are ids (read back from the table: a dead letter retried; every consumer runs) or the
   * messages the unit just wrote (in memory: nothing to read back; background consumers are left to
   * the poller, woken at once, and the message stays pending until they ran).
   */
  async deliverNow(messages: (string | PublishedMessage)[]): Promise<void> {
    if (this.stopped) return;
    const published = messages.filter((m): m is PublishedMessage => typeof m !== 'string').map((m) => m.id);
    for (const id of published) this.inFlight.add(id);
    let wakePoller = false;
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
      const retried = new Set(ids);
      for (const event of events) {
        const all = this.subscriptions.get(event.type) ?? [];
        const now = retried.has(event.id) ? all : all.filter((s) => s.delivery !== 'in-background');
        const later = all.length - now.length;
        if (later > 0) wakePoller = true;
        if (all.length === 0) {
          await this.orm.em.fork().execute(MARK_PROCESSED, [event.id]);
          continue;
        }
        for (const [i, subscription] of now.entries()) {
          await this.deliver(subscription, event, later === 0 && i === now.length - 1);
        }
      }
    } catch (error) {
      this.logger.warn(`Immediate delivery failed, the poller will retry: ${error instanceof Error ? error.message : String(error)}`);
      wakePoller = true;
    } finally {
      for (const id of published) this.inFlight.delete(id);
    }
    if (wakePoller) this.kick();
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

  /**
   * Claims one batch and delivers it; returns how many messages it handled. Consumers that already
   * handled a message (their processed key) are not run again. A background consumer takes all its
   * messages of the batch in one unit of work (one transaction, one claim of the processed keys);
   * if that fails, each message is tried alone, so only the failing one counts an attempt.
   */
  async relayOnce(batchSize = 50): Promise<number> {
    const em = this.orm.em.fork();
    return em.transactional(async (tx) => {
      const skip = [...this.inFlight];
      const rows = await tx.execute<OutboxRow[]>(
        `SELECT id, type, payload, occurred_at, attempts FROM outbox_message
          WHERE processed_at IS NULL AND dead_at IS NULL AND available_at <= now()${skip.length > 0 ? ' AND id NOT IN (?)' : ''}
          ORDER BY occurred_at, id
          LIMIT ? FOR UPDATE SKIP LOCKED`,
        skip.length > 0 ? [skip, batchSize] : [batchSize],
      );
      if (rows.length === 0) return 0;
      const events = rows.map((row) => this.toEvent(row));
      const consumers = [...new Set(rows.flatMap((row) => (this.subscriptions.get(row.type) ?? []).map((s) => s.consumer)))];
      const done = new Set<string>();
      if (consumers.length > 0) {
        const keys = await tx.execute<{ consumer: string; message_id: string }[]>(
          `SELECT consumer, message_id FROM processed_message WHERE consumer IN (?) AND message_id IN (?)`,
          [consumers, rows.map((row) => row.id)],
        );
        for (const k of keys) done.add(`${k.consumer} ${k.message_id}`);
      }
      const failed = new Map<string, string>();
      // Consumer by consumer, in the order of subscription; a message one of its consumers failed waits for its retry.
      const order = new Map<Subscription, IntegrationEvent[]>();
      for (const event of events) {
        for (const subscription of this.subscriptions.get(event.type) ?? []) {
          order.set(subscription, [...(order.get(subscription) ?? []), event]);
        }
      }
      for (const [subscription, all] of order) {
        const pending = all.filter((e) => !failed.has(e.id) && !done.has(`${subscription.consumer} ${e.id}`));
        if (pending.length === 0) continue;
        if (subscription.delivery === 'in-background' && pending.length > 1) {
          try {
            await this.deliverBatch(subscription, pending);
            continue;
          } catch {
            /* one by one below: the failing message is found and charged its attempt */
          }
        }
        for (const event of pending) {
          try {
            await this.deliver(subscription, event);
          } catch (error) {
            failed.set(event.id, error instanceof Error ? error.message : String(error));
          }
        }
      }
      const delivered = rows.filter((row) => !failed.has(row.id)).map((row) => row.id);
      if (delivered.length > 0) {
        await tx.execute(`UPDATE outbox_message SET processed_at = now(), attempts = attempts + 1 WHERE id IN (?)`, [delivered]);
      }
      for (const row of rows) {
        const message = failed.get(row.id);
        if (message === undefined) continue;
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
      return rows.length;
    });
  }

  /**
   * Runs one background consumer for several messages in one unit of work of its own: one statement
   * claims their processed keys (those already claimed are left out), then the consumer handles the
   * claimed messages (each in turn, or all in one call when it subscribed for batches); the keys, its
   * writes and the events of what it saved commit together.
   */
  private async deliverBatch(subscription: Subscription, events: IntegrationEvent[]): Promise<void> {
    const em = this.orm.em.fork();
    const { scope } = await RequestContext.create(em, () =>
      this.transactions.run(async () => {
        // The poller marks the batch's messages delivered when every consumer ran.
        const claim = claimStatement(subscription.consumer, events.map((e) => e.id), false);
        const claimed = await this.sql.run<{ message_id: string }>(this.orm.em, claim.sql, claim.params);
        const mine = new Set(claimed.map((c) => c.message_id));
        const theirs = events.filter((event) => mine.has(event.id));
        if (subscription.batch) {
          if (theirs.length > 0) await subscription.batch(theirs);
        } else {
          for (const event of theirs) await subscription.handler(event);
        }
      }, { separate: true }),
    );
    if (scope.published.length > 0) this.kick();
  }

  /**
   * Runs one consumer for one message in a unit of work of its own: the processed key, the
   * consumer's writes and the events of the aggregates it saves commit together. Messages that
   * unit publishes are left to the poller (woken at once), so no delivery nests inside another.
   */
  private async deliver(subscription: Subscription, event: IntegrationEvent, markProcessed = false): Promise<void> {
    const em = this.orm.em.fork();
    // Only outside any transaction (immediate delivery): inside the poller's claim transaction its
    // statement would join that transaction, and a later consumer of the batch, in a transaction of its
    // own, could then wait for a row lock the claim transaction holds while the claim transaction waits for it.
    if (subscription.delivery === 'at-once-in-one-statement' && !this.orm.em.isInTransaction()) {
      // The consumer's one statement claims its key, marks the message and makes its change: no transaction.
      const claim = { consumer: subscription.consumer, messageIds: [event.id], markProcessed };
      const { scope } = await RequestContext.create(em, () => this.transactions.runOneStatement(() => subscription.handler(event), claim));
      if (scope.published.length > 0) this.kick();
      return;
    }
    const { scope } = await RequestContext.create(em, () =>
      this.transactions.run(async () => {
        // One statement claims the message for this consumer (its processed key), marks it delivered
        // when this is its last consumer (before the consumer's own writes, so nothing but COMMIT
        // follows a row lock they take; never waiting for a row the poller holds: then the poller
        // marks it), and lets the unit commit without waiting for its WAL flush: the unit is
        // replayable. A crash can lose only whole recent units (the key with the consumer's
        // writes), and the outbox message, committed durably by its producer, is delivered again.
        const claim = claimStatement(subscription.consumer, [event.id], markProcessed);
        const claimed = await this.sql.run<unknown>(this.orm.em, claim.sql, claim.params);
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
      // A drain under way is this pass: it runs again after it.
      if (this.running) {
        this.kicked = true;
        return;
      }
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
