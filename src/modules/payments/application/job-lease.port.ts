/** A lease on a background job, so that of several running instances one at a time does it. */
export interface JobLease {
  /**
   * Takes (or renews) the lease `name` for `holder` for `ms` milliseconds. False when another
   * holder's lease has not expired yet.
   */
  acquire(name: string, holder: string, ms: number): Promise<boolean>;
}
export const JOB_LEASE = Symbol('JobLease');
