/** The shared kernel's domain building blocks, as contexts import them: plain TypeScript only. */
export * from './domain/aggregate-root.js';
export * from './domain/calendar.js';
export * from './domain/clock.js';
export * from './domain/domain-error.js';
export * from './domain/domain-event.js';
export * from './domain/email-address.js';
export * from './domain/ids.js';
export * from './domain/money.js';
export * from './domain/web-address.js';
export * from './domain/url-name.js';
