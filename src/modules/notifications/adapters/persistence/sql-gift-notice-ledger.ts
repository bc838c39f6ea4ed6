import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { GiftNoticeLedger } from '../../domain/gift-notice-ledger.js';

@Injectable()
export class SqlGiftNoticeLedger implements GiftNoticeLedger {
  constructor(private readonly em: EntityManager) {}

  /** One statement: a gift already recorded is left out (its row was there first). */
  async claim(donationIds: readonly string[]): Promise<Set<string>> {
    if (donationIds.length === 0) return new Set();
    const rows = await this.em.execute<{ donation_id: string }[]>(
      `INSERT INTO organizer_gift_notice (donation_id)
       SELECT DISTINCT d FROM unnest(ARRAY[?]::uuid[]) AS d
       ON CONFLICT (donation_id) DO NOTHING RETURNING donation_id`,
      [[...donationIds]],
    );
    return new Set(rows.map((row) => row.donation_id));
  }
}
