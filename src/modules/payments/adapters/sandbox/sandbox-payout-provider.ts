import { createHash, randomBytes } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { ConnectedAccount, PayoutProvider, SandboxOnboarding } from '../../application/payout-provider.js';

interface AccountRow {
  id: string;
  payouts_enabled: boolean;
  details_submitted: boolean;
}

const toAccount = (row: AccountRow): ConnectedAccount => ({ id: row.id, payoutsEnabled: row.payouts_enabled, detailsSubmitted: row.details_submitted, disabledReason: null });

/**
 * The sandbox's Connect: accounts in PostgreSQL (acct_sbx_…), onboarded on the app's own page
 * (/payouts/onboarding/{id}); completing it enables payouts, as Stripe's onboarding does once every
 * detail is given. No money moves.
 */
@Injectable()
export class SandboxPayoutProvider implements PayoutProvider, SandboxOnboarding {
  readonly mode = 'sandbox' as const;

  constructor(private readonly em: EntityManager) {}

  private db(): EntityManager {
    return this.em.isInTransaction() ? this.em : this.em.fork();
  }

  async createAccount(request: { email: string; memberId: string; idempotencyKey: string }): Promise<ConnectedAccount> {
    const id = `acct_sbx_${randomBytes(8).toString('hex')}`;
    const [created] = await this.db().execute<AccountRow[]>(
      `INSERT INTO sandbox_connected_account (id, email, idempotency_key) VALUES (?, ?, ?) ON CONFLICT (idempotency_key) DO NOTHING RETURNING *`,
      [id, request.email, request.idempotencyKey],
    );
    if (created) return toAccount(created);
    const [existing] = await this.db().execute<AccountRow[]>(`SELECT * FROM sandbox_connected_account WHERE idempotency_key = ?`, [request.idempotencyKey]);
    return toAccount(existing);
  }

  async onboardingLink(accountId: string): Promise<string> {
    return `/payouts/onboarding/${encodeURIComponent(accountId)}`;
  }

  async retrieveAccount(accountId: string): Promise<ConnectedAccount | null> {
    const [row] = await this.db().execute<AccountRow[]>(`SELECT * FROM sandbox_connected_account WHERE id = ?`, [accountId]);
    return row ? toAccount(row) : null;
  }

  /** A simulated transfer: named after its payout (a retry gets the same one); refused to an account not onboarded. */
  async transfer(request: { amountCents: number; destination: string; idempotencyKey: string; metadata: Record<string, string> }): Promise<{ id: string }> {
    const account = await this.retrieveAccount(request.destination);
    if (!account?.payoutsEnabled) throw new Error(`Sandbox account ${request.destination} cannot receive payouts yet`);
    return { id: `tr_sbx_${createHash('sha256').update(request.metadata.payoutId ?? request.idempotencyKey).digest('hex').slice(0, 24)}` };
  }

  /** The sandbox's transfers happen within the call and keep no record (a retry makes the same one): there is none to find. */
  findTransfer(): Promise<{ id: string } | null> {
    return Promise.resolve(null);
  }

  async complete(accountId: string): Promise<ConnectedAccount | null> {
    const [row] = await this.db().execute<AccountRow[]>(
      `UPDATE sandbox_connected_account SET payouts_enabled = true, details_submitted = true WHERE id = ? RETURNING *`,
      [accountId],
    );
    return row ? toAccount(row) : null;
  }
}
