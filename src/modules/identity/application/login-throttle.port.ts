/**
 * The keys sign-in attempts are counted under: the account (one count however it is named: by
 * username or by email, in any case) and the address.
 */
export interface ThrottleKeys {
  account: string;
  ip: string;
}

/** Attempts counted within the current window, this one included. */
export interface AttemptCounts {
  account: number;
  ip: number;
}

/**
 * Counts sign-in attempts per key over a window, shared by every app instance. An attempt is
 * counted BEFORE the password is checked, atomically: of any number of concurrent attempts,
 * at most the limit are ever evaluated.
 */
export interface LoginThrottle {
  readonly limits: { maxFailuresPerAccount: number; maxFailuresPerIp: number };
  /** Counts this attempt for both keys and answers the counts including it. */
  countAttempt(keys: ThrottleKeys): Promise<AttemptCounts>;
  /**
   * A successful sign-in: the account's count starts again and the address gets back the attempt
   * it spent, so that a place where many people sign in (a church's Wi-Fi) is not blocked.
   */
  succeeded(keys: ThrottleKeys): Promise<void>;
}
export const LOGIN_THROTTLE = Symbol('LoginThrottle');

/**
 * One count per account: a known account is counted under its id whether it was named by
 * username or by email; an unknown name is counted under the name (lower-cased), so that an
 * unknown name is refused alike and after the same work.
 */
export function throttleKeys(usernameOrEmail: string, ip: string, accountId: string | null): ThrottleKeys {
  return { account: accountId ? `user:${accountId}` : `login:${usernameOrEmail.trim().toLowerCase()}`, ip };
}

/**
 * The rule: an attempt is evaluated only while it is within the limit of both its account and its
 * address (the 10th attempt of a limit of 10 is evaluated, the 11th is refused).
 */
export function isOverLimit(
  attempts: AttemptCounts,
  limits: { maxFailuresPerAccount: number; maxFailuresPerIp: number },
): boolean {
  return attempts.account > limits.maxFailuresPerAccount || attempts.ip > limits.maxFailuresPerIp;
}
