import { Inject, Injectable } from '@nestjs/common';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { APP_CONFIG, type AppConfig } from '../../../../shared-kernel/infrastructure/config/app-config.js';
import type { UnsubscribeLinks } from '../../application/campaign-update-audience.facade.js';

/** An HMAC-SHA256 of the campaign and the (lower-cased) address under the server's secret. */
@Injectable()
export class HmacUnsubscribeLinks implements UnsubscribeLinks {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  token(campaignId: string, email: string): string {
    return createHmac('sha256', this.config.sessionSecret).update(`campaign-updates:${campaignId}:${email.trim().toLowerCase()}`).digest('base64url');
  }

  verify(campaignId: string, email: string, token: string): boolean {
    const expected = Buffer.from(this.token(campaignId, email));
    const given = Buffer.from(token ?? '');
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}
