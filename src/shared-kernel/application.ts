/** The ports every context's application layer uses: unit of work, integration events, files, the caller. */
export * from './application/authenticated-user.js';
export * from './application/file-storage.js';
export * from './application/integration-events.js';
export * from './application/unit-of-work.js';
