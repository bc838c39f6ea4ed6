import type { DeliveryState, OutgoingMessage } from './outgoing-message.aggregate.js';

export interface OutgoingMessageRepository {
  /**
   * Queues a new message in the running unit of work (written by the time it commits); nothing is written
   * when a message with the same dedupe key exists.
   */
  add(message: OutgoingMessage): Promise<void>;
  /** Writes a known message's delivery state (one statement). */
  save(message: OutgoingMessage): Promise<void>;
  /** Writes the delivery outcomes of a dispatcher's batch of sendable messages, in one statement, as `save` would each. */
  saveDeliveries(messages: readonly OutgoingMessage[]): Promise<void>;
  findById(id: string): Promise<OutgoingMessage | null>;
  /** Whether a message of this template was ever queued for this member. */
  existsFor(recipientUserId: string, template: string): Promise<boolean>;
  /**
   * Claims up to `limit` messages due for a send (queued, or retrying and due) for `leaseMs`: no other
   * dispatcher (of this or another instance) takes them meanwhile. A crashed sender's claim expires.
   */
  claimDue(limit: number, leaseMs: number): Promise<OutgoingMessage[]>;
  /**
   * Renews this dispatcher's claim on these messages for `leaseMs` from now while their sends go on (those still
   * owed: a message whose outcome is written is left alone).
   */
  renewClaims(ids: readonly string[], leaseMs: number): Promise<void>;
  /** The addresses this member's messages went to. */
  addressesOf(recipientUserId: string): Promise<string[]>;
  /** Every message queued for this member, or to one of these addresses until the account closed, locked (to erase them). */
  addressedTo(recipientUserId: string, emails: string[], closedAt: Date): Promise<OutgoingMessage[]>;
}
export const OUTGOING_MESSAGE_REPOSITORY = Symbol('OutgoingMessageRepository');

export type { DeliveryState };
