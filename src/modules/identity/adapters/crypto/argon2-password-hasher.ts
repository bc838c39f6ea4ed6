import argon2 from 'argon2';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../../shared-kernel/infrastructure/config/app-config.js';
import type { PasswordHasher } from '../../application/password-hasher.port.js';

/**
 * Argon2id at the configured cost: OWASP's recommended floor (19 MiB memory, 2 iterations, 1 lane) in every
 * deployment (AppConfig.passwordHashing). Hashes made with other parameters still verify: each hash carries its own.
 */
@Injectable()
export class Argon2PasswordHasher implements PasswordHasher {
  private readonly options: { type: typeof argon2.argon2id; memoryCost: number; timeCost: number; parallelism: number };

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.options = { type: argon2.argon2id, memoryCost: config.passwordHashing.memoryKib, timeCost: config.passwordHashing.passes, parallelism: 1 };
  }

  hash(password: string): Promise<string> {
    return argon2.hash(password, this.options);
  }

  async verify(hash: string, password: string): Promise<boolean> {
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  }
}
