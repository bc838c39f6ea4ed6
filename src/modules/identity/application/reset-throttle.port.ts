/** Limits password reset requests per address and per network (shared by every instance). */
export interface ResetThrottle {
  /** Counts this request; false when the address or the network asked too often within the hour. */
  allow(email: string, ip: string): Promise<boolean>;
  /**
   * Counts an attempt to set a password from a reset link; false when the network tried too often within 15
   * minutes (guessing links: each attempt would otherwise cost a password hash).
   */
  allowConfirm(ip: string): Promise<boolean>;
  /**
   * Counts an attempt to set the password of the account a valid link belongs to; false when its address's account
   * was tried too often within 15 minutes (a link that leaked, tried from many networks at once).
   */
  allowConfirmFor(userId: string): Promise<boolean>;
  /** Counts a request for a new verification link; false when the member or the network asked too often within the hour. */
  allowVerification(userId: string, ip: string): Promise<boolean>;
}
export const RESET_THROTTLE = Symbol('ResetThrottle');

/** Per hour: a member rarely needs more than a few links; a church's shared network may need more. */
export const RESET_REQUESTS_PER_ADDRESS_PER_HOUR = 5;
export const RESET_REQUESTS_PER_IP_PER_HOUR = 30;
/** Attempts at setting a password from a reset link, per network, in 15 minutes: a person needs one or two. */
export const RESET_CONFIRMS_PER_IP_PER_15_MINUTES = 20;
/** Attempts with a valid link, per account, in 15 minutes: a member who mistypes a few times stays well within it. */
export const RESET_CONFIRMS_PER_ACCOUNT_PER_15_MINUTES = 10;
