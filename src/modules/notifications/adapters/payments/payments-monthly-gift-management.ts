import { Injectable } from '@nestjs/common';
import { MonthlyGiftManageLinks } from '../../../payments/index.js';
import type { MonthlyGiftManagement } from '../../application/directories.port.js';

/** The signed manage links of guests' monthly gifts, from payments' public API. */
@Injectable()
export class PaymentsMonthlyGiftManagement implements MonthlyGiftManagement {
  constructor(private readonly links: MonthlyGiftManageLinks) {}

  guestManagePath(recurringGiftId: string): string {
    return this.links.guestPath(recurringGiftId);
  }
}
