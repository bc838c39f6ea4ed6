import { Inject, Injectable } from '@nestjs/common';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { APP_CONFIG, type AppConfig } from '../../../../shared-kernel/infrastructure/config/app-config.js';
import type { MonthlyGiftLinks } from '../../application/monthly-gift-links.port.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The links' tokens: an HMAC-SHA256 of the gift's id and the link's purpose under the server's secret (no expiry:
 * the manage link is the guest's only key; the card-update link is good while the gift is past due).
 */
@Injectable()
export class HmacMonthlyGiftLinks implements MonthlyGiftLinks {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  token(recurringGiftId: string): string {
    return this.sign(`monthly-gift:${recurringGiftId}`);
  }

  verify(recurringGiftId: string, token: string): boolean {
    return same(this.token(recurringGiftId), token);
  }

  updateToken(recurringGiftId: string): string {
    return `${recurringGiftId}.${this.sign(`monthly-gift-update-payment:${recurringGiftId}`)}`;
  }

  giftOfUpdateToken(token: string): string | null {
    const [id, signature, ...rest] = String(token).split('.');
    if (rest.length > 0 || !id || !signature || !UUID.test(id)) return null;
    return same(this.updateToken(id), token) ? id : null;
  }

  private sign(what: string): string {
    return createHmac('sha256', this.config.sessionSecret).update(what).digest('base64url');
  }
}

function same(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
