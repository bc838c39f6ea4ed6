/** Ends a member's sessions (they live in the session store, keyed by session id, holding the user id). */
export interface SessionRevoker {
  /** Every session of the member ends, except `keep` (the session making the change), if given. */
  endSessionsOf(userId: string, keep?: string): Promise<number>;
}
export const SESSION_REVOKER = Symbol('SessionRevoker');
