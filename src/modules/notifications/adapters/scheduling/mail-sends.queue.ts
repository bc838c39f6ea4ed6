import type { Provider } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../../shared-kernel/infrastructure/config/app-config.js';
import { JobQueue, type DeliveryQueue } from '../../../../shared-kernel/infrastructure/jobs/job-queue.js';
import { MAILER, type Mailer } from '../../application/mailer.port.js';

/**
 * Each email's sends, on the job queue: one job per attempt (the first when the message is queued, each retry when
 * the one before failed, an administrator's retry), enqueued in the transaction that wrote the message's state.
 */
export const MAIL_SENDS = Symbol('MailSends');

/** The queue's name (administrators see it in the console's Jobs tab). */
export const MAIL_SENDS_QUEUE = 'notifications.send-email';

export const mailSendsProvider: Provider = {
  provide: MAIL_SENDS,
  inject: [JobQueue, APP_CONFIG, MAILER],
  useFactory: (jobs: JobQueue, config: AppConfig, mailer: Mailer): DeliveryQueue =>
    jobs.deliveries({
      name: MAIL_SENDS_QUEUE,
      title: 'Send each email (first send and retries)',
      // As many at once as the mailer takes (SMTP: one per pooled connection; the .eml writer a batch).
      batchSize: Math.max(1, mailer.sendsAtOnce),
      pollMs: config.mail.pollMs,
      // MAIL_CLAIM_MS: renewed while the sends go on; an instance that died leaves its sends to another after it.
      claimSeconds: config.mail.claimMs / 1000,
      // Each send is given up after MAIL_SEND_TIMEOUT_MS; a minute more for writing the outcomes.
      timeoutSeconds: config.mail.sendTimeoutMs / 1000 + 60,
    }),
};
