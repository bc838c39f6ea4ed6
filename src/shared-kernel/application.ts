/** The ports every context's application layer uses: unit of work, events, paging, files, the caller. */
export * from './application/api-scopes.js';
export * from './application/authenticated-user.js';
export * from './application/domain-events.js';
export * from './application/file-storage.js';
export * from './application/integration-events.js';
export * from './application/paging.js';
export * from './application/unit-of-work.js';
