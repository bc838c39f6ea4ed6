import { Injectable } from '@nestjs/common';
import {
  RESET_CONFIRMS_PER_ACCOUNT_PER_15_MINUTES,
  RESET_CONFIRMS_PER_IP_PER_15_MINUTES,
  RESET_REQUESTS_PER_ADDRESS_PER_HOUR,
  RESET_REQUESTS_PER_IP_PER_HOUR,
  type ResetThrottle,
} from '../../application/reset-throttle.port.js';
import { SqlAttemptCounter } from './sql-attempt-counter.js';

/** How long an instance refuses a network it saw over its reset-confirm limit before asking the database again. */
const KNOWN_OVER_LIMIT_MS = 60_000;
/** Bounds the memory those refusals take (a flood from ever new networks never gets that far: 20 tries each). */
const KNOWN_OVER_LIMIT_MAX = 10_000;

/**
 * Reset requests, reset confirmations and verification resends, counted in attempt_counter like sign-ins and
 * registrations. A network this instance saw over its reset-confirm limit is refused for a minute without the
 * database (a flood from one network then costs about what a request refused at the edge costs; the count in the
 * database stays the truth, shared by every instance, and is asked again after the minute).
 */
@Injectable()
export class SqlResetThrottle implements ResetThrottle {
  private readonly confirmsRefusedUntil = new Map<string, number>();

  constructor(private readonly counter: SqlAttemptCounter) {}

  async allow(email: string, ip: string): Promise<boolean> {
    const [perAddress, perIp] = await this.counter.count([`reset:email:${email}`, `reset:ip:${ip}`], 60);
    return perAddress <= RESET_REQUESTS_PER_ADDRESS_PER_HOUR && perIp <= RESET_REQUESTS_PER_IP_PER_HOUR;
  }

  async allowConfirm(ip: string): Promise<boolean> {
    const now = Date.now();
    if ((this.confirmsRefusedUntil.get(ip) ?? 0) > now) return false;
    const [perIp] = await this.counter.count([`reset-confirm:ip:${ip}`], 15);
    if (perIp <= RESET_CONFIRMS_PER_IP_PER_15_MINUTES) return true;
    this.rememberRefused(ip, now + KNOWN_OVER_LIMIT_MS);
    return false;
  }

  private rememberRefused(ip: string, until: number): void {
    if (this.confirmsRefusedUntil.size >= KNOWN_OVER_LIMIT_MAX) {
      const now = Date.now();
      for (const [key, end] of this.confirmsRefusedUntil) if (end <= now) this.confirmsRefusedUntil.delete(key);
      if (this.confirmsRefusedUntil.size >= KNOWN_OVER_LIMIT_MAX) return;
    }
    this.confirmsRefusedUntil.set(ip, until);
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
