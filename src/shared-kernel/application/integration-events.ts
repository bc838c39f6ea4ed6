/**
 * The typed map of every integration event that crosses a context boundary.
 * Each context adds its own events from its index.ts by declaration merging:
 *
 *   declare module '../../shared-kernel/application/integration-events.js' {
 *     interface IntegrationEventMap { 'identity.user-registered.v1': UserRegisteredV1 }
 *   }
 *
 * so a publisher cannot send, and a subscriber cannot expect, a payload of the wrong shape.
 * Events are published only by mapping a domain event (DomainEventRoutes.publishAs).
 */
export interface IntegrationEventMap {}

export type IntegrationEventType = Extract<keyof IntegrationEventMap, string>;

export interface IntegrationEvent<T extends IntegrationEventType = IntegrationEventType> {
  /** Unique per message; consumers use it as their idempotency key. */
  readonly id: string;
  readonly type: T;
  readonly occurredAt: string;
  readonly payload: IntegrationEventMap[T];
}

export type IntegrationEventHandler<T extends IntegrationEventType> = (event: IntegrationEvent<T>) => Promise<void>;

/** Takes several events of one type at once (at least one), in the order they occurred. */
export type IntegrationEventBatchHandler<T extends IntegrationEventType> = (events: IntegrationEvent<T>[]) => Promise<void>;

/**
 * Subscribes a named consumer to an event type. Delivery is at least once; each consumer runs
 * at most once per message (its name plus the message id form a processed key) and inside a
 * unit of work, so its own writes, the events of the aggregates it saves and that key commit together.
 */
export interface IntegrationEventSubscriber {
  subscribe<T extends IntegrationEventType>(type: T, consumer: string, handler: IntegrationEventHandler<T>, options?: SubscribeOptions): void;
  /**
   * A background consumer that takes the events which piled up together in one call (one unit of work, one
   * processed key per event, committed with its writes), so it can answer many facts with one effect: an
   * organiser told of a burst of gifts in one email instead of one email each. An event that comes alone, is
   * retried alone (after its batch failed) or is retried by an admin comes as a batch of one.
   */
  subscribeBatch<T extends IntegrationEventType>(type: T, consumer: string, handler: IntegrationEventBatchHandler<T>): void;
}

/**
 * How soon a consumer runs. By default a consumer runs right after the unit of work that published
 * the event commits, before that request answers (whoever made a change reads its effects in other
 * contexts straight away: a gift shows on its campaign). A `background` consumer runs just after,
 * off the request's path, by the relay's poller (woken by that commit, batching what has piled up):
 * for effects nobody reads back in the same request, such as queuing an email.
 */
export interface SubscribeOptions {
  background?: boolean;
  /**
   * The handler is one idempotent statement (running it twice changes nothing more than running it
   * once) and saves no aggregate: it runs without a transaction of its own, its statement and then its
   * processed key (two statements instead of four). It may run more than once for one message.
   */
  idempotent?: boolean;
  /**
   * The handler's unit of work is one statement (UnitOfWork.runAsOneStatement) that also claims its
   * processed key (statementClaim): delivered right after the publishing commit it runs without a
   * transaction, exactly once, in one round trip instead of four.
   */
  oneStatement?: boolean;
}
export const INTEGRATION_EVENT_SUBSCRIBER = Symbol('IntegrationEventSubscriber');

