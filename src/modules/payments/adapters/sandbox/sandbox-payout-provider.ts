import { createHash, randomBytes } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { ConnectedAccount, NewConnectedAccount, PayoutProvider, ProviderTransfer, SandboxOnboarding } from '../../application/payout-provider.port.js';

interface AccountRow {
  id: string;
  payouts_enabled: boolean;
  details_submitted: boolean;
}

interface TransferRow {
  id: string;
  amount_cents: string;
  destination: string;
  metadata: Record<string, string> | string;
  created_at: Date | string;
}

const toTransfer = (row: TransferRow): ProviderTransfer => {
  const metadata = typeof row.metadata === 'string' ? (JSON.parse(row.metadata) as Record<string, string>) : row.metadata;
  return { id: row.id, amountCents: Number(row.amount_cents), reversedCents: 0, destination: row.destination, payoutId: metadata.payoutId ?? null, createdAt: new Date(row.created_at) };
};

const toAccount = (row: AccountRow): ConnectedAccount => ({ id: row.id, payoutsEnabled: row.payouts_enabled, detailsSubmitted: row.details_submitted, disabledReason: null });

/**
 * The sandbox's Connect: accounts in PostgreSQL (acct_sbx_…), onboarded on the app's own page
 * (/payouts/onboarding/{id}); completing it enables payouts, as Stripe's onboarding does once every
 * detail is given. No money moves.
 */
/** Where the onboarding page returns a member by default (their profile's payouts tab). */
const MEMBER_RETURN = '/profile?tab=payouts';

@Injectable()
export class SandboxPayoutProvider implements PayoutProvider, SandboxOnboarding {
  readonly mode = 'sandbox' as const;

  constructor(private readonly em: EntityManager) {}

  private db(): EntityManager {
    return this.em.isInTransaction() ? this.em : this.em.fork();
  }

  async createAccount(request: NewConnectedAccount): Promise<ConnectedAccount> {
    const id = `acct_sbx_${randomBytes(8).toString('hex')}`;
    const [created] = await this.db().execute<AccountRow[]>(
      `INSERT INTO sandbox_connected_account (id, email, idempotency_key) VALUES (?, ?, ?) ON CONFLICT (idempotency_key) DO NOTHING RETURNING *`,
      [id, request.email, request.idempotencyKey],
    );
    if (created) return toAccount(created);
    const [existing] = await this.db().execute<AccountRow[]>(`SELECT * FROM sandbox_connected_account WHERE idempotency_key = ?`, [request.idempotencyKey]);
    return toAccount(existing);
  }

  /**
   * The sandbox's onboarding page. It returns to a member's payouts tab, as Stripe's onboarding does for them; any
   * other return (an organization's page) is carried as `?return=` (its path on this site).
   */
  async onboardingLink(accountId: string, urls: { returnUrl: string; refreshUrl: string }): Promise<string> {
    const page = `/payouts/onboarding/${encodeURIComponent(accountId)}`;
    const back = new URL(urls.returnUrl, 'http://localhost');
    const path = back.pathname + back.search;
    return path === MEMBER_RETURN ? page : `${page}?return=${encodeURIComponent(path)}`;
  }

  async retrieveAccount(accountId: string): Promise<ConnectedAccount | null> {
    const [row] = await this.db().execute<AccountRow[]>(`SELECT * FROM sandbox_connected_account WHERE id = ?`, [accountId]);
    return row ? toAccount(row) : null;
  }

  /**
   * A simulated transfer: named after its payout (a retry gets the same one), refused to an account not onboarded,
   * and kept on record as Stripe keeps its transfers (one per idempotency key), outside the caller's transaction.
   */
  async transfer(request: { amountCents: number; destination: string; idempotencyKey: string; metadata: Record<string, string> }): Promise<{ id: string }> {
    const account = await this.retrieveAccount(request.destination);
    if (!account?.payoutsEnabled) throw new Error(`Sandbox account ${request.destination} cannot receive payouts yet`);
    const id = `tr_sbx_${createHash('sha256').update(request.metadata.payoutId ?? request.idempotencyKey).digest('hex').slice(0, 24)}`;
    const em = this.em.fork();
    const [made] = await em.execute<{ id: string }[]>(
      `INSERT INTO sandbox_transfer (id, idempotency_key, amount_cents, destination, metadata) VALUES (?, ?, ?, ?, ?::jsonb)
       ON CONFLICT DO NOTHING RETURNING id`,
      [id, request.idempotencyKey, request.amountCents, request.destination, JSON.stringify(request.metadata)],
    );
    if (made) return { id: made.id };
    const [first] = await em.execute<{ id: string }[]>(`SELECT id FROM sandbox_transfer WHERE idempotency_key = ? OR id = ? LIMIT 1`, [request.idempotencyKey, id]);
    return { id: first?.id ?? id };
  }

  /** The transfer the sandbox made for this payout, from its record. */
  async findTransfer(payoutId: string): Promise<{ id: string } | null> {
    const [row] = await this.em.fork().execute<{ id: string }[]>(`SELECT id FROM sandbox_transfer WHERE metadata->>'payoutId' = ? ORDER BY created_at LIMIT 1`, [payoutId]);
    return row ? { id: row.id } : null;
  }

  async listTransfers(from: Date, to: Date): Promise<ProviderTransfer[]> {
    const rows = await this.em.fork().execute<TransferRow[]>(`SELECT * FROM sandbox_transfer WHERE created_at >= ? AND created_at < ? ORDER BY created_at, id`, [from, to]);
    return rows.map(toTransfer);
  }

  async retrieveTransfer(id: string): Promise<ProviderTransfer | null> {
    const [row] = await this.em.fork().execute<TransferRow[]>(`SELECT * FROM sandbox_transfer WHERE id = ?`, [id]);
    return row ? toTransfer(row) : null;
  }

  async complete(accountId: string): Promise<ConnectedAccount | null> {
    const [row] = await this.db().execute<AccountRow[]>(
      `UPDATE sandbox_connected_account SET payouts_enabled = true, details_submitted = true WHERE id = ? RETURNING *`,
      [accountId],
    );
    return row ? toAccount(row) : null;
  }
}
