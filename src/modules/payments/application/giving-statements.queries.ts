import { Inject, Injectable } from '@nestjs/common';
import { DomainError, PLATFORM_TIME_ZONE } from '../../../shared-kernel/domain.js';
import type { AuthenticatedUser } from '../../../shared-kernel/application.js';
import { ORGANIZATION_BOOK, type OrganizationBook } from './organization-book.port.js';
import { CAMPAIGN_CATALOG, type CampaignCatalog } from './campaign-catalog.port.js';
import { CUSTOMER_ACCOUNT_STORE, type CustomerAccountStore } from './customer-accounts.service.js';
import { PAYMENT_GATEWAY, type PaymentGateway } from './payment-gateway.port.js';

/** The charity of record a statement or a gift receipt names: from configuration (ORGANIZATION_*). */
export interface StatementIssuer {
  name: string;
  ein: string;
  address: string;
  taxStatement: string;
}
export const STATEMENT_ISSUER = Symbol('StatementIssuer');

/** A year is a calendar year where the organization is (Nashville, TN): the platform's time zone. */
export const STATEMENT_TIME_ZONE = PLATFORM_TIME_ZONE;

export interface StatementGiftRow {
  donationId: string;
  /** Null for a gift to an organization. */
  campaignId: string | null;
  organizationId: string | null;
  /** A gift to an organization: each fund's part. */
  allocations: { fundId: string; cents: number }[];
  giftCents: number;
  tipCents: number;
  /** The processing fee the donor covered (to Faith Collective, which pays the provider's fee); 0 when none. */
  feeCoveredCents: number;
  status: 'completed' | 'refunded';
  completedAt: Date;
  refundedAt: Date | null;
  paymentIntentId: string | null;
}

export interface StatementReadModel {
  /** Start (inclusive) and end (exclusive) of the calendar year in the time zone. */
  yearBounds(year: number, timeZone: string): Promise<{ from: Date; to: Date }>;
  /** The member's completed and refunded gifts recorded in [from, to), oldest first. */
  giftsOf(userId: string, from: Date, to: Date): Promise<StatementGiftRow[]>;
  /** Ids of the member's business-network membership subscriptions. */
  membershipSubscriptionIds(userId: string): Promise<string[]>;
}
export const STATEMENT_READ_MODEL = Symbol('StatementReadModel');

export interface GivingStatement {
  year: number;
  issuedAt: Date;
  timeZone: string;
  organization: StatementIssuer;
  donor: { name: string; email: string };
  /** Gifts to campaigns: Faith Collective is their charity of record. */
  gifts: { donationId: string; date: Date; campaignTitle: string; giftCents: number; tipCents: number; feeCoveredCents: number; refunded: boolean; refundedAt: Date | null; reference: string }[];
  /**
   * Gifts to organizations, under each: it is their charity of record (its name, EIN and address). Each gift lists
   * each fund's part; its tip was to Faith Collective and is counted in `totals.tipCents`.
   */
  organizations: {
    name: string;
    ein: string;
    address: string;
    gifts: { donationId: string; date: Date; parts: { fundName: string; cents: number }[]; giftCents: number; tipCents: number; feeCoveredCents: number; refunded: boolean; refundedAt: Date | null; reference: string }[];
    /** Its gifts that were not refunded. */
    totalCents: number;
  }[];
  memberships: { reference: string; date: Date; description: string; amountCents: number }[];
  totals: {
    /** Gifts to campaigns that were not refunded. */
    giftCents: number;
    /** Tips to Faith Collective with the gifts that were not refunded (to campaigns and to organizations). */
    tipCents: number;
    /** Processing fees the donor covered with the gifts that were not refunded (to Faith Collective, which pays them). */
    feeCoveredCents: number;
    /** Gift + tip of the gifts that were refunded (not counted), organizations' too. */
    refundedCents: number;
    /** giftCents + tipCents + feeCoveredCents: the contributions to Faith Collective (an organization's are its own total). */
    contributionCents: number;
    /** Membership payments (a service, not a contribution). */
    membershipCents: number;
  };
}

export const FIRST_STATEMENT_YEAR = 2000;

/**
 * A member's year-end giving statement: every gift they made signed in during the calendar year
 * (a refunded one listed, marked and left out of the totals), the tips that came with them, and
 * their business-network membership payments listed apart (they buy a service).
 */
@Injectable()
export class GivingStatements {
  constructor(
    @Inject(STATEMENT_READ_MODEL) private readonly reads: StatementReadModel,
    @Inject(CAMPAIGN_CATALOG) private readonly campaigns: CampaignCatalog,
    @Inject(CUSTOMER_ACCOUNT_STORE) private readonly customers: CustomerAccountStore,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    @Inject(STATEMENT_ISSUER) private readonly issuer: StatementIssuer,
    @Inject(ORGANIZATION_BOOK) private readonly organizations: OrganizationBook,
  ) {}

  async forYear(member: AuthenticatedUser, year: number, now: Date): Promise<GivingStatement> {
    const thisYear = now.getUTCFullYear();
    if (!Number.isInteger(year) || year < FIRST_STATEMENT_YEAR || year > thisYear) {
      throw DomainError.validation('year', `Please choose a year from ${FIRST_STATEMENT_YEAR} to ${thisYear}.`);
    }
    const { from, to } = await this.reads.yearBounds(year, STATEMENT_TIME_ZONE);
    const [rows, memberships] = await Promise.all([this.reads.giftsOf(member.id, from, to), this.membershipPayments(member.id, from, to)]);
    const toCampaigns = rows.filter((r) => r.campaignId !== null);
    const toOrganizations = rows.filter((r) => r.organizationId !== null);
    const [names, organizations] = await Promise.all([
      this.campaigns.summaries(toCampaigns.map((r) => r.campaignId!)),
      this.organizations.many(toOrganizations.map((r) => r.organizationId!)),
    ]);
    const gifts = toCampaigns.map((r) => ({
      donationId: r.donationId,
      date: r.completedAt,
      campaignTitle: names.get(r.campaignId!)?.title ?? 'A campaign',
      giftCents: r.giftCents,
      tipCents: r.tipCents,
      feeCoveredCents: r.feeCoveredCents,
      refunded: r.status === 'refunded',
      refundedAt: r.refundedAt,
      reference: r.paymentIntentId ?? r.donationId,
    }));
    const charities = [...new Set(toOrganizations.map((r) => r.organizationId!))].map((id) => {
      const organization = organizations.get(id);
      const funds = new Map(organization?.funds.map((f) => [f.id, f.name]));
      const given = toOrganizations
        .filter((r) => r.organizationId === id)
        .map((r) => ({
          donationId: r.donationId,
          date: r.completedAt,
          parts: r.allocations.map((p) => ({ fundName: funds.get(p.fundId) ?? 'A fund', cents: p.cents })),
          giftCents: r.giftCents,
          tipCents: r.tipCents,
          feeCoveredCents: r.feeCoveredCents,
          refunded: r.status === 'refunded',
          refundedAt: r.refundedAt,
          reference: r.paymentIntentId ?? r.donationId,
        }));
      return {
        name: organization?.name ?? 'An organization',
        ein: organization?.ein ?? '',
        address: organization?.address ?? '',
        gifts: given,
        totalCents: sum(given.filter((g) => !g.refunded).map((g) => g.giftCents)),
      };
    });
    const everyGift = [...gifts, ...charities.flatMap((c) => c.gifts)];
    const giftCents = sum(gifts.filter((g) => !g.refunded).map((g) => g.giftCents));
    const tipCents = sum(everyGift.filter((g) => !g.refunded).map((g) => g.tipCents));
    const feeCoveredCents = sum(everyGift.filter((g) => !g.refunded).map((g) => g.feeCoveredCents));
    return {
      year,
      issuedAt: now,
      timeZone: STATEMENT_TIME_ZONE,
      organization: this.issuer,
      donor: { name: [member.firstName, member.lastName].filter((p) => p?.trim()).join(' ') || member.username, email: member.email },
      gifts,
      organizations: charities,
      memberships,
      totals: {
        giftCents,
        tipCents,
        feeCoveredCents,
        refundedCents: sum(everyGift.filter((g) => g.refunded).map((g) => g.giftCents + g.tipCents + g.feeCoveredCents)),
        contributionCents: giftCents + tipCents + feeCoveredCents,
        membershipCents: sum(memberships.map((m) => m.amountCents)),
      },
    };
  }

  private async membershipPayments(userId: string, from: Date, to: Date): Promise<GivingStatement['memberships']> {
    const customerId = await this.customers.find(userId);
    if (!customerId) return [];
    const [subscriptionIds, invoices] = await Promise.all([this.reads.membershipSubscriptionIds(userId), this.gateway.listPaidInvoices(customerId, from, to)]);
    const memberships = new Set(subscriptionIds);
    return invoices
      .filter((invoice) => invoice.subscriptionId && memberships.has(invoice.subscriptionId) && invoice.amountCents > 0)
      .map((invoice) => ({ reference: invoice.id, date: invoice.paidAt, description: 'Business network membership (monthly)', amountCents: invoice.amountCents }));
  }
}

function sum(values: number[]): number {
  return values.reduce((total, value) => total + value, 0);
}
