import { Inject, Injectable } from '@nestjs/common';
import { DomainError } from '../../../shared-kernel/domain.js';
import { payoutAccountStatus, type PayoutAccountStatus } from '../domain/payout-account.js';
import { handlesMoney, ORGANIZATION_BOOK, type OrganizationBook } from './organization-book.port.js';
import { PAYOUT_PROVIDER, SANDBOX_ONBOARDING, type PayoutProvider, type SandboxOnboarding } from './payout-provider.port.js';

/** A member's or an organization's payout account as the platform last heard it from the provider. */
export interface PayoutAccountRecord {
  /** The member it pays out to (an organizer's campaigns), or null for an organization's. */
  memberId: string | null;
  /** The organization it belongs to (its gifts are charged on its behalf), or null for a member's. */
  organizationId: string | null;
  accountId: string;
  status: Exclude<PayoutAccountStatus, 'not_connected'>;
  payoutsEnabled: boolean;
}

/** payout_account rows. */
export interface PayoutAccountStore {
  ofMember(memberId: string): Promise<PayoutAccountRecord | null>;
  ofOrganization(organizationId: string): Promise<PayoutAccountRecord | null>;
  byAccountId(accountId: string): Promise<PayoutAccountRecord | null>;
  /** Keeps the owner's first account: a second concurrent onboarding start gets the first one back. */
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
    @Inject(ORGANIZATION_BOOK) private readonly organizations: OrganizationBook,
  ) {}

  async of(memberId: string): Promise<PayoutAccountView> {
    return view(await this.store.ofMember(memberId));
  }

  /** An organization's account, for its admins and treasurers (403 for anyone else, 404 when there is no such organization). */
  async ofOrganization(organizationId: string, by: { id: string; isAdmin: boolean }): Promise<PayoutAccountView> {
    const organization = await this.organizationHandledBy(organizationId, by);
    return view(await this.store.ofOrganization(organization.id));
  }

  /** The member's onboarding link (their account is created the first time). */
  async startOnboarding(member: { id: string; email: string }, siteUrl: string): Promise<{ url: string }> {
    let record = await this.store.ofMember(member.id);
    if (!record) {
      const account = await this.provider.createAccount({ email: member.email, memberId: member.id, idempotencyKey: `payout-account-${member.id}` });
      record = await this.store.add({ memberId: member.id, organizationId: null, accountId: account.id, status: payoutAccountStatus(account), payoutsEnabled: account.payoutsEnabled });
    }
    const back = `${siteUrl}/profile?tab=payouts`;
    const url = await this.provider.onboardingLink(record.accountId, { returnUrl: back, refreshUrl: `${back}&onboarding=again` });
    return { url };
  }

  /**
   * An organization's onboarding link, asked by one of its admins or treasurers: its account is created the first
   * time (able to take card payments on its behalf, as destination charges with `on_behalf_of` need), with the
   * asking member's email as its contact; onboarding returns to the organization's page.
   */
  async startOrganizationOnboarding(organizationId: string, by: { id: string; email: string; isAdmin: boolean }, siteUrl: string): Promise<{ url: string }> {
    const organization = await this.organizationHandledBy(organizationId, by, { teamOnly: true });
    let record = await this.store.ofOrganization(organization.id);
    if (!record) {
      const account = await this.provider.createAccount({
        email: by.email,
        organization: { id: organization.id, name: organization.name },
        idempotencyKey: `payout-account-organization-${organization.id}`,
      });
      record = await this.store.add({ memberId: null, organizationId: organization.id, accountId: account.id, status: payoutAccountStatus(account), payoutsEnabled: account.payoutsEnabled });
    }
    const back = `${siteUrl}/o/${organization.slug}?tab=payout-account`;
    const url = await this.provider.onboardingLink(record.accountId, { returnUrl: back, refreshUrl: `${back}&onboarding=again` });
    return { url };
  }

  /** The organization, when the member is one of its admins or treasurers (or, to read, a platform administrator). */
  private async organizationHandledBy(organizationId: string, by: { id: string; isAdmin: boolean }, options: { teamOnly?: boolean } = {}) {
    const organization = await this.organizations.find(organizationId);
    if (!organization) throw DomainError.notFound('organization_not_found', 'Organization not found');
    if (!handlesMoney(organization, by.id) && (options.teamOnly || !by.isAdmin)) {
      throw DomainError.forbidden('not_organization_treasurer', "Only this organization's admins and treasurers can manage its payout account.");
    }
    return organization;
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

  /**
   * Sandbox only: the member finished the onboarding page (404 in Stripe mode; 403 for another member's account, or an
   * organization's when they are not its admin or treasurer).
   */
  async completeSandboxOnboarding(accountId: string, memberId: string): Promise<PayoutAccountView> {
    if (this.provider.mode !== 'sandbox') throw DomainError.notFound('not_found', 'Sandbox onboarding is not available: payouts go through Stripe.');
    const record = await this.store.byAccountId(accountId);
    if (!record) throw DomainError.notFound('payout_account_not_found', 'There is no such payout account.');
    const organization = record.organizationId ? await this.organizations.find(record.organizationId) : null;
    const yours = organization ? handlesMoney(organization, memberId) : record.memberId === memberId;
    if (!yours) throw DomainError.forbidden('not_your_payout_account', 'This payout account belongs to another member.');
    await this.sandbox.complete(accountId);
    return (await this.sync(accountId))!;
  }
}
