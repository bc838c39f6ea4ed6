/** The keys failed sign-ins are counted under: the account as typed (case-insensitive) and the address. */
export interface ThrottleKeys {
  account: string;
  ip: string;
}

/**
 * Counts failed sign-ins per key (an account, an IP address) over a sliding window, shared by
 * every app instance.
 */
export interface LoginThrottle {
  /** True when any key has reached its limit within the window (see isOverLimit). */
  isBlocked(keys: ThrottleKeys): Promise<boolean>;
  recordFailure(keys: ThrottleKeys): Promise<void>;
  /** A successful sign-in clears the account's failures (not the IP's). */
  clearAccount(account: string): Promise<void>;
}
export const LOGIN_THROTTLE = Symbol('LoginThrottle');

/** One account however it is typed: "Grace_H", " grace_h " and "grace_h" are counted together. */
export function throttleKeys(usernameOrEmail: string, ip: string): ThrottleKeys {
  return { account: usernameOrEmail.trim().toLowerCase(), ip };
}

/** The rule: blocked once either the account or the address has reached its limit of failures. */
export function isOverLimit(
  failures: { account: number; ip: number },
  limits: { maxFailuresPerAccount: number; maxFailuresPerIp: number },
): boolean {
  return failures.account >= limits.maxFailuresPerAccount || failures.ip >= limits.maxFailuresPerIp;
}
