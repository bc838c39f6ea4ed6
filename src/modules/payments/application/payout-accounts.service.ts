import { Inject, Injectable } from '@nestjs/common';
import { DomainError } from '../../../shared-kernel/domain.js';
import { payoutAccountStatus, type PayoutAccountStatus } from '../domain/payout-account.js';
import { PAYOUT_PROVIDER, SANDBOX_ONBOARDING, type PayoutProvider, type SandboxOnboarding } from './payout-provider.port.js';

/** A member's payout account as the platform last heard it from the provider. */
export interface PayoutAccountRecord {
  memberId: string;
  accountId: string;
  status: Exclude<PayoutAccountStatus, 'not_connected'>;
  payoutsEnabled: boolean;
}

/** payout_account rows. */
export interface PayoutAccountStore {
  ofMember(memberId: string): Promise<PayoutAccountRecord | null>;
  byAccountId(accountId: string): Promise<PayoutAccountRecord | null>;
  /** Keeps the member's first account: a second concurrent onboarding start gets the first one back. */
  add(record: PayoutAccountRecord): Promise<PayoutAccountRecord>;
  /** Writes the provider's state as fetched now (a later fetch always knows at least as much). */
  update(accountId: string, state: { status: PayoutAccountRecord['status']; payoutsEnabled: boolean }): Promise<void>;
}
export const PAYOUT_ACCOUNT_STORE = Symbol('PayoutAccountStore');

export interface PayoutAccountView {
  status: PayoutAccountStatus;
  accountId?: string;
  payoutsEnabled: boolean;
}

const view = (record: PayoutAccountRecord | null): PayoutAccountView =>
  record ? { status: record.status, accountId: record.accountId, payoutsEnabled: record.payoutsEnabled } : { status: 'not_connected', payoutsEnabled: false };

/**
 * Organisers connect a payout account (issue 13): Stripe Connect Express with hosted onboarding, or the
 * sandbox's onboarding page. The account's state is always read afresh from the provider (after
 * onboarding, on every account.updated webhook, on the sandbox's completion), so duplicated or
 * out-of-order notices change nothing.
 */
@Injectable()
export class PayoutAccounts {
  constructor(
    @Inject(PAYOUT_ACCOUNT_STORE) private readonly store: PayoutAccountStore,
    @Inject(PAYOUT_PROVIDER) private readonly provider: PayoutProvider,
    @Inject(SANDBOX_ONBOARDING) private readonly sandbox: SandboxOnboarding,
  ) {}

  async of(memberId: string): Promise<PayoutAccountView> {
    return view(await this.store.ofMember(memberId));
  }

  /** The member's onboarding link (their account is created the first time). */
  async startOnboarding(member: { id: string; email: string }, siteUrl: string): Promise<{ url: string }> {
    let record = await this.store.ofMember(member.id);
    if (!record) {
      const account = await this.provider.createAccount({ email: member.email, memberId: member.id, idempotencyKey: `payout-account-${member.id}` });
      record = await this.store.add({ memberId: member.id, accountId: account.id, status: payoutAccountStatus(account), payoutsEnabled: account.payoutsEnabled });
    }
    const back = `${siteUrl}/profile?tab=payouts`;
    const url = await this.provider.onboardingLink(record.accountId, { returnUrl: back, refreshUrl: `${back}&onboarding=again` });
    return { url };
  }

  /** The provider says the account changed (account.updated): its state is fetched and kept. */
  async sync(accountId: string): Promise<PayoutAccountView | null> {
    const record = await this.store.byAccountId(accountId);
    if (!record) return null; // an account of another platform's, or not ours yet: nothing to keep
    const account = await this.provider.retrieveAccount(accountId);
    if (!account) return view(record);
    const next = { status: payoutAccountStatus(account), payoutsEnabled: account.payoutsEnabled };
    await this.store.update(accountId, next);
    return view({ ...record, ...next });
  }

  /** Sandbox only: the member finished the onboarding page (404 in Stripe mode, 403 for another member's account). */
  async completeSandboxOnboarding(accountId: string, memberId: string): Promise<PayoutAccountView> {
    if (this.provider.mode !== 'sandbox') throw DomainError.notFound('not_found', 'Sandbox onboarding is not available: payouts go through Stripe.');
    const record = await this.store.byAccountId(accountId);
    if (!record) throw DomainError.notFound('payout_account_not_found', 'There is no such payout account.');
    if (record.memberId !== memberId) throw DomainError.forbidden('not_your_payout_account', 'This payout account belongs to another member.');
    await this.sandbox.complete(accountId);
    return (await this.sync(accountId))!;
  }
}
