/**
 * Counts new accounts per IP address over an hour, shared by every app instance. A registration is
 * counted BEFORE it is made, atomically (a burst cannot slip past the limit), and given back when
 * it fails (a typo or a taken username costs nothing).
 */
export interface RegistrationThrottle {
  readonly perIpPerHour: number;
  /** Counts this registration; answers the count within the hour, this one included. */
  count(ip: string): Promise<number>;
  refund(ip: string): Promise<void>;
}
export const REGISTRATION_THROTTLE = Symbol('RegistrationThrottle');
