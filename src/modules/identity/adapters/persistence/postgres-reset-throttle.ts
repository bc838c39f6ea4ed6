import { Injectable } from '@nestjs/common';
import { RESET_REQUESTS_PER_ADDRESS_PER_HOUR, RESET_REQUESTS_PER_IP_PER_HOUR, type ResetThrottle } from '../../application/reset-throttle.js';
import { PostgresAttemptCounter } from './postgres-attempt-counter.js';

/** Reset requests counted in attempt_counter, like sign-ins and registrations. */
@Injectable()
export class PostgresResetThrottle implements ResetThrottle {
  constructor(private readonly counter: PostgresAttemptCounter) {}

  async allow(email: string, ip: string): Promise<boolean> {
    const [perAddress, perIp] = await this.counter.count([`reset:email:${email}`, `reset:ip:${ip}`], 60);
    return perAddress <= RESET_REQUESTS_PER_ADDRESS_PER_HOUR && perIp <= RESET_REQUESTS_PER_IP_PER_HOUR;
  }
}
