import { AsyncLocalStorage } from 'node:async_hooks';

/** The ids of the outbox messages published by the unit of work that is running. */
export const publishedInUnit = new AsyncLocalStorage<string[]>();
