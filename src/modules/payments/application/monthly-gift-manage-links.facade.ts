import { Inject, Injectable } from '@nestjs/common';
import { manageLinkPath, MONTHLY_GIFT_LINKS, type MonthlyGiftLinks } from './monthly-gift-links.port.js';

/**
 * Where a guest manages or stops their monthly gift: the signed link every monthly receipt carries (the first
 * month's and each renewal's). Only the receipt (sent to the donor's address) and a browser that proves it paid
 * (the payment's client secret) are given it: a payment id, printed on every receipt, is not enough.
 */
@Injectable()
export class MonthlyGiftManageLinks {
  constructor(@Inject(MONTHLY_GIFT_LINKS) private readonly links: MonthlyGiftLinks) {}

  guestPath(recurringGiftId: string): string {
    return manageLinkPath(recurringGiftId, this.links.token(recurringGiftId));
  }
}
