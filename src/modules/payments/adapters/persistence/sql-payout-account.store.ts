import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { PayoutAccountRecord, PayoutAccountStore } from '../../application/payout-accounts.service.js';

interface Row {
  member_id: string | null;
  organization_id: string | null;
  provider_account_id: string;
  status: PayoutAccountRecord['status'];
  payouts_enabled: boolean;
}

const toRecord = (row: Row): PayoutAccountRecord => ({ memberId: row.member_id, organizationId: row.organization_id, accountId: row.provider_account_id, status: row.status, payoutsEnabled: row.payouts_enabled });

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

  async ofOrganization(organizationId: string): Promise<PayoutAccountRecord | null> {
    const [row] = await this.db().execute<Row[]>(`SELECT * FROM payout_account WHERE organization_id = ?`, [organizationId]);
    return row ? toRecord(row) : null;
  }

  async byAccountId(accountId: string): Promise<PayoutAccountRecord | null> {
    const [row] = await this.db().execute<Row[]>(`SELECT * FROM payout_account WHERE provider_account_id = ?`, [accountId]);
    return row ? toRecord(row) : null;
  }

  async add(record: PayoutAccountRecord): Promise<PayoutAccountRecord> {
    const owner = record.organizationId ? 'organization_id' : 'member_id';
    const [row] = await this.db().execute<Row[]>(
      `INSERT INTO payout_account (member_id, organization_id, provider_account_id, status, payouts_enabled) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (${owner}) DO NOTHING RETURNING *`,
      [record.memberId, record.organizationId, record.accountId, record.status, record.payoutsEnabled],
    );
    if (row) return toRecord(row);
    return (record.organizationId ? await this.ofOrganization(record.organizationId) : await this.ofMember(record.memberId!))!;
  }

  async update(accountId: string, state: { status: PayoutAccountRecord['status']; payoutsEnabled: boolean }): Promise<void> {
    await this.db().execute(`UPDATE payout_account SET status = ?, payouts_enabled = ?, updated_at = now() WHERE provider_account_id = ?`, [
      state.status,
      state.payoutsEnabled,
      accountId,
    ]);
  }
}
