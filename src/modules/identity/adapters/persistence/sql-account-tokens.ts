import { createHash, randomBytes } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { AccountTokens, Redemption, TokenPurpose } from '../../application/account-tokens.port.js';
import type { OneTimeLink } from '../../domain/user.aggregate.js';

const hashOf = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** account_token rows: the token's hash, whose it is, what for, until when, and when it was used. */
@Injectable()
export class SqlAccountTokens implements AccountTokens {
  constructor(private readonly em: EntityManager) {}

  async issue(userId: string, purpose: TokenPurpose, lifetimeMs: number, at: Date): Promise<OneTimeLink> {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(at.getTime() + lifetimeMs);
    // The newest link is the only one that works: a mail that went astray earlier is useless.
    await this.em.execute(`DELETE FROM account_token WHERE user_id = ? AND purpose = ? AND used_at IS NULL`, [userId, purpose]);
    await this.em.execute(`INSERT INTO account_token (token_hash, user_id, purpose, expires_at, created_at) VALUES (?, ?, ?, ?, ?)`, [
      hashOf(token),
      userId,
      purpose,
      expiresAt,
      at,
    ]);
    return { token, expiresAt };
  }

  async peek(purpose: TokenPurpose, token: string, at: Date): Promise<Redemption> {
    const [row] = await this.em.fork().execute<{ user_id: string; used_at: Date | null; expires_at: Date | string }[]>(
      `SELECT user_id, used_at, expires_at FROM account_token WHERE token_hash = ? AND purpose = ?`,
      [hashOf(token), purpose],
    );
    if (!row) return { problem: 'unknown' };
    if (row.used_at) return { problem: 'used' };
    return new Date(row.expires_at) > at ? { userId: row.user_id } : { problem: 'expired' };
  }

  async redeem(purpose: TokenPurpose, token: string, at: Date): Promise<Redemption> {
    const hash = hashOf(token);
    const [used] = await this.em.execute<{ user_id: string }[]>(
      `UPDATE account_token SET used_at = ? WHERE token_hash = ? AND purpose = ? AND used_at IS NULL AND expires_at > ? RETURNING user_id`,
      [at, hash, purpose, at],
    );
    if (used) return { userId: used.user_id };
    const [row] = await this.em.execute<{ used_at: Date | null }[]>(`SELECT used_at FROM account_token WHERE token_hash = ? AND purpose = ?`, [hash, purpose]);
    if (!row) return { problem: 'unknown' };
    return { problem: row.used_at ? 'used' : 'expired' };
  }
}
