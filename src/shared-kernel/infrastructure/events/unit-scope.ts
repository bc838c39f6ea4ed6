import { AsyncLocalStorage } from 'node:async_hooks';
import type { AggregateRoot } from '../../domain/aggregate-root.js';
import type { DomainEvent } from '../../domain/domain-event.js';

/** What one running unit of work has collected so far. */
export interface UnitScope {
  /** Aggregates saved in the unit; their events are taken when it commits. */
  readonly aggregates: Set<AggregateRoot>;
  /** Domain events already handled in the transaction, for the after-commit handlers. */
  readonly events: DomainEvent[];
  /** Outbox messages written in the unit, for delivery right after commit (no need to read them back). */
  readonly published: PublishedMessage[];
}

/** An outbox message as written: what immediate delivery hands to the consumers. */
export interface PublishedMessage {
  id: string;
  type: string;
  payload: unknown;
  occurredAt: Date;
}

const storage = new AsyncLocalStorage<UnitScope>();

export const unitScope = {
  current(): UnitScope | undefined {
    return storage.getStore();
  },
  run<T>(work: () => Promise<T>): { scope: UnitScope; done: Promise<T> } {
    const scope: UnitScope = { aggregates: new Set(), events: [], published: [] };
    return { scope, done: storage.run(scope, work) };
  },
};

/**
 * Called by every repository's save: hands the aggregate to the running unit of work, which takes
 * its domain events when it commits. Saving outside a unit of work is a programming error.
 */
export function trackAggregate(aggregate: AggregateRoot): void {
  const scope = storage.getStore();
  if (!scope) throw new Error(`${aggregate.constructor.name} saved outside a unit of work`);
  scope.aggregates.add(aggregate);
}

/**
 * A look-up remembered for the rest of the running unit of work (outside one, nothing is
 * remembered): for another context's facts that one unit reads again and again, such as a
 * background consumer's batch of messages about one campaign. Only for facts the unit itself does
 * not change.
 */
export function rememberedPerUnit<V>(load: (key: string) => Promise<V>): (key: string) => Promise<V> {
  const memo = new WeakMap<UnitScope, Map<string, Promise<V>>>();
  return (key) => {
    const scope = storage.getStore();
    if (!scope) return load(key);
    let known = memo.get(scope);
    if (!known) memo.set(scope, (known = new Map()));
    let value = known.get(key);
    if (!value) known.set(key, (value = load(key)));
    return value;
  };
}
