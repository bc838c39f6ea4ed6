import { describe, expect, it } from '@jest/globals';
import type { MikroORM } from '@mikro-orm/core';
import { MailDispatchScheduler } from '../../../src/modules/notifications/adapters/scheduling/mail-dispatch.scheduler.js';
import type { DispatchMessages } from '../../../src/modules/notifications/application/dispatch-messages.use-case.js';
import type { AppConfig } from '../../../src/shared-kernel/infrastructure/config/app-config.js';
import type { JobQueue } from '../../../src/shared-kernel/infrastructure/jobs/job-queue.js';

/** A scheduler whose dispatcher counts its runs; each run takes `runMs`. */
function scheduler(runMs = 0) {
  const runs: number[] = [];
  /** What the running run's "stopping" said at its start and at its end. */
  const stopping: { atStart: boolean; atEnd: boolean }[] = [];
  const dispatch = {
    execute: async (isStopping: () => boolean) => {
      runs.push(Date.now());
      const atStart = isStopping();
      await new Promise((resolve) => setTimeout(resolve, runMs));
      stopping.push({ atStart, atEnd: isStopping() });
      return { sent: 0, failed: 0 };
    },
  } as unknown as DispatchMessages;
  const em = { name: 'default', fork: () => em };
  const orm = { em } as unknown as MikroORM;
  const config = { mail: { pollMs: 60_000 } } as unknown as AppConfig;
  return { runs, stopping, scheduler: new MailDispatchScheduler(config, { periodic: () => undefined } as unknown as JobQueue, orm, dispatch) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

/** Started, with its first run (20 ms long) under way. */
async function running() {
  const started = scheduler(20);
  started.scheduler.onApplicationBootstrap();
  await new Promise((resolve) => setImmediate(resolve));
  expect(started.runs).toHaveLength(1);
  return started;
}

describe('the mail dispatcher after shutdown', () => {
  it('starts no run for a kick that came just before the application stopped', async () => {
    const { runs, scheduler: s } = scheduler();
    s.onApplicationBootstrap(); // kicks a first run, started on the next turn of the event loop
    s.kick();
    await s.beforeApplicationShutdown();
    await settle();
    // A run now would claim messages through a connection pool that is closing.
    expect(runs).toHaveLength(0);
  });

  it('lets the running run finish and starts none after it, although a kick asked for one more', async () => {
    const { runs, scheduler: s } = await running();
    s.kick(); // during the run: one more run is owed
    await s.beforeApplicationShutdown();
    await settle();
    expect(runs).toHaveLength(1);
  });

  it('tells the run under way that the application is closing, so it claims no further batch', async () => {
    const { stopping, scheduler: s } = await running();
    await s.beforeApplicationShutdown();
    expect(stopping).toEqual([{ atStart: false, atEnd: true }]);
  });

  it('runs again for a kick during a run while the application is up', async () => {
    const { runs, scheduler: s } = await running();
    s.kick();
    await settle();
    await settle();
    expect(runs).toHaveLength(2);
    await s.beforeApplicationShutdown();
  });
});
