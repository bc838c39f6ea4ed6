import { Inject, Injectable } from '@nestjs/common';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { APP_CONFIG, type AppConfig } from '../../../../shared-kernel/infrastructure/config/app-config.js';
import type { MonthlyGiftLinks } from '../../application/monthly-gift-links.port.js';

/** The link's token: an HMAC-SHA256 of the gift's id under the server's secret (no expiry: it is the guest's only key). */
@Injectable()
export class HmacMonthlyGiftLinks implements MonthlyGiftLinks {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  token(recurringGiftId: string): string {
    return createHmac('sha256', this.config.sessionSecret).update(`monthly-gift:${recurringGiftId}`).digest('base64url');
  }

  verify(recurringGiftId: string, token: string): boolean {
    const expected = Buffer.from(this.token(recurringGiftId));
    const given = Buffer.from(token);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}
