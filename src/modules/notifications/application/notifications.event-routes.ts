import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { DOMAIN_EVENT_ROUTES, type DomainEventRoutes } from '../../../shared-kernel/application.js';
import { MessageQueued } from '../domain/outgoing-message.events.js';
import { DISPATCH_TRIGGER, type DispatchTrigger } from './notification-settings.port.js';

/** What notifications' domain events cause: a queued message is sent right after its unit of work commits. */
@Injectable()
export class NotificationsEventRoutes implements OnModuleInit {
  constructor(
    @Inject(DOMAIN_EVENT_ROUTES) private readonly routes: DomainEventRoutes,
    @Inject(DISPATCH_TRIGGER) private readonly dispatcher: DispatchTrigger,
  ) {}

  onModuleInit(): void {
    this.routes.onCommitted(MessageQueued, () => this.dispatcher.kick());
  }
}
