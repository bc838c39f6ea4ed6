import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, DomainError, PLATFORM_TIME_ZONE, type Clock } from '../../../shared-kernel/domain.js';
import { DONOR_DIRECTORY, type DonorDirectory } from './donor-directory.port.js';
import { handlesMoney, ORGANIZATION_BOOK, type OrganizationBook } from './organization-book.port.js';

/** One fund's part of a gift to an organization, as its treasurer's report reads it. */
export interface GivenPart {
  donationId: string;
  completedAt: Date;
  fundId: string;
  cents: number;
  status: 'completed' | 'refunded';
  donorUserId: string | null;
  guest: { firstName: string; lastName: string; email: string } | null;
  isAnonymous: boolean;
  paymentIntentId: string | null;
  recurring: boolean;
}

/** The gifts to an organization (SQL in adapters/persistence). */
export interface OrganizationGivingReadModel {
  /** Each fund's part of the organization's completed or refunded gifts completed in [from, to), oldest first. */
  parts(organizationId: string, from: Date, to: Date): Promise<GivenPart[]>;
  /** The start of a day (YYYY-MM-DD) in a time zone, as an instant. */
  startOfDay(day: string, timeZone: string): Promise<Date>;
}
export const ORGANIZATION_GIVING_READ_MODEL = Symbol('OrganizationGivingReadModel');

export interface GivingReportLine {
  donationId: string;
  date: Date;
  donorName: string;
  /** Only for its admins and treasurers' export; null for an anonymous gift. */
  donorEmail: string | null;
  fundId: string;
  fundName: string;
  cents: number;
  method: 'card' | 'monthly';
  status: 'completed' | 'refunded';
  reference: string;
}

export interface GivingReport {
  from: string;
  to: string;
  /** What the funds received, net of refunds (tips are the platform's). */
  totalCents: number;
  /** Gifts that still count (a refunded gift does not). */
  giftCount: number;
  byFund: { fundId: string; name: string; cents: number; giftCount: number }[];
  lines: GivingReportLine[];
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (value: string) => DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * The treasurer's view of an organization's giving (issue 37): for its admins and treasurers (and platform
 * administrators), never its counters. Days are the platform's calendar days (Central Time), `to` included; a
 * gift counts on the day it was completed; a refunded gift stays in the list as refunded and counts for nothing.
 * An anonymous gift is listed as "Anonymous", without an email: the donor asked not to be named to the
 * organization either, as a campaign's organizer sees it.
 */
@Injectable()
export class OrganizationGiving {
  constructor(
    @Inject(ORGANIZATION_GIVING_READ_MODEL) private readonly reads: OrganizationGivingReadModel,
    @Inject(ORGANIZATION_BOOK) private readonly organizations: OrganizationBook,
    @Inject(DONOR_DIRECTORY) private readonly donors: DonorDirectory,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async report(organizationId: string, by: { id: string; isAdmin: boolean }, range: { from?: string; to?: string }): Promise<GivingReport> {
    const organization = await this.organizations.find(organizationId);
    if (!organization) throw DomainError.notFound('organization_not_found', 'Organization not found');
    if (!by.isAdmin && !handlesMoney(organization, by.id)) {
      throw DomainError.forbidden('not_organization_treasurer', "Only this organization's admins and treasurers can see its giving.");
    }
    const { from, to } = this.period(range);
    const [start, end] = await Promise.all([this.reads.startOfDay(from, PLATFORM_TIME_ZONE), this.reads.startOfDay(nextDay(to), PLATFORM_TIME_ZONE)]);
    const parts = await this.reads.parts(organization.id, start, end);
    const members = [...new Set(parts.filter((p) => p.donorUserId && !p.isAnonymous).map((p) => p.donorUserId!))];
    const [cards, emails] = await Promise.all([this.donors.cards(members), this.donors.emails(members)]);
    const fundNames = new Map(organization.funds.map((f) => [f.id, f.name]));

    const lines = parts.map((p): GivingReportLine => {
      const card = p.donorUserId ? cards.get(p.donorUserId) : undefined;
      const name = p.guest ? `${p.guest.firstName} ${p.guest.lastName}` : [card?.firstName, card?.lastName].filter(Boolean).join(' ');
      return {
        donationId: p.donationId,
        date: p.completedAt,
        donorName: p.isAnonymous ? 'Anonymous' : name.trim() || 'Member',
        donorEmail: p.isAnonymous ? null : (p.guest?.email ?? (p.donorUserId ? (emails.get(p.donorUserId) ?? null) : null)),
        fundId: p.fundId,
        fundName: fundNames.get(p.fundId) ?? 'A fund',
        cents: p.cents,
        method: p.recurring ? 'monthly' : 'card',
        status: p.status,
        reference: p.paymentIntentId ?? p.donationId,
      };
    });
    const counted = lines.filter((l) => l.status === 'completed');
    const byFund = organization.funds
      .map((f) => {
        const of = counted.filter((l) => l.fundId === f.id);
        return { fundId: f.id, name: f.name, cents: of.reduce((sum, l) => sum + l.cents, 0), giftCount: new Set(of.map((l) => l.donationId)).size, archived: f.archived };
      })
      // An archived fund is listed while it has gifts in the period; an active one always.
      .filter((f) => !f.archived || f.giftCount > 0)
      .map(({ archived: _, ...f }) => f);
    return {
      from,
      to,
      totalCents: counted.reduce((sum, l) => sum + l.cents, 0),
      giftCount: new Set(counted.map((l) => l.donationId)).size,
      byFund,
      lines,
    };
  }

  /** YYYY-MM-DD both, `from` not after `to`; the year so far when neither is given. */
  private period(range: { from?: string; to?: string }): { from: string; to: string } {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: PLATFORM_TIME_ZONE }).format(this.clock.now());
    const from = range.from || `${today.slice(0, 4)}-01-01`;
    const to = range.to || today;
    if (!isDay(from)) throw DomainError.validation('from', 'Enter the start date as YYYY-MM-DD.');
    if (!isDay(to)) throw DomainError.validation('to', 'Enter the end date as YYYY-MM-DD.');
    if (from > to) throw DomainError.validation('from', 'The start date must be on or before the end date.');
    return { from, to };
  }
}
