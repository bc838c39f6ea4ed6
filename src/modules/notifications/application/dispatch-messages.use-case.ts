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
 * Sends the messages that are due: claims as many as the mailer sends at once (SMTP: one per pooled connection),
 * so no other dispatcher, here or in another instance, takes them meanwhile; sends them, renewing the claim every
 * third of MAIL_CLAIM_MS for as long as their sends go on; records their outcomes in one statement (sent, or a
 * failed attempt retried later with exponential backoff), which releases the claim; then claims the next few.
 * However slow the mail server (its answer is awaited up to MAIL_SEND_TIMEOUT_MS), a claim never runs out while its
 * message is being sent, so no other instance sends it again. (A batch of 20 held for 120 s against a server taking
 * 39 s a message did: 8 of 28 arrived twice.) A message is only ever marked sent after the mail server accepted it.
 * Should the process die between a send and its outcome, its claim is no longer renewed, runs out, and the message
 * is sent again: at least once, never lost.
 */
@Injectable()
export class DispatchMessages {
  private readonly logger = new Logger('MailDispatcher');
  private readonly policy: RetryPolicy;
  private readonly claimMs: number;
  private readonly layout: MailLayout;

  constructor(
    @Inject(OUTGOING_MESSAGE_REPOSITORY) private readonly messages: OutgoingMessageRepository,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(NOTIFICATION_SETTINGS) settings: NotificationSettings,
  ) {
    this.policy = new RetryPolicy(settings.retry.baseMs, settings.retry.maxMs, settings.retry.maxAttempts);
    this.claimMs = settings.claimMs;
    this.layout = siteLayout(settings.baseUrl);
  }

  /**
   * Sends what is due until nothing is, or until `stopping` says the application is closing (checked
   * before each claim: a closing app finishes the sends it claimed, and the rest waits for the next run,
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
      const renewal = this.renewWhileSending(sendable.map((message) => message.id));
      let outcomes: boolean[];
      try {
        outcomes = await Promise.all(sendable.map((message) => this.sendOne(message)));
      } finally {
        await renewal.stop();
      }
      for (const sent of outcomes) {
        if (sent) result.sent += 1;
        else result.failed += 1;
      }
      // The outcomes are one UPDATE (sending records no event): no transaction around it.
      await this.uow.runAsOneStatement(() => this.messages.saveDeliveries(sendable));
    }
  }

  /**
   * Renews the claim on these messages every third of its length until stopped (a renewal under way is awaited,
   * so none lands after the outcomes). A renewal that fails is said and tried again at the next tick.
   */
  private renewWhileSending(ids: string[]): { stop(): Promise<void> } {
    let renewing: Promise<void> | null = null;
    const timer = setInterval(() => {
      if (renewing || ids.length === 0) return;
      renewing = this.uow
        .runAsOneStatement(() => this.messages.renewClaims(ids, this.claimMs))
        .catch((error: unknown) => this.logger.warn(`Renewing the claim on messages being sent failed: ${(error as Error).message}`))
        .finally(() => (renewing = null));
    }, Math.max(1, Math.floor(this.claimMs / 3)));
    return {
      stop: async () => {
        clearInterval(timer);
        await renewing;
      },
    };
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
