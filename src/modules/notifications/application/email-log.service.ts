import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, DomainError, type Clock } from '../../../shared-kernel/domain.js';
import { UNIT_OF_WORK, type Page, type PageRequest, type UnitOfWork } from '../../../shared-kernel/application.js';
import type { DeliveryState } from '../domain/outgoing-message.aggregate.js';
import { OUTGOING_MESSAGE_REPOSITORY, type OutgoingMessageRepository } from '../domain/outgoing-message.repository.js';

/** One line of the admin Emails view: who, what, when and how it went. Never a body (they hold links with tokens). */
export interface EmailLogEntry {
  id: string;
  /** null once erased (the member closed their account). */
  recipient: string | null;
  template: string;
  subject: string;
  state: DeliveryState;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  sentAt: Date | null;
  nextAttemptAt: Date | null;
}

export interface EmailLogFilter extends PageRequest {
  /** Part of the recipient's address, case-insensitive. */
  recipient?: string;
  state?: DeliveryState;
}

export interface EmailLogReadModel {
  list(filter: EmailLogFilter): Promise<Page<EmailLogEntry>>;
}
export const EMAIL_LOG_READ_MODEL = Symbol('EmailLogReadModel');

/** An email id that names no message (a malformed one too: the edge answers this for it). */
export const emailNotFound = (): DomainError => DomainError.notFound('email_not_found', 'There is no such email.');

/** The admin Emails view: the message log, and one more try of a failed message. */
@Injectable()
export class EmailLog {
  constructor(
    @Inject(EMAIL_LOG_READ_MODEL) private readonly reads: EmailLogReadModel,
    @Inject(OUTGOING_MESSAGE_REPOSITORY) private readonly messages: OutgoingMessageRepository,
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  list(filter: EmailLogFilter): Promise<Page<EmailLogEntry>> {
    return this.reads.list(filter);
  }

  /** A failed message is queued again (sent right after); 404 unknown, 409 when it is not failed. */
  async retry(id: string): Promise<void> {
    await this.uow.run(async () => {
      const message = await this.messages.findById(id);
      if (!message) throw emailNotFound();
      if (!message.retry(this.clock.now())) {
        throw DomainError.conflict('email_not_failed', `Only a failed email can be retried; this one is ${message.deliveryState}.`);
      }
      await this.messages.save(message);
    });
  }
}
