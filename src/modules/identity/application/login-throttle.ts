/**
 * Counts failed sign-ins per key (an account, an IP address) over a sliding window, shared by
 * every app instance.
 */
export interface LoginThrottle {
  /** True when any key has reached its limit within the window. */
  isBlocked(keys: { account: string; ip: string }): Promise<boolean>;
  recordFailure(keys: { account: string; ip: string }): Promise<void>;
  /** A successful sign-in clears the account's failures (not the IP's). */
  clearAccount(account: string): Promise<void>;
}
export const LOGIN_THROTTLE = Symbol('LoginThrottle');
