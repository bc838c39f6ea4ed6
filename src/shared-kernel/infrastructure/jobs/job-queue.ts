import { MikroORM, RequestContext } from '@mikro-orm/core';
import { Inject, Injectable, Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { PgBoss, type Job } from 'pg-boss';
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

/** A job's state, for administrators. */
export interface JobState {
  name: string;
  title: string;
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

  /**
   * Starts the queue without holding up the application's start: an instance whose database is down still
   * answers (its health says so), and its jobs start once the database answers (tried every 5 s).
   */
  onApplicationBootstrap(): void {
    const due = this.jobs.filter((job) => job.spec.everyMs > 0);
    if (this.config.backgroundJobs && due.length > 0) this.started = this.startWhenReachable(due);
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

  /** Every registered job's state (the periodic ones; an instance that runs none has nothing to show). */
  async states(): Promise<JobState[]> {
    const names = this.jobs.map((job) => job.spec.name);
    const [rows, counts] = await Promise.all([
      this.sql.query(
        `SELECT DISTINCT ON (name) name, state, started_on, completed_on, output
           FROM ${JOB_QUEUE_SCHEMA}.job
          WHERE name = ANY($1) AND state IN ('completed', 'failed')
          ORDER BY name, completed_on DESC`,
        [names],
      ),
      this.sql.query(
        `SELECT name, count(*) FILTER (WHERE state = 'active')::int AS active,
                count(*) FILTER (WHERE state IN ('created', 'retry'))::int AS queued,
                count(*) FILTER (WHERE state = 'failed')::int AS failed
           FROM ${JOB_QUEUE_SCHEMA}.job WHERE name = ANY($1) GROUP BY name`,
        [names],
      ),
    ]);
    const last = new Map((rows.rows as LastRunRow[]).map((row) => [row.name, row]));
    const count = new Map((counts.rows as CountRow[]).map((row) => [row.name, row]));
    return this.jobs.map((job) => {
      const run = last.get(job.spec.name);
      const counted = count.get(job.spec.name);
      return {
        name: job.spec.name,
        title: job.spec.title,
        everySeconds: job.spec.everyMs > 0 ? job.periodSeconds : 0,
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
