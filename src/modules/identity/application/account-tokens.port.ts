import type { OneTimeLink } from '../domain/user.aggregate.js';

export type TokenPurpose = 'password_reset' | 'email_verification';

/** What redeeming a token found: the member it was for, or why it cannot be used. */
export type Redemption = { userId: string } | { problem: 'unknown' | 'used' | 'expired' };

/**
 * One-time tokens for links sent by email. A token is 32 random bytes; only its SHA-256 hash is kept,
 * so the table alone cannot open an account. Redeeming is atomic: of two uses of the same link at once,
 * one wins.
 */
export interface AccountTokens {
  /** A new token for the member; earlier unused tokens of the same purpose stop working. */
  issue(userId: string, purpose: TokenPurpose, lifetimeMs: number, at: Date): Promise<OneTimeLink>;
  /** Marks the token used (if it is valid now) and answers whose it was. */
  redeem(purpose: TokenPurpose, token: string, at: Date): Promise<Redemption>;
  /** Whose the token is, if it is valid now, without using it (a cheap check before slow work). */
  peek(purpose: TokenPurpose, token: string, at: Date): Promise<Redemption>;
}
export const ACCOUNT_TOKENS = Symbol('AccountTokens');

/** How long links last: a reset link one hour (issue 14), a verification link a week. */
export const RESET_LINK_LIFETIME_MS = 60 * 60 * 1000;
export const VERIFICATION_LINK_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
