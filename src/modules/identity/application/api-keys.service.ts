import { Inject, Injectable } from '@nestjs/common';
import type { ApiKeyCaller, AuthenticatedUser } from '../../../shared-kernel/application.js';
import { CLOCK, type Clock } from '../../../shared-kernel/domain.js';
import { ApiKey, ApiKeyErrors, type ApiKeyState, hashOfSecret, MAX_KEYS_PER_MEMBER } from '../domain/api-key.js';
import { API_KEY_REPOSITORY, type ApiKeyRepository } from '../domain/api-key.repository.js';
import { USER_REPOSITORY, type UserRepository } from '../domain/user.repository.js';

/** How many calls a key may make a minute (API_RATE_LIMIT_PER_MINUTE, 600 by default). */
export const API_RATE_LIMIT = Symbol('ApiRateLimit');

/** A key's allowance this minute, as the answer's RateLimit-* headers say it. */
export interface RateAllowance {
  limit: number;
  remaining: number;
  /** Seconds until the minute ends and the count starts again. */
  resetSeconds: number;
}

/** Whether keys are made for live money (`fc_live_`) or for the payment sandbox (`fc_test_`). */
export const API_KEY_MODE = Symbol('ApiKeyMode');
export type ApiKeyMode = 'live' | 'test';

/**
 * A member's API keys: made (the secret shown once), listed (never the secret) and revoked (at once); and the one
 * check every call made with a key goes through, which answers who is calling and with what scopes.
 */
@Injectable()
export class ApiKeys {
  constructor(
    @Inject(API_KEY_REPOSITORY) private readonly keys: ApiKeyRepository,
    @Inject(USER_REPOSITORY) private readonly users: UserRepository,
    @Inject(API_KEY_MODE) private readonly mode: ApiKeyMode,
    @Inject(API_RATE_LIMIT) private readonly perMinute: number,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async create(ownerId: string, request: { name: string; scopes: string[]; expiresAt: Date | null }): Promise<{ key: ApiKeyState; secret: string }> {
    if ((await this.keys.listActiveOf(ownerId)).length >= MAX_KEYS_PER_MEMBER) throw ApiKeyErrors.tooMany();
    const { key, secret } = ApiKey.issue({ ownerId, ...request, live: this.mode === 'live' }, this.clock.now());
    await this.keys.save(key);
    return { key: key.toState(), secret };
  }

  async list(ownerId: string): Promise<ApiKeyState[]> {
    return (await this.keys.listActiveOf(ownerId)).map((key) => key.toState());
  }

  /** Revoked at once: the next call with it is refused (401). Another member's key is not found (404). */
  async revoke(ownerId: string, id: string): Promise<void> {
    const key = await this.keys.findById(id);
    if (!key || key.ownerId !== ownerId || key.isRevoked) throw ApiKeyErrors.notFound();
    key.revoke(this.clock.now());
    await this.keys.save(key);
  }

  /**
   * Who calls with this secret: its owner (as a session would name them), the key's scopes and its allowance this
   * minute (the call is counted; over the limit, `allowed` is false); 401 otherwise.
   */
  async authenticate(secret: string): Promise<{ user: AuthenticatedUser; key: ApiKeyCaller; rate: RateAllowance; allowed: boolean }> {
    const now = this.clock.now();
    const key = /^fc_(live|test)_[A-Za-z0-9_-]{20,64}$/.test(secret) ? await this.keys.findBySecretHash(hashOfSecret(secret)) : null;
    if (!key?.isUsableAt(now)) throw ApiKeyErrors.invalid();
    const owner = await this.users.findById(key.ownerId);
    if (!owner || owner.isClosed) throw ApiKeyErrors.invalid();
    const calls = await this.keys.countCall(key.id, now);
    const rate = { limit: this.perMinute, remaining: Math.max(0, this.perMinute - calls), resetSeconds: 60 - now.getUTCSeconds() };
    const allowed = calls <= this.perMinute;
    if (allowed) await this.keys.noteUsed(key.id, now);
    return {
      rate,
      allowed,
      user: { id: owner.id, username: owner.username, email: owner.email, firstName: owner.firstName, lastName: owner.lastName, isAdmin: owner.isAdmin },
      key: { keyId: key.id, scopes: key.scopes },
    };
  }
}
