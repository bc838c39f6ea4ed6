import type { DeliveryState, OutgoingMessage } from './outgoing-message.aggregate.js';

export interface OutgoingMessageRepository {
  /**
   * Queues a new message in the running unit of work (written by the time it commits), with its first send;
   * nothing is written when a message with the same dedupe key exists. Whenever a message is written owed
   * (queued or retrying), its next send is scheduled at its next attempt, in the same transaction.
   */
  add(message: OutgoingMessage): Promise<void>;
  /** Writes a known message's delivery state (one statement). */
  save(message: OutgoingMessage): Promise<void>;
  /** Writes the delivery outcomes of a dispatcher's batch of sendable messages, in one statement, as `save` would each. */
  saveDeliveries(messages: readonly OutgoingMessage[]): Promise<void>;
  findById(id: string): Promise<OutgoingMessage | null>;
  /** Whether a message of this template was ever queued for this member. */
  existsFor(recipientUserId: string, template: string): Promise<boolean>;
  /** These messages, those still owed (queued or retrying), to send now. */
  findOwed(ids: readonly string[]): Promise<OutgoingMessage[]>;
  /** Gives each owed message that has no send scheduled one, at its next attempt; answers how many. */
  scheduleOwed(): Promise<number>;
  /** The addresses this member's messages went to. */
  addressesOf(recipientUserId: string): Promise<string[]>;
  /** Every message queued for this member, or to one of these addresses until the account closed, locked (to erase them). */
  addressedTo(recipientUserId: string, emails: string[], closedAt: Date): Promise<OutgoingMessage[]>;
}
export const OUTGOING_MESSAGE_REPOSITORY = Symbol('OutgoingMessageRepository');

export type { DeliveryState };
