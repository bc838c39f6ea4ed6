import type { ApiKey } from './api-key.js';

export interface ApiKeyRepository {
  save(key: ApiKey): Promise<void>;
  /** The key with this secret hash, revoked or not. */
  findBySecretHash(hash: string): Promise<ApiKey | null>;
  findById(id: string): Promise<ApiKey | null>;
  /** A member's keys not revoked, newest first. */
  listActiveOf(ownerId: string): Promise<ApiKey[]>;
  /** Notes a use (at most once a minute, so a busy integration does not write on every call). */
  noteUsed(id: string, at: Date): Promise<void>;
  /** Counts a call in the key's current minute (across instances); how many it has made in it, this one included. */
  countCall(id: string, at: Date): Promise<number>;
}
export const API_KEY_REPOSITORY = Symbol('ApiKeyRepository');
