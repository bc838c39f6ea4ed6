/** Limits password reset requests per address and per network (shared by every instance). */
export interface ResetThrottle {
  /** Counts this request; false when the address or the network asked too often within the hour. */
  allow(email: string, ip: string): Promise<boolean>;
}
export const RESET_THROTTLE = Symbol('ResetThrottle');

/** Per hour: a member rarely needs more than a few links; a church's shared network may need more. */
export const RESET_REQUESTS_PER_ADDRESS_PER_HOUR = 5;
export const RESET_REQUESTS_PER_IP_PER_HOUR = 30;
