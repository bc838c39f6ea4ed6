import { Inject, Injectable, Logger } from '@nestjs/common';
import { CLOCK, type Clock } from '../../../shared-kernel/domain.js';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../shared-kernel/application.js';
import type { OutgoingMessage } from '../domain/outgoing-message.aggregate.js';
import { OUTGOING_MESSAGE_REPOSITORY, type OutgoingMessageRepository } from '../domain/outgoing-message.repository.js';
import { RetryPolicy } from '../domain/retry-policy.value-object.js';
import { MAILER, type Mailer } from './mailer.js';
import { NOTIFICATION_SETTINGS, type NotificationSettings } from './notification-settings.js';

/** How long a claimed message is held by one dispatcher: longer than any SMTP conversation's time-outs. */
export const CLAIM_LEASE_MS = 120_000;
/** Messages claimed at once. */
export const DISPATCH_BATCH = 20;

export interface DispatchResult {
  sent: number;
  failed: number;
}

/**
 * Sends the messages that are due: claims a batch (no other dispatcher, here or in another
 * instance, takes them meanwhile), sends its messages a few at once, and records each few's outcomes
 * in one statement: sent, or a failed attempt retried later with exponential backoff. A message is
 * only ever marked sent after the mail server accepted it, and a sent message is never claimed again.
 * Should the process die between a send and that statement, the claim runs out and the message is
 * sent again: at least once, never lost.
 */
@Injectable()
export class DispatchMessages {
  private readonly logger = new Logger('MailDispatcher');
  private readonly policy: RetryPolicy;

  constructor(
    @Inject(OUTGOING_MESSAGE_REPOSITORY) private readonly messages: OutgoingMessageRepository,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(NOTIFICATION_SETTINGS) settings: NotificationSettings,
  ) {
    this.policy = new RetryPolicy(settings.retry.baseMs, settings.retry.maxMs, settings.retry.maxAttempts);
  }

  /**
   * Sends what is due until nothing is, or until `stopping` says the application is closing (checked
   * before each batch: a closing app finishes the batch it claimed, and the rest waits for the next run,
   * here or on another instance); returns what happened.
   */
  async execute(stopping: () => boolean = () => false): Promise<DispatchResult> {
    const result: DispatchResult = { sent: 0, failed: 0 };
    for (;;) {
      if (stopping()) return result;
      const batch = await this.messages.claimDue(DISPATCH_BATCH, CLAIM_LEASE_MS);
      if (batch.length === 0) return result;
      const sendable = batch.filter((message) => message.isSendable);
      result.failed += batch.length - sendable.length;
      // As many at once as the mailer takes (SMTP: a few; files: the whole batch), and their outcomes written
      // before the next ones go: each outcome is written within one send's time-outs of its claim (well inside
      // the lease), and a crash re-sends at most those few.
      const atOnce = Math.max(1, this.mailer.sendsAtOnce);
      for (let i = 0; i < sendable.length; i += atOnce) {
        const wave = sendable.slice(i, i + atOnce);
        for (const sent of await Promise.all(wave.map((message) => this.sendOne(message)))) {
          if (sent) result.sent += 1;
          else result.failed += 1;
        }
        // The outcomes are one UPDATE (sending records no event): no transaction around it.
        await this.uow.runAsOneStatement(() => this.messages.saveDeliveries(wave));
      }
    }
  }

  /** Sends one message and notes the outcome on it (written with its batch). */
  private async sendOne(message: OutgoingMessage): Promise<boolean> {
    const content = message.content;
    if (!content || !message.recipientEmail) return false;
    let error: string | null = null;
    try {
      await this.mailer.send({ messageId: message.id, to: message.recipientEmail, ...content });
    } catch (e) {
      error = e instanceof Error ? e.message : String(e);
    }
    const now = this.clock.now();
    if (error === null) message.markSent(now);
    else message.markFailedAttempt(error, now, this.policy);
    if (error !== null) {
      const next = message.deliveryState === 'failed' ? 'it is now failed (an administrator may retry it)' : `it will be retried (attempt ${message.attempts} failed)`;
      this.logger.warn(`Sending message ${message.id} failed: ${error}; ${next}`);
    }
    return error === null;
  }
}
