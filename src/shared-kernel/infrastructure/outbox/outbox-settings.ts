/** How long the outbox keeps what it delivered, and how often a message may fail before it is dead (AppConfig.outbox, checked at start). */
export interface OutboxSettings {
  /** Processed messages and consumers' processed keys older than this are deleted (OUTBOX_RETENTION_DAYS, default 7). */
  retentionDays: number;
  /** A message whose delivery failed this many times is dead: no more retries until an admin asks (OUTBOX_MAX_ATTEMPTS, default 10). */
  maxAttempts: number;
  /** How often the retention job runs (OUTBOX_RETENTION_INTERVAL_MS, default one hour; 0 turns it off). */
  retentionIntervalMs: number;
}
export const OUTBOX_SETTINGS = Symbol('OutboxSettings');
