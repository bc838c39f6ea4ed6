import { Inject, Injectable, Logger } from '@nestjs/common';
import { CLOCK, type Clock } from '../../../shared-kernel/domain.js';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../shared-kernel/application.js';
import type { OutgoingMessage } from '../domain/outgoing-message.aggregate.js';
import { OUTGOING_MESSAGE_REPOSITORY, type OutgoingMessageRepository } from '../domain/outgoing-message.repository.js';
import { RetryPolicy } from '../domain/retry-policy.value-object.js';
import { layOut, siteLayout, type MailLayout } from './mail-layout.templates.js';
import { MAILER, type Mailer } from './mailer.port.js';
import { NOTIFICATION_SETTINGS, type NotificationSettings } from './notification-settings.port.js';

/** Messages a mailer that never waits (the .eml writer) takes at once. */
export const DISPATCH_BATCH = 20;

export interface DispatchResult {
  sent: number;
  failed: number;
}

/**
 * Sends the messages whose sends came due. Each send is a job on the job queue, which hands a worker as many at once
 * as the mailer takes (SMTP: one per pooled connection), claims them for it alone across instances and renews that
 * claim while the sends go on, however slow the mail server (each answer is awaited up to MAIL_SEND_TIMEOUT_MS).
 * Their outcomes are written together, in one transaction with the next send of each that failed (retried later
 * with exponential backoff, until it is failed for good). A message is only ever marked sent after the mail server
 * accepted it; should the process die between a send and its outcome, the claim runs out and the send runs again:
 * at least once, never lost.
 */
@Injectable()
export class DispatchMessages {
  private readonly logger = new Logger('MailDispatcher');
  private readonly policy: RetryPolicy;
  private readonly layout: MailLayout;

  constructor(
    @Inject(OUTGOING_MESSAGE_REPOSITORY) private readonly messages: OutgoingMessageRepository,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(NOTIFICATION_SETTINGS) settings: NotificationSettings,
  ) {
    this.policy = new RetryPolicy(settings.retry.baseMs, settings.retry.maxMs, settings.retry.maxAttempts);
    this.layout = siteLayout(settings.baseUrl);
  }

  /**
   * Sends these messages (those still owed: one sent, cancelled or erased since its send was scheduled is left
   * alone), all at once, and writes their outcomes with the next sends of those that failed.
   */
  async execute(messageIds: readonly string[]): Promise<DispatchResult> {
    const owed = await this.messages.findOwed(messageIds);
    const sendable = owed.filter((message) => message.isSendable);
    const outcomes = await Promise.all(sendable.map((message) => this.sendOne(message)));
    // All sent: their outcomes are one UPDATE (no transaction). A failed one's next send is enqueued with it, in one.
    const save = () => this.messages.saveDeliveries(sendable);
    await (sendable.every((message) => message.deliveryState === 'sent') ? this.uow.runAsOneStatement(save) : this.uow.run(save));
    const sent = outcomes.filter(Boolean).length;
    return { sent, failed: outcomes.length - sent };
  }

  /** Gives owed messages left without a scheduled send their send (a safety net, run once a period). */
  scheduleOwed(): Promise<number> {
    return this.messages.scheduleOwed();
  }

  /** Lays one message out, sends it and notes the outcome on it (written with its batch). */
  private async sendOne(message: OutgoingMessage): Promise<boolean> {
    const body = message.body;
    if (!body || !message.recipientEmail) return false;
    let error: string | null = null;
    try {
      await this.mailer.send({ messageId: message.id, to: message.recipientEmail, ...layOut(body, this.layout) });
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
