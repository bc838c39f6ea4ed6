import argon2 from 'argon2';
import { Injectable } from '@nestjs/common';
import type { PasswordHasher } from '../../application/password-hasher.js';

/**
 * Argon2id with OWASP's recommended floor (19 MiB memory, 2 iterations, 1 lane).
 * Old hashes with weaker parameters still verify.
 */
@Injectable()
export class Argon2PasswordHasher implements PasswordHasher {
  static readonly options = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

  hash(password: string): Promise<string> {
    return argon2.hash(password, Argon2PasswordHasher.options);
  }

  async verify(hash: string, password: string): Promise<boolean> {
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  }
}
