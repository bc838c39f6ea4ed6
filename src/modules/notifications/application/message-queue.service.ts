import { Inject, Injectable, Logger } from '@nestjs/common';
import { CLOCK, isEmailAddress, type Clock } from '../../../shared-kernel/domain.js';
import type { IntegrationEvent } from '../../../shared-kernel/application.js';
import { OutgoingMessage } from '../domain/outgoing-message.aggregate.js';
import { OUTGOING_MESSAGE_REPOSITORY, type OutgoingMessageRepository } from '../domain/outgoing-message.repository.js';
import type { MessageDescription } from '../domain/message-body.js';
import { NOTIFICATION_SETTINGS, type NotificationSettings } from './notification-settings.port.js';

export interface QueueRequest {
  /** The event that causes the message. */
  event: IntegrationEvent;
  template: string;
  to: string | null | undefined;
  recipientUserId: string | null;
  message: MessageDescription;
  /**
   * What makes it unique besides the template: by default the event's id. A business key (a
   * donation's id) also stops a second message when the same fact is announced by two events.
   */
  key?: string;
}

/**
 * Queues a message in the running unit of work (the consumer's): it commits with the consumer's
 * processed key, and is sent after commit. What it keeps is the message's description; the dispatcher lays it out. A message with the same template and key is never queued twice.
 */
@Injectable()
export class MessageQueue {
  private readonly logger = new Logger('MessageQueue');

  constructor(
    @Inject(OUTGOING_MESSAGE_REPOSITORY) private readonly messages: OutgoingMessageRepository,
    @Inject(NOTIFICATION_SETTINGS) private readonly settings: NotificationSettings,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** An absolute link to a path of the site. */
  link(path: string): string {
    return new URL(path, `${this.settings.baseUrl}/`).toString();
  }

  get organization(): { name: string; taxStatement: string } {
    return { name: this.settings.organizationName, taxStatement: this.settings.taxStatement };
  }

  /** Queues the message in the running unit of work; false when there is no address to send it to. */
  async queue(request: QueueRequest): Promise<boolean> {
    const to = request.to?.trim();
    if (!to || !isEmailAddress(to)) {
      this.logger.warn(`No address to send ${request.template} for ${request.event.type} ${request.event.id}; nothing queued`);
      return false;
    }
    const message = OutgoingMessage.queue(
      {
        dedupeKey: `${request.template}:${request.key ?? request.event.id}`,
        template: request.template,
        sourceEventType: request.event.type,
        sourceEventId: request.event.id,
        to,
        recipientUserId: request.recipientUserId,
        message: request.message,
      },
      this.clock.now(),
    );
    await this.messages.add(message);
    return true;
  }
}
