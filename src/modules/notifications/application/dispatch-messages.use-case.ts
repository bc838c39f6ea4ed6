import { Inject, Injectable, Logger } from '@nestjs/common';
import { CLOCK, type Clock } from '../../../shared-kernel/domain.js';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../shared-kernel/application.js';
import type { OutgoingMessage } from '../domain/outgoing-message.aggregate.js';
import { OUTGOING_MESSAGE_REPOSITORY, type OutgoingMessageRepository } from '../domain/outgoing-message.repository.js';
import { RetryPolicy } from '../domain/retry-policy.value-object.js';
import { MAILER, type Mailer } from './mailer.js';
import { NOTIFICATION_SETTINGS, type NotificationSettings } from './notification-settings.js';

/** Messages a mailer that never waits (the .eml writer) takes at once. */
export const DISPATCH_BATCH = 20;
/** A send still going at this share of the claim is abandoned (a failed attempt, retried later): it never outlives its claim. */
const SEND_DEADLINE_SHARE = 0.8;

export interface DispatchResult {
  sent: number;
  failed: number;
}

/**
 * Sends the messages that are due: claims as many as the mailer sends at once (SMTP: one per pooled connection),
 * so no other dispatcher, here or in another instance, takes them meanwhile; sends them; records their outcomes in
 * one statement (sent, or a failed attempt retried later with exponential backoff), which releases the claim; then
 * claims the next few. A claim covers only its own sends, and each send ends within it (the SMTP time-outs are
 * derived from the claim, and a send still going near its end is abandoned as a failed attempt): with a slow,
 * down or stalling mail server no claim runs out while its message is being sent, so no other instance sends it
 * again. (A batch of 20 held for 120 s against a server taking 39 s a message did: 8 of 28 arrived twice.) A
 * message is only ever marked sent after the mail server accepted it. Should the process die between a send and
 * its outcome, the claim runs out and the message is sent again: at least once, never lost.
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
    this.claimMs = settings.claimMs;
  }

  private readonly claimMs: number;

  /**
   * Sends what is due until nothing is, or until `stopping` says the application is closing (checked
   * before each batch: a closing app finishes the batch it claimed, and the rest waits for the next run,
   * here or on another instance); returns what happened.
   */
  async execute(stopping: () => boolean = () => false): Promise<DispatchResult> {
    const result: DispatchResult = { sent: 0, failed: 0 };
    // As many at once as the mailer takes (SMTP: a few; files: a batch), claimed together and their outcomes written
    // before the next are claimed: a crash re-sends at most those few.
    const atOnce = Math.max(1, this.mailer.sendsAtOnce);
    for (;;) {
      if (stopping()) return result;
      const wave = await this.messages.claimDue(atOnce, this.claimMs);
      if (wave.length === 0) return result;
      const sendable = wave.filter((message) => message.isSendable);
      result.failed += wave.length - sendable.length;
      for (const sent of await Promise.all(sendable.map((message) => this.sendOne(message)))) {
        if (sent) result.sent += 1;
        else result.failed += 1;
      }
      // The outcomes are one UPDATE (sending records no event): no transaction around it.
      await this.uow.runAsOneStatement(() => this.messages.saveDeliveries(sendable));
    }
  }

  /** Sends one message and notes the outcome on it (written with its batch). */
  private async sendOne(message: OutgoingMessage): Promise<boolean> {
    const content = message.content;
    if (!content || !message.recipientEmail) return false;
    let error: string | null = null;
    let deadline: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        this.mailer.send({ messageId: message.id, to: message.recipientEmail, ...content }),
        new Promise((_, reject) => {
          deadline = setTimeout(() => reject(new Error('The mail server took too long: the attempt was abandoned')), this.claimMs * SEND_DEADLINE_SHARE);
        }),
      ]);
    } catch (e) {
      error = e instanceof Error ? e.message : String(e);
    } finally {
      clearTimeout(deadline);
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
