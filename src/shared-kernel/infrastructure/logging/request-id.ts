import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The id of the request being served, wherever its work runs (its handler, the use cases it calls, their
 * awaits): the root logger adds it to every line logged meanwhile as `reqId` (createRootLogger's mixin),
 * so no logger is made per request.
 */
const current = new AsyncLocalStorage<string>();

/** Runs `work` (and everything it starts) as part of the request `id`. */
export function runWithRequestId<T>(id: string, work: () => T): T {
  return current.run(id, work);
}

/** The id of the request this code serves, if any. */
export function currentRequestId(): string | undefined {
  return current.getStore();
}

/**
 * pino's `mixin` for a root logger: `{ reqId }` on a line logged while a request is served. A new object
 * each time: pino merges the line's own fields into it.
 */
export function requestIdMixin(): { reqId?: string } {
  const reqId = current.getStore();
  return reqId === undefined ? {} : { reqId };
}
