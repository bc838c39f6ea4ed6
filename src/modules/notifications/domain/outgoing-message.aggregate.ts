import { AggregateRoot, isEmailAddress, newId } from '../../../shared-kernel/domain.js';
import { MessageQueued, type OutgoingMessageEvent } from './outgoing-message.events.js';
import type { MessageBody, MessageDescription } from './message-body.js';
import type { RetryPolicy } from './retry-policy.value-object.js';

/**
 * queued: waits for its first send; retrying: a send failed, the next attempt is due at nextAttemptAt;
 * sent: the mail server accepted it; failed: it kept failing (an administrator may retry it);
 * cancelled: its recipient closed their account before it was sent.
 */
export type DeliveryState = 'queued' | 'retrying' | 'sent' | 'failed' | 'cancelled';
export const DELIVERY_STATES: readonly DeliveryState[] = ['queued', 'retrying', 'sent', 'failed', 'cancelled'];

export interface OutgoingMessageState {
  id: string;
  /**
   * What makes the message unique: the event (or the business fact, such as a donation) plus the
   * template and, for messages to many people, the recipient. A second message with the same key is
   * never queued, so an event delivered twice never sends twice.
   */
  dedupeKey: string;
  template: string;
  /** The integration event that caused it (type and id), for the admin view. */
  sourceEventType: string;
  sourceEventId: string;
  /** null once erased (the member closed their account). */
  recipientEmail: string | null;
  recipientUserId: string | null;
  subject: string;
  /** What it says (laid out when sent); null once erased. */
  body: MessageBody | null;
  state: DeliveryState;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: Date;
  createdAt: Date;
  sentAt: Date | null;
}

export interface QueueMessage {
  dedupeKey: string;
  template: string;
  sourceEventType: string;
  sourceEventId: string;
  to: string;
  recipientUserId: string | null;
  message: MessageDescription;
}

const MAX_ERROR = 1000;

/** One email the platform owes someone, from queued until the mail server accepted it. */
export class OutgoingMessage extends AggregateRoot<OutgoingMessageEvent> {
  private constructor(private state: OutgoingMessageState) {
    super();
  }

  static queue(input: QueueMessage, now: Date): OutgoingMessage {
    const to = input.to.trim();
    if (!isEmailAddress(to)) throw new Error(`Cannot queue ${input.template}: "${to}" is not an email address`);
    const message = new OutgoingMessage({
      id: newId(),
      dedupeKey: input.dedupeKey,
      template: input.template,
      sourceEventType: input.sourceEventType,
      sourceEventId: input.sourceEventId,
      recipientEmail: to,
      recipientUserId: input.recipientUserId,
      subject: input.message.subject,
      body: { description: input.message },
      state: 'queued',
      attempts: 0,
      lastError: null,
      nextAttemptAt: now,
      createdAt: now,
      sentAt: null,
    });
    message.record(new MessageQueued(message.state.id, input.template, now));
    return message;
  }

  static restore(state: OutgoingMessageState): OutgoingMessage {
    return new OutgoingMessage({ ...state });
  }

  toState(): OutgoingMessageState {
    return { ...this.state };
  }

  get id(): string {
    return this.state.id;
  }
  get deliveryState(): DeliveryState {
    return this.state.state;
  }
  get attempts(): number {
    return this.state.attempts;
  }
  get recipientEmail(): string | null {
    return this.state.recipientEmail;
  }
  /** What it says; null once erased. */
  get body(): MessageBody | null {
    return this.state.body;
  }

  /** Only queued or retrying messages with an address and a body are ever sent. */
  get isSendable(): boolean {
    return (this.state.state === 'queued' || this.state.state === 'retrying') && this.state.recipientEmail !== null && this.state.body !== null;
  }

  /** The mail server accepted it. */
  markSent(at: Date): void {
    if (!this.isSendable) return;
    this.state.state = 'sent';
    this.state.attempts += 1;
    this.state.lastError = null;
    this.state.sentAt = at;
  }

  /** A send failed: retried later by the policy's backoff, or failed for good after its last attempt. */
  markFailedAttempt(error: string, at: Date, policy: RetryPolicy): void {
    if (!this.isSendable) return;
    this.state.attempts += 1;
    this.state.lastError = error.slice(0, MAX_ERROR);
    if (policy.givesUpAfter(this.state.attempts)) {
      this.state.state = 'failed';
      return;
    }
    this.state.state = 'retrying';
    this.state.nextAttemptAt = new Date(at.getTime() + policy.delayAfter(this.state.attempts));
  }

  /** An administrator asks for one more try of a failed message. Answers whether it was failed. */
  retry(at: Date): boolean {
    if (this.state.state !== 'failed' || this.state.recipientEmail === null || this.state.body === null) return false;
    this.state.state = 'retrying';
    this.state.nextAttemptAt = at;
    this.record(new MessageQueued(this.state.id, this.state.template, at));
    return true;
  }

  /** The recipient closed their account: their address and the body go; an unsent message is cancelled. */
  erase(): void {
    this.state.recipientEmail = null;
    this.state.body = null;
    this.state.dedupeKey = `erased:${this.state.id}`;
    if (this.state.state !== 'sent') {
      this.state.state = 'cancelled';
      this.state.lastError = null;
    }
  }
}
