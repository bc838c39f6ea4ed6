import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../../shared-kernel/infrastructure/config/app-config.js';
import type { RegistrationThrottle } from '../../application/registration-throttle.port.js';
import { SqlAttemptCounter } from './sql-attempt-counter.js';

/** Registrations per address counted in PostgreSQL (see SqlAttemptCounter), over an hour. */
@Injectable()
export class SqlRegistrationThrottle implements RegistrationThrottle {
  constructor(
    private readonly counter: SqlAttemptCounter,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  get perIpPerHour(): number {
    return this.config.registrationsPerIpPerHour;
  }

  async count(ip: string): Promise<number> {
    const [count] = await this.counter.count([`register-ip:${ip}`], 60);
    return count;
  }

  async refund(ip: string): Promise<void> {
    await this.counter.refund(`register-ip:${ip}`);
  }
}
