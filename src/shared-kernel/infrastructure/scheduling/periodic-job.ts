import { type MikroORM, RequestContext } from '@mikro-orm/core';
import type { Logger } from '@nestjs/common';
import type { SchedulerRegistry } from '@nestjs/schedule';

/**
 * A job run every `periodMs` from the application's start (registered with Nest's scheduler under `name`),
 * each run in an ORM context of its own, never two runs of this instance at once. A failed run is logged
 * and answered null; the next period tries again.
 */
export class PeriodicJob<T> {
  private running: Promise<T | null> | null = null;

  constructor(
    private readonly name: string,
    private readonly deps: { registry: SchedulerRegistry; orm: MikroORM; logger: Logger },
    private readonly work: () => Promise<T>,
    /** What failed, for the log: "The sweep of unrecorded payments failed". */
    private readonly failure: string,
  ) {}

  /** Every periodMs from now (0 or less: never). */
  start(periodMs: number): void {
    if (periodMs <= 0) return;
    const timer = setInterval(() => void this.runOnce(), periodMs);
    timer.unref();
    this.deps.registry.addInterval(this.name, timer);
  }

  /** No more runs; resolves when the running one, if any, is done (call it before the ORM closes: beforeApplicationShutdown). */
  async stop(): Promise<void> {
    if (this.deps.registry.doesExist('interval', this.name)) this.deps.registry.deleteInterval(this.name);
    await this.running;
  }

  /** One run now, unless one is still going (then that one is awaited); null when it failed. */
  runOnce(): Promise<T | null> {
    this.running ??= RequestContext.create(this.deps.orm.em.fork(), () => this.work())
      .catch((error: unknown) => {
        this.deps.logger.error(`${this.failure}: ${(error as Error).message}`);
        return null;
      })
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }
}
