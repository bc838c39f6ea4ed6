/** What every message needs from configuration. */
export interface NotificationSettings {
  /** The site's origin for absolute links (PUBLIC_URL, or http://localhost:PORT). */
  baseUrl: string;
  /** The receiving charity and its 501(c)(3) statement (ORGANIZATION_*). */
  organizationName: string;
  taxStatement: string;
  retry: { baseMs: number; maxMs: number; maxAttempts: number };
}
export const NOTIFICATION_SETTINGS = Symbol('NotificationSettings');

/** Asks the dispatcher for a pass soon (after a unit of work queued a message). */
export interface DispatchTrigger {
  kick(): void;
}
export const DISPATCH_TRIGGER = Symbol('DispatchTrigger');
