import { AsyncLocalStorage } from 'node:async_hooks';
import type { AggregateRoot } from '../../domain/aggregate-root.js';
import type { DomainEvent } from '../../domain/domain-event.js';
import type { ProcessedKeyClaim, PublishedMessage } from '../outbox/outbox-sql.js';

export type { ProcessedKeyClaim, PublishedMessage };

/** What one running unit of work has collected so far. */
export interface UnitScope {
  /** Aggregates saved in the unit; their events are taken when it commits. */
  readonly aggregates: Set<AggregateRoot>;
  /** Domain events already handled in the transaction, for the after-commit handlers. */
  readonly events: DomainEvent[];
  /** Outbox messages written in the unit, for delivery right after commit (no need to read them back). */
  readonly published: PublishedMessage[];
  /** Messages published in the unit and not yet written (the unit writes them in one statement before it commits). */
  readonly unwritten: PublishedMessage[];
  /** Rows repositories gather during the unit and write together before it commits (`batchedUntilCommit`). */
  readonly batches: Map<object, UnitBatch>;
  /**
   * Set for a unit of work that is ONE statement (UnitOfWork.runAsOneStatement): no transaction is opened, so
   * the repository's statement (OutboxStatement) writes the aggregate's integration events, and in a consumer's
   * delivery its processed key, itself.
   */
  oneStatement?: OneStatementUnit;
}

/** What a one-statement unit asks of its single statement besides the change itself. */
export interface OneStatementUnit {
  /** A consumer's processed key for the message it handles (null outside a consumer's delivery). */
  claim: ProcessedKeyClaim | null;
  /** Whether the claim was taken into a statement (a consumer that ignores it is a programming error). */
  claimUsed: boolean;
}


/** One repository's gathered rows in a unit of work, and how it writes them. */
export interface UnitBatch {
  items: unknown[];
  write(items: unknown[]): Promise<void>;
}

const storage = new AsyncLocalStorage<UnitScope>();

export const unitScope = {
  current(): UnitScope | undefined {
    return storage.getStore();
  },
  run<T>(work: () => Promise<T>, oneStatement?: OneStatementUnit): { scope: UnitScope; done: Promise<T> } {
    const scope: UnitScope = { aggregates: new Set(), events: [], published: [], unwritten: [], batches: new Map(), oneStatement };
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
 * For a repository that writes many rows of one kind in a unit of work (a background consumer's batch
 * queues an email for each of its messages): inside a unit of work with a transaction, `item` joins the
 * unit's batch for `owner`, and `write` gets all of them once, before the unit commits (one INSERT for
 * the lot); it may save aggregates, whose events then commit with the unit. Returns false outside such a
 * unit (none, or a one-statement unit): the caller writes the item itself, now.
 */
export function batchedUntilCommit<T>(owner: object, item: T, write: (items: T[]) => Promise<void>): boolean {
  const scope = storage.getStore();
  if (!scope || scope.oneStatement) return false;
  let batch = scope.batches.get(owner);
  if (!batch) scope.batches.set(owner, (batch = { items: [], write: write as (items: unknown[]) => Promise<void> }));
  batch.items.push(item);
  return true;
}

/** Writes `owner`'s gathered rows now, if it has any: a repository's read then sees what its unit queued. */
export async function writeUnitBatchOf(owner: object): Promise<void> {
  const scope = storage.getStore();
  const batch = scope?.batches.get(owner);
  if (!scope || !batch) return;
  scope.batches.delete(owner);
  await batch.write(batch.items);
}

/** Writes the unit's gathered batches (the unit of work calls it before it takes the events and commits). */
export async function writeUnitBatches(scope: UnitScope): Promise<void> {
  while (scope.batches.size > 0) {
    const batches = [...scope.batches.values()];
    scope.batches.clear();
    for (const batch of batches) await batch.write(batch.items);
  }
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
