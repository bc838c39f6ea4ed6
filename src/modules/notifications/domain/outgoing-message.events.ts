import type { DomainEvent } from '../../../shared-kernel/domain.js';

/** A message was queued for sending: the dispatcher sends it right after the unit of work commits. */
export class MessageQueued implements DomainEvent {
  constructor(
    readonly messageId: string,
    readonly template: string,
    readonly occurredAt: Date,
  ) {}
}

export type OutgoingMessageEvent = MessageQueued;
