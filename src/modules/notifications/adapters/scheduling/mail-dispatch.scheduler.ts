import { MikroORM, RequestContext } from '@mikro-orm/core';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type BeforeApplicationShutdown } from '@nestjs/common';
import { AsyncResource } from 'node:async_hooks';
import { APP_CONFIG, type AppConfig } from '../../../../shared-kernel/infrastructure/config/app-config.js';
import { JobQueue } from '../../../../shared-kernel/infrastructure/jobs/job-queue.js';
import { DispatchMessages, type DispatchResult } from '../../application/dispatch-messages.use-case.js';
import type { DispatchTrigger } from '../../application/notification-settings.port.js';

/**
 * Runs the mail dispatcher right after a unit of work of this instance queued a message (kick), and every
 * MAIL_POLL_MS once across instances (the job queue: retries that came due, messages an instance left behind;
 * at least a second apart). Never two runs of this instance at once (a kick during a run asks for one more
 * run); across instances each message is claimed by one dispatcher at a time (FOR UPDATE SKIP LOCKED and a lease).
 */
@Injectable()
export class MailDispatchScheduler implements DispatchTrigger, OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('MailDispatcher');
  private running: Promise<DispatchResult | null> | null = null;
  private again = false;
  private stopped = true;
  /**
   * Starts a run in the async context of the application's start, never in the caller's: a kick comes
   * from after-commit handlers that may still sit inside another unit's transaction (the outbox relay's
   * claim), and a run that inherited it would send its statements through that transaction.
   */
  private startDetached: () => void = () => this.startIfUp();

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    jobs: JobQueue,
    private readonly orm: MikroORM,
    private readonly dispatch: DispatchMessages,
  ) {
    jobs.periodic({
      name: 'notifications.dispatch-mail',
      title: 'Send queued email and retries',
      everyMs: config.mail.pollMs,
      run: async () => {
        const result = await this.runOnce();
        if (result === null) throw new Error('Sending queued mail failed (its reason is in the log)');
        return result;
      },
      failure: 'Sending queued mail failed',
    });
  }

  onApplicationBootstrap(): void {
    this.startDetached = AsyncResource.bind(() => this.startIfUp());
    this.stopped = false;
    this.kick();
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.stop();
  }

  /** No more runs (nor kicks); resolves when the running one, if any, is done. */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.running;
  }

  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    setImmediate(this.startDetached);
  }

  /**
   * A kick's run starts on the next turn of the event loop: the application may have stopped since (a kick
   * from the last commit before shutdown), and a run then would claim messages through a closing pool.
   */
  private startIfUp(): void {
    if (!this.stopped) void this.runOnce();
  }

  /** One run now, unless one is going (then the running one is awaited); null when it failed. */
  runOnce(): Promise<DispatchResult | null> {
    this.running ??= RequestContext.create(this.orm.em.fork(), () => this.dispatch.execute(() => this.stopped))
      .catch((error: unknown) => {
        this.logger.error(`Sending queued mail failed: ${(error as Error).message}`);
        return null;
      })
      .finally(() => {
        this.running = null;
        if (this.again && !this.stopped) {
          this.again = false;
          setImmediate(this.startDetached);
        }
      });
    return this.running;
  }

  /** Until nothing due is left (tests). */
  async drain(): Promise<void> {
    while (this.running) await this.running;
    await this.runOnce();
  }
}
