import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../../shared-kernel/infrastructure/config/app-config.js';
import type { AttemptCounts, LoginThrottle, ThrottleKeys } from '../../application/login-throttle.port.js';
import { SqlAttemptCounter } from './sql-attempt-counter.js';

/** Sign-in attempts counted in PostgreSQL (see SqlAttemptCounter), per account and per address. */
@Injectable()
export class SqlLoginThrottle implements LoginThrottle {
  constructor(
    private readonly counter: SqlAttemptCounter,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  get limits(): { maxFailuresPerAccount: number; maxFailuresPerIp: number } {
    return this.config.loginThrottle;
  }

  async countAttempt(keys: ThrottleKeys): Promise<AttemptCounts> {
    const [account, ip] = await this.counter.count(
      [`sign-in:${keys.account}`, `sign-in-ip:${keys.ip}`],
      this.config.loginThrottle.windowMinutes,
    );
    return { account, ip };
  }

  async succeeded(keys: ThrottleKeys): Promise<void> {
    await this.counter.reset(`sign-in:${keys.account}`);
    await this.counter.refund(`sign-in-ip:${keys.ip}`);
  }
}
