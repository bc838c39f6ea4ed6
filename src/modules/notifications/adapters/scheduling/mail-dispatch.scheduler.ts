import { MikroORM, RequestContext } from '@mikro-orm/core';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../../shared-kernel/infrastructure/config/app-config.js';
import { JobQueue, type DeliveryQueue, type PeriodicJob } from '../../../../shared-kernel/infrastructure/jobs/job-queue.js';
import { DispatchMessages } from '../../application/dispatch-messages.use-case.js';
import type { DispatchTrigger } from '../../application/notification-settings.port.js';
import { MAIL_SENDS } from './mail-sends.queue.js';

/**
 * Email on the job queue: this instance's worker sends the messages whose sends came due (MAIL_SENDS, one job a send,
 * looked for every MAIL_POLL_MS and at once after a unit of work of this instance queued one), and once a period
 * across instances a pass gives any owed message left without a send its send.
 */
@Injectable()
export class MailDispatchScheduler implements DispatchTrigger {
  private readonly owedPass: PeriodicJob<number>;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    jobs: JobQueue,
    @Inject(MAIL_SENDS) private readonly sends: DeliveryQueue,
    orm: MikroORM,
    dispatch: DispatchMessages,
  ) {
    sends.work(async (attempts) => {
      await RequestContext.create(orm.em.fork(), () => dispatch.execute(attempts.map((attempt) => attempt.key)));
    });
    this.owedPass = jobs.periodic({
      name: 'notifications.schedule-owed-mail',
      title: 'Schedule owed email left without a send',
      everyMs: config.mail.pollMs,
      run: () => dispatch.scheduleOwed(),
      failure: 'Scheduling owed email failed',
    });
  }

  kick(): void {
    this.sends.wake();
  }

  /** This instance sends no more (tests); resolves when the sends under way are done. */
  stop(): Promise<void> {
    return this.sends.pause();
  }

  /** Sends again after `stop()`. */
  resume(): void {
    this.sends.resume();
  }

  /** Until nothing due is left, owed messages without a send included (tests). */
  async drain(): Promise<void> {
    await this.owedPass.runOnce();
    await this.sends.drain();
  }
}
