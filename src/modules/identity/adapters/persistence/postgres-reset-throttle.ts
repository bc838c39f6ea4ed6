import { Injectable } from '@nestjs/common';
import {
  RESET_CONFIRMS_PER_ACCOUNT_PER_15_MINUTES,
  RESET_CONFIRMS_PER_IP_PER_15_MINUTES,
  RESET_REQUESTS_PER_ADDRESS_PER_HOUR,
  RESET_REQUESTS_PER_IP_PER_HOUR,
  type ResetThrottle,
} from '../../application/reset-throttle.js';
import { PostgresAttemptCounter } from './postgres-attempt-counter.js';

/** Reset requests, reset confirmations and verification resends, counted in attempt_counter like sign-ins and registrations. */
@Injectable()
export class PostgresResetThrottle implements ResetThrottle {
  constructor(private readonly counter: PostgresAttemptCounter) {}

  async allow(email: string, ip: string): Promise<boolean> {
    const [perAddress, perIp] = await this.counter.count([`reset:email:${email}`, `reset:ip:${ip}`], 60);
    return perAddress <= RESET_REQUESTS_PER_ADDRESS_PER_HOUR && perIp <= RESET_REQUESTS_PER_IP_PER_HOUR;
  }

  async allowConfirm(ip: string): Promise<boolean> {
    const [perIp] = await this.counter.count([`reset-confirm:ip:${ip}`], 15);
    return perIp <= RESET_CONFIRMS_PER_IP_PER_15_MINUTES;
  }

  async allowConfirmFor(userId: string): Promise<boolean> {
    const [perAccount] = await this.counter.count([`reset-confirm:user:${userId}`], 15);
    return perAccount <= RESET_CONFIRMS_PER_ACCOUNT_PER_15_MINUTES;
  }

  async allowVerification(userId: string, ip: string): Promise<boolean> {
    const [perMember, perIp] = await this.counter.count([`verify:user:${userId}`, `verify:ip:${ip}`], 60);
    return perMember <= RESET_REQUESTS_PER_ADDRESS_PER_HOUR && perIp <= RESET_REQUESTS_PER_IP_PER_HOUR;
  }
}
