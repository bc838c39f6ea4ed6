import { MikroORM, RequestContext } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { fromKysely, PgBoss, type Job, type KyselyTransactionLike } from 'pg-boss';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { PlainSql } from '../database/plain-sql.js';
import { JOB_QUEUE_SCHEMA } from './job-queue-schema.js';

/** What a context hands the queue: a piece of background work and how often it is due. */
export interface PeriodicJobSpec<T> {
  /** The queue's name, `context.what`: "payments.sweep-unrecorded-payments". */
  name: string;
  /** What it does, for administrators: "Settle payouts left pending". */
  title: string;
  /** How often it runs across all instances together (0 or less: never by itself; `runOnce` still runs it). */
  everyMs: number;
  /** The work; it runs in an ORM context of its own. */
  run: () => Promise<T>;
  /** What failed, for the log: "The sweep of unrecorded payments failed". */
  failure: string;
}

/** One periodic job, as its context holds it. */
export interface PeriodicJob<T> {
  /**
   * Runs the work in this instance now, unless a run of this instance is going (then that one is awaited);
   * null when it failed (logged). The queue runs it through here; tests and tools call it to run it at once.
   */
  runOnce(): Promise<T | null>;
}

/**
 * What a context hands the queue for work owed once per item and tried until it succeeds: each attempt is a job
 * (an email's send now, a webhook's delivery next). The context records each attempt's outcome on its own row and,
 * when it is to be tried again, enqueues the next attempt in the same transaction, at the time its own retry policy
 * says: the queue claims the attempt for one worker across instances, renews the claim while it runs, and runs
 * it again should its instance die.
 */
export interface DeliveryQueueSpec {
  /** The queue's name, `context.what`: "notifications.send-email". */
  name: string;
  /** What it does, for administrators: "Send an email (each attempt)". */
  title: string;
  /** How many attempts one worker takes at once. */
  batchSize: number;
  /** How often an idle worker looks for attempts that came due (at least 0.5 s); `wake()` looks at once. */
  pollMs: number;
  /** A worker renews its claim on the attempts it runs within this (at least 10 s); an instance that died loses it. */
  claimSeconds: number;
  /** The longest a batch of attempts may run before it is given up and run again. */
  timeoutSeconds: number;
}

/** One attempt, as a worker gets it: the item's key and what was enqueued with it. */
export interface Delivery {
  /** The job's id (one per attempt). */
  id: string;
  /** The item's key (an email's id). */
  key: string;
}

/** A delivery queue, as its context holds it. */
export interface DeliveryQueue {
  /**
   * Enqueues an attempt for each key, due at its `at` (now when absent), in the transaction `em` is in (it commits
   * or rolls back with the caller's writes), or at once when there is none.
   */
  enqueue(attempts: readonly { key: string; at?: Date }[], em: EntityManager): Promise<void>;
  /** The keys among these with no attempt waiting or running (to give an owed item that lost its attempt a new one). */
  withoutAttempt(keys: readonly string[]): Promise<string[]>;
  /** Who runs this queue's attempts in this instance; a failure thrown runs the whole batch again later. */
  work(handler: (attempts: Delivery[]) => Promise<void>): void;
  /** Looks for due attempts now (after a commit that enqueued one). */
  wake(): void;
  /** This instance takes no more attempts; resolves once the batch under way is done (tests, shutdown order). */
  pause(): Promise<void>;
  /** Takes attempts again after `pause()`. */
  resume(): void;
  /** Runs every due attempt in this instance now, after the batch under way, until none is due (tests, tools). */
  drain(): Promise<void>;
}

/** How long a drain waits for attempts other workers are running (tests, tools). */
const DRAIN_WAIT_MS = 30_000;

/** How long enqueueing waits for the queue to start (an application's first seconds) before it fails. */
const START_WAIT_MS = 30_000;

/** A job's state, for administrators. */
export interface JobState {
  name: string;
  title: string;
  /** periodic: once a period across instances; deliveries: one run per item's attempt, when it is due. */
  kind: 'periodic' | 'deliveries';
  everySeconds: number;
  /** The last run that ended, anywhere. */
  lastRun: { state: 'completed' | 'failed'; startedAt: Date; endedAt: Date; error: string | null } | null;
  /** Runs now going (0 or 1), and waiting to start. */
  active: number;
  queued: number;
  /** Runs that failed in the queue's retention (a week). */
  failed: number;
}

/** How long a finished run stays visible (its state and error). */
const KEEP_FINISHED_SECONDS = 7 * 24 * 3600;

class RegisteredJob<T> implements PeriodicJob<T> {
  private running: Promise<T | null> | null = null;

  constructor(
    readonly spec: PeriodicJobSpec<T>,
    private readonly orm: MikroORM,
    private readonly logger: Logger,
  ) {}

  get periodSeconds(): number {
    return Math.max(1, Math.round(this.spec.everyMs / 1000));
  }

  runOnce(): Promise<T | null> {
    return this.run().catch((error: unknown) => {
      this.logger.error(`${this.spec.failure}: ${(error as Error).message}`);
      return null;
    });
  }

  /** The run, its failure thrown (the queue records it as the job's error). */
  run(): Promise<T> {
    const running = (this.running ??= RequestContext.create(this.orm.em.fork(), () => this.spec.run()).finally(() => {
      this.running = null;
    }));
    return running as Promise<T>;
  }
}

class RegisteredDeliveryQueue implements DeliveryQueue {
  handler: ((attempts: Delivery[]) => Promise<void>) | null = null;
  /** This instance's worker, once the queue started; null while paused. */
  worker: string | null = null;
  paused = false;
  /** Resolves once the queue exists in the database with this instance's options (and its worker, unless paused, runs). */
  ready: Promise<void> | null = null;
  /** Batches under way in this instance. */
  readonly running = new Set<Promise<void>>();

  constructor(
    readonly spec: DeliveryQueueSpec,
    private readonly queue: JobQueue,
  ) {}

  get options() {
    return {
      policy: 'standard' as const,
      // A batch that failed as a whole (the database was away) or whose instance died is run again: 20 times over
      // about an hour with backoff; the items' own retry policies decide the rest.
      retryLimit: 20,
      retryDelay: 5,
      retryBackoff: true,
      retryDelayMax: 300,
      expireInSeconds: Math.max(1, Math.ceil(this.spec.timeoutSeconds)),
      heartbeatSeconds: Math.max(10, Math.ceil(this.spec.claimSeconds)),
      deleteAfterSeconds: KEEP_FINISHED_SECONDS,
    };
  }

  enqueue(attempts: readonly { key: string; at?: Date }[], em: EntityManager): Promise<void> {
    return this.queue.enqueue(this, attempts, em);
  }

  withoutAttempt(keys: readonly string[]): Promise<string[]> {
    return this.queue.withoutAttempt(this, keys);
  }

  work(handler: (attempts: Delivery[]) => Promise<void>): void {
    if (this.handler) throw new Error(`The queue ${this.spec.name} has a worker already`);
    this.handler = handler;
  }

  wake(): void {
    this.queue.wake(this);
  }

  async pause(): Promise<void> {
    this.paused = true;
    await this.queue.stopWorking(this);
    await Promise.all(this.running);
  }

  resume(): void {
    this.paused = false;
    void this.queue.startWorking(this);
  }

  drain(): Promise<void> {
    return this.queue.drain(this);
  }

  /** Runs one batch through the handler, counted as under way. */
  run(attempts: Delivery[]): Promise<void> {
    const handler = this.handler;
    if (!handler) return Promise.reject(new Error(`The queue ${this.spec.name} has no worker`));
    const running: Promise<void> = handler(attempts).finally(() => this.running.delete(running));
    this.running.add(running);
    return running;
  }
}

/**
 * The one mechanism for background work (pg-boss, on the application's own PostgreSQL and connection pool).
 *
 * A periodic job runs once a period across all instances: every instance offers a run for the current slot of
 * the period (`singletonSeconds`: one job per slot, whoever offers it first), and the queue hands each job to one
 * worker; the queue's `stately` policy keeps one run going and one waiting at most, so a run longer than its
 * period is never doubled. A run that fails is recorded with its error (administrators see the last run of
 * each job: `GET /api/admin/jobs`); the next slot runs again. An instance that dies mid-run leaves its job to
 * expire (three periods, at least a minute) and the next slot's job to run.
 *
 * The per-instance tick that offers runs is Nest's scheduler (SchedulerRegistry); the queue decides who runs.
 */
@Injectable()
export class JobQueue implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('JobQueue');
  private readonly jobs: RegisteredJob<unknown>[] = [];
  private readonly deliveryQueues: RegisteredDeliveryQueue[] = [];
  private boss: PgBoss | null = null;
  private started: Promise<void> | null = null;
  private stopping = false;
  /** Ends the wait before the next attempt to start (at shutdown). */
  private retry: (() => void) | null = null;
  /** Offers under way (awaited at shutdown: none may reach a closing pool). */
  private readonly offering = new Set<Promise<unknown>>();

  constructor(
    private readonly sql: PlainSql,
    private readonly orm: MikroORM,
    private readonly registry: SchedulerRegistry,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Registers a periodic job (in a constructor: the queue starts with the application). */
  periodic<T>(spec: PeriodicJobSpec<T>): PeriodicJob<T> {
    if (this.jobs.some((job) => job.spec.name === spec.name)) throw new Error(`The job ${spec.name} is registered twice`);
    const job = new RegisteredJob(spec, this.orm, new Logger(spec.name));
    this.jobs.push(job as RegisteredJob<unknown>);
    return job;
  }

  /** Registers a delivery queue (in a provider or constructor: the queue starts with the application). */
  deliveries(spec: DeliveryQueueSpec): DeliveryQueue {
    if ([...this.jobs, ...this.deliveryQueues].some((job) => job.spec.name === spec.name)) throw new Error(`The job ${spec.name} is registered twice`);
    const queue = new RegisteredDeliveryQueue(spec, this);
    this.deliveryQueues.push(queue);
    // Registered once the queue runs (a tool's or a test's own queue): set up when the start is done.
    void this.started?.then(() => {
      if (this.boss && !this.stopping) queue.ready ??= this.setUpDeliveries(this.boss, queue);
    });
    return queue;
  }

  /**
   * Starts the queue without holding up the application's start: an instance whose database is down still
   * answers (its health says so), and its jobs start once the database answers (tried every 5 s).
   */
  onApplicationBootstrap(): void {
    const due = this.jobs.filter((job) => job.spec.everyMs > 0);
    if (this.config.backgroundJobs && (due.length > 0 || this.deliveryQueues.length > 0)) this.started = this.startWhenReachable(due);
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopping = true;
    this.retry?.();
    this.clearTicks();
    await this.started;
    await Promise.all(this.offering);
    // Runs going here finish (on live connections: the ORM closes its pool after this), within the stop's budget
    // (the whole stop stays within 10 s): a run still going then is left to expire and the next slot runs it; none start.
    await this.boss?.stop({ graceful: true, close: false, timeout: 8_000 });
    this.boss = null;
  }

  /** Resolves once the queue is started (tests), or at once when this instance runs no jobs. */
  async ready(): Promise<void> {
    await this.started;
  }

  private async startWhenReachable(due: RegisteredJob<unknown>[]): Promise<void> {
    for (let attempt = 1; !this.stopping; attempt++) {
      try {
        await this.start(due);
        return;
      } catch (error) {
        // A start that failed half-way leaves nothing behind: its ticks go with it, the next attempt sets them anew.
        this.clearTicks();
        await this.boss?.stop({ graceful: false, close: false }).catch(() => undefined);
        this.boss = null;
        if (attempt === 1) this.logger.warn(`The job queue could not start (${(error as Error).message}); trying again every 5 s`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, 5_000);
          timer.unref();
          this.retry = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
    }
  }

  private clearTicks(): void {
    for (const job of this.jobs) if (this.registry.doesExist('interval', tickName(job))) this.registry.deleteInterval(tickName(job));
  }

  /** The running queue, once started (enqueueing during the first seconds of an application waits for it). */
  private async runningBoss(): Promise<PgBoss> {
    if (!this.started) throw new Error('The job queue does not run in this process (background jobs are off)');
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`The job queue has not started within ${START_WAIT_MS / 1000} s`)), START_WAIT_MS);
    });
    try {
      await Promise.race([this.started, late]);
    } finally {
      clearTimeout(timer);
    }
    if (!this.boss) throw new Error('The job queue has stopped');
    return this.boss;
  }

  private async setUpDeliveries(boss: PgBoss, queue: RegisteredDeliveryQueue): Promise<void> {
    await boss.createQueue(queue.spec.name, queue.options);
    // A queue made before keeps the options it was made with: this instance's configuration (MAIL_* and the like) applies
    // (the claim and the time-out are also given with each job).
    const { policy: _policy, heartbeatSeconds: _heartbeat, retryDelayMax: _max, ...updatable } = queue.options;
    await boss.updateQueue(queue.spec.name, updatable);
    if (!queue.paused) await this.startWorking(queue);
  }

  /** @internal A delivery queue's enqueue: pg-boss's own insert, run on the caller's transaction when it has one. */
  async enqueue(queue: RegisteredDeliveryQueue, attempts: readonly { key: string; at?: Date }[], em: EntityManager): Promise<void> {
    if (attempts.length === 0) return;
    const boss = await this.runningBoss();
    await queue.ready;
    // On the caller's transaction when it has one (the ORM's Kysely transaction: the statement and its one JSON
    // parameter as they are), else on the pool.
    const transaction = em.isInTransaction() ? em.getTransactionContext() : undefined;
    const db = transaction
      ? fromKysely(transaction as unknown as KyselyTransactionLike)
      : { executeSql: (text: string, values?: unknown[]) => this.sql.query(text, values) };
    await boss.insert(
      queue.spec.name,
      attempts.map((attempt) => ({
        data: { key: attempt.key },
        heartbeatSeconds: queue.options.heartbeatSeconds,
        expireInSeconds: queue.options.expireInSeconds,
        ...(attempt.at ? { startAfter: attempt.at.toISOString() } : {}),
      })),
      { db },
    );
  }

  /** @internal */
  async withoutAttempt(queue: RegisteredDeliveryQueue, keys: readonly string[]): Promise<string[]> {
    if (keys.length === 0) return [];
    const { rows } = await this.sql.query(
      `SELECT k.key FROM unnest($2::text[]) AS k (key)
        WHERE NOT EXISTS (SELECT 1 FROM ${JOB_QUEUE_SCHEMA}.job j WHERE j.name = $1 AND j.state < 'completed' AND j.data->>'key' = k.key)`,
      [queue.spec.name, [...keys]],
    );
    return (rows as { key: string }[]).map((row) => row.key);
  }

  /** @internal */
  wake(queue: RegisteredDeliveryQueue): void {
    if (this.boss && queue.worker) this.boss.notifyWorker(queue.worker);
  }

  /** @internal Starts this instance's worker for the queue (once the queue runs; again after a pause). */
  async startWorking(queue: RegisteredDeliveryQueue): Promise<void> {
    const boss = this.boss;
    if (!boss || queue.worker || queue.paused || this.stopping) return;
    queue.worker = await boss.work<{ key: string }>(
      queue.spec.name,
      {
        batchSize: Math.max(1, queue.spec.batchSize),
        pollingIntervalSeconds: Math.max(0.5, queue.spec.pollMs / 1000),
        // A full batch says more is due: the next is fetched at once (a giving moment's receipts go at the mailer's pace).
        burstWhenBatchFull: true,
      },
      async (jobs: Job<{ key: string }>[]) => {
        await queue.run(jobs.map((job) => ({ id: job.id, key: job.data.key })));
      },
    );
  }

  /** @internal */
  async stopWorking(queue: RegisteredDeliveryQueue): Promise<void> {
    const worker = queue.worker;
    queue.worker = null;
    if (this.boss && worker) await this.boss.offWork(queue.spec.name, { id: worker, wait: true });
  }

  /**
   * @internal Runs due attempts here until none is due and none is running anywhere: a worker's batch (this
   * instance's or another's) may have been fetched and not be running yet, so what is active is waited for too
   * (up to DRAIN_WAIT_MS), and what came due meanwhile is run here.
   */
  async drain(queue: RegisteredDeliveryQueue): Promise<void> {
    const boss = await this.runningBoss();
    await queue.ready;
    const until = Date.now() + DRAIN_WAIT_MS;
    for (;;) {
      while (queue.running.size > 0) await Promise.allSettled([...queue.running]);
      const jobs = await boss.fetch<{ key: string }>(queue.spec.name, { batchSize: Math.max(1, queue.spec.batchSize) });
      if (jobs.length > 0) {
        const ids = jobs.map((job) => job.id);
        try {
          await queue.run(jobs.map((job) => ({ id: job.id, key: job.data.key })));
        } catch (error) {
          await boss.fail(queue.spec.name, ids, { message: (error as Error).message });
          throw error;
        }
        await boss.complete(queue.spec.name, ids);
        continue;
      }
      const { rows } = await this.sql.query(
        `SELECT count(*)::int AS going FROM ${JOB_QUEUE_SCHEMA}.job
          WHERE name = $1 AND (state = 'active' OR (state IN ('created', 'retry') AND start_after <= now()))`,
        [queue.spec.name],
      );
      if ((rows[0] as { going: number }).going === 0 || Date.now() > until) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  /** Every registered job's state (the periodic ones; an instance that runs none has nothing to show). */
  async states(): Promise<JobState[]> {
    const names = [...this.jobs, ...this.deliveryQueues].map((job) => job.spec.name);
    // One statement, so one snapshot: the last run and the counts always agree (two queries side by side once showed
    // a run that had failed beside a failure count that had not seen it yet).
    const { rows } = await this.sql.query(
      `WITH last AS (
         SELECT DISTINCT ON (name) name, state, started_on, completed_on, output
           FROM ${JOB_QUEUE_SCHEMA}.job
          WHERE name = ANY($1) AND state IN ('completed', 'failed')
          ORDER BY name, completed_on DESC
       ), counted AS (
         SELECT name, count(*) FILTER (WHERE state = 'active')::int AS active,
                count(*) FILTER (WHERE state IN ('created', 'retry'))::int AS queued,
                count(*) FILTER (WHERE state = 'failed')::int AS failed
           FROM ${JOB_QUEUE_SCHEMA}.job WHERE name = ANY($1) GROUP BY name
       )
       SELECT counted.*, last.state, last.started_on, last.completed_on, last.output FROM counted LEFT JOIN last USING (name)`,
      [names],
    );
    const last = new Map((rows as LastRunRow[]).filter((row) => row.state).map((row) => [row.name, row]));
    const count = new Map((rows as CountRow[]).map((row) => [row.name, row]));
    const listed = [
      ...this.jobs.map((job) => ({ spec: job.spec, kind: 'periodic' as const, everySeconds: job.spec.everyMs > 0 ? job.periodSeconds : 0 })),
      ...this.deliveryQueues.map((queue) => ({ spec: queue.spec, kind: 'deliveries' as const, everySeconds: 0 })),
    ];
    return listed.map((job) => {
      const run = last.get(job.spec.name);
      const counted = count.get(job.spec.name);
      return {
        name: job.spec.name,
        title: job.spec.title,
        kind: job.kind,
        everySeconds: job.everySeconds,
        lastRun: run
          ? { state: run.state, startedAt: new Date(run.started_on), endedAt: new Date(run.completed_on), error: run.state === 'failed' ? errorOf(run.output) : null }
          : null,
        active: counted?.active ?? 0,
        queued: counted?.queued ?? 0,
        failed: counted?.failed ?? 0,
      };
    });
  }

  private async start(due: RegisteredJob<unknown>[]): Promise<void> {
    const boss = new PgBoss({
      db: { executeSql: (text, values) => this.sql.query(text, values) },
      schema: JOB_QUEUE_SCHEMA,
      // Periods are offered by the instances' ticks (below), not by pg-boss's cron.
      schedule: false,
    });
    boss.on('error', (error) => this.logger.warn(`Job queue: ${error.message}`));
    this.boss = boss;
    await boss.start();
    for (const queue of this.deliveryQueues) {
      if (this.stopping) return;
      await (queue.ready ??= this.setUpDeliveries(boss, queue));
    }
    for (const job of due) {
      if (this.stopping) return;
      await boss.createQueue(job.spec.name, {
        policy: 'stately',
        retryLimit: 0,
        expireInSeconds: Math.max(60, 3 * job.periodSeconds),
        deleteAfterSeconds: KEEP_FINISHED_SECONDS,
      });
      const worker = await boss.work(
        job.spec.name,
        { pollingIntervalSeconds: Math.min(30, Math.max(0.5, job.periodSeconds / 2)) },
        async ([queued]: Job[]) => ({ result: (await job.run()) ?? null, job: queued.id }),
      );
      // Offered twice a period, so that no slot goes without an offer however the ticks drift; the first time one
      // period after the start (an instance starting runs nothing at once: the others may have just run it).
      const firstAt = Date.now() + job.spec.everyMs;
      const offer = () => {
        if (Date.now() < firstAt) return;
        const offered = boss
          .send(job.spec.name, null, { singletonSeconds: job.periodSeconds })
          .then((id) => {
            if (id) boss.notifyWorker(worker); // this instance offered first: its worker takes it now
          })
          .catch((error: unknown) => this.logger.warn(`${job.spec.name} not offered: ${(error as Error).message}`))
          .finally(() => this.offering.delete(offered));
        this.offering.add(offered);
      };
      const tick = setInterval(offer, Math.max(250, job.spec.everyMs / 2));
      tick.unref();
      this.registry.addInterval(tickName(job), tick);
    }
  }
}

interface LastRunRow {
  name: string;
  state: 'completed' | 'failed';
  /** Timestamps come as text on the ORM's pool. */
  started_on: string | Date;
  completed_on: string | Date;
  output: unknown;
}

interface CountRow {
  name: string;
  active: number;
  queued: number;
  failed: number;
}

function tickName(job: RegisteredJob<unknown>): string {
  return `job-queue.${job.spec.name}`;
}

/** pg-boss keeps a failed run's error as its output (`{ message, stack }`). */
function errorOf(output: unknown): string {
  const message = (output as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : 'Failed';
}
