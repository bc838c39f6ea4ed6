import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { PayoutAccountRecord, PayoutAccountStore } from '../../application/payout-accounts.service.js';

interface Row {
  member_id: string;
  provider_account_id: string;
  status: PayoutAccountRecord['status'];
  payouts_enabled: boolean;
}

const toRecord = (row: Row): PayoutAccountRecord => ({ memberId: row.member_id, accountId: row.provider_account_id, status: row.status, payoutsEnabled: row.payouts_enabled });

@Injectable()
export class SqlPayoutAccountStore implements PayoutAccountStore {
  constructor(private readonly em: EntityManager) {}

  private db(): EntityManager {
    return this.em.isInTransaction() ? this.em : this.em.fork();
  }

  async ofMember(memberId: string): Promise<PayoutAccountRecord | null> {
    const [row] = await this.db().execute<Row[]>(`SELECT * FROM payout_account WHERE member_id = ?`, [memberId]);
    return row ? toRecord(row) : null;
  }

  async byAccountId(accountId: string): Promise<PayoutAccountRecord | null> {
    const [row] = await this.db().execute<Row[]>(`SELECT * FROM payout_account WHERE provider_account_id = ?`, [accountId]);
    return row ? toRecord(row) : null;
  }

  async add(record: PayoutAccountRecord): Promise<PayoutAccountRecord> {
    const [row] = await this.db().execute<Row[]>(
      `INSERT INTO payout_account (member_id, provider_account_id, status, payouts_enabled) VALUES (?, ?, ?, ?)
       ON CONFLICT (member_id) DO NOTHING RETURNING *`,
      [record.memberId, record.accountId, record.status, record.payoutsEnabled],
    );
    return row ? toRecord(row) : (await this.ofMember(record.memberId))!;
  }

  async update(accountId: string, state: { status: PayoutAccountRecord['status']; payoutsEnabled: boolean }): Promise<void> {
    await this.db().execute(`UPDATE payout_account SET status = ?, payouts_enabled = ?, updated_at = now() WHERE provider_account_id = ?`, [
      state.status,
      state.payoutsEnabled,
      accountId,
    ]);
  }
}
