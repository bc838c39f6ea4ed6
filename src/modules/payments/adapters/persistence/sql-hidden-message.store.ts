import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { HiddenMessageStore } from '../../application/words-of-support.queries.js';

@Injectable()
export class SqlHiddenMessageStore implements HiddenMessageStore {
  constructor(private readonly em: EntityManager) {}

  async hide(donationId: string, by: string, at: Date): Promise<boolean> {
    const rows = await this.em.execute<unknown[]>(
      `INSERT INTO hidden_support_message (donation_id, hidden_by, hidden_at) VALUES (?, ?, ?) ON CONFLICT (donation_id) DO NOTHING RETURNING 1`,
      [donationId, by, at],
    );
    return rows.length > 0;
  }

  async show(donationId: string): Promise<boolean> {
    const rows = await this.em.execute<unknown[]>(`DELETE FROM hidden_support_message WHERE donation_id = ? RETURNING 1`, [donationId]);
    return rows.length > 0;
  }
}
