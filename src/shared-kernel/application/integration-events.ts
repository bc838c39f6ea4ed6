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
   * organizer told of a burst of gifts in one email instead of one email each. An event that comes alone, is
   * retried alone (after its batch failed) or is retried by an admin comes as a batch of one.
   */
  subscribeBatch<T extends IntegrationEventType>(type: T, consumer: string, handler: IntegrationEventBatchHandler<T>): void;
}

/**
 * The three ways a consumer is delivered to, each named for what it needs (docs/architecture.md, "Delivery"):
 *  - `at-once` (the default): right after the publishing unit of work commits, before its request answers,
 *    in a unit of work of its own: whoever made a change reads its effects in other contexts straight away.
 *  - `at-once-in-one-statement`: as `at-once`, for a hot path whose whole effect is one statement (a gift's
 *    credit): the consumer runs UnitOfWork.runAsOneStatement, and its repository's statement carries the
 *    processed-key claim (the kernel's `OutboxStatement`): no transaction, one round trip.
 *  - `in-background`: off the request's path, by the relay's poller (woken by the commit), the messages that
 *    piled up in one unit of work: for effects nobody reads back at once, such as queuing an email
 *    (subscribeBatch takes them in one call).
 * Every mode runs a consumer once per message (its processed key) and retries a failure with backoff until the
 * message is dead (an administrator may retry it).
 */
export type Delivery = 'at-once' | 'at-once-in-one-statement' | 'in-background';

export interface SubscribeOptions {
  delivery?: Delivery;
}
export const INTEGRATION_EVENT_SUBSCRIBER = Symbol('IntegrationEventSubscriber');

