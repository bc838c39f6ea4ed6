/**
 * When a failed send is tried again: the first retry after `baseMs`, each next one after twice the
 * previous delay, never more than `maxMs` apart; after `maxAttempts` failed sends the message is
 * failed (kept with its last error; an administrator may retry it). A message is never dropped.
 */
export class RetryPolicy {
  constructor(
    readonly baseMs: number,
    readonly maxMs: number,
    readonly maxAttempts: number,
  ) {
    if (baseMs <= 0 || maxMs < baseMs || maxAttempts < 1) throw new Error('A retry policy needs 0 < base <= max and at least one attempt');
  }

  /** The delay before the next attempt, after `failedAttempts` failed sends (1 for the first failure). */
  delayAfter(failedAttempts: number): number {
    const exponent = Math.max(0, failedAttempts - 1);
    // 2^31 already exceeds any sensible cap: stop doubling there so the number stays finite.
    return Math.min(this.maxMs, this.baseMs * 2 ** Math.min(exponent, 31));
  }

  givesUpAfter(failedAttempts: number): boolean {
    return failedAttempts >= this.maxAttempts;
  }
}
