/** How long the outbox keeps what it delivered, and how often a message may fail before it is dead. */
export interface OutboxSettings {
  /** Processed messages and consumers' processed keys older than this are deleted (OUTBOX_RETENTION_DAYS, default 7). */
  retentionDays: number;
  /** A message whose delivery failed this many times is dead: no more retries until an admin asks (OUTBOX_MAX_ATTEMPTS, default 10). */
  maxAttempts: number;
  /** How often the retention job runs (OUTBOX_RETENTION_INTERVAL_MS, default one hour; 0 turns it off). */
  retentionIntervalMs: number;
}
export const OUTBOX_SETTINGS = Symbol('OutboxSettings');

function positive(value: string | undefined, fallback: number, min: number): number {
  const parsed = Number.parseInt(value ?? '', 10);
  return Number.isFinite(parsed) && parsed >= min ? parsed : fallback;
}

/** Read from the environment (documented under Configuration in README.md). */
export function outboxSettings(env: Record<string, string | undefined> = process.env): OutboxSettings {
  return {
    retentionDays: positive(env.OUTBOX_RETENTION_DAYS, 7, 1),
    maxAttempts: positive(env.OUTBOX_MAX_ATTEMPTS, 10, 1),
    retentionIntervalMs: positive(env.OUTBOX_RETENTION_INTERVAL_MS, 3_600_000, 0),
  };
}
