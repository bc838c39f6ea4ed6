import { timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Donation, GiftRecipient } from '../domain/donation.aggregate.js';
import { DonationErrors } from '../domain/donation.errors.js';
import { DONATION_REPOSITORY, type DonationRepository } from '../domain/donation.repository.js';
import { RECURRING_GIFT_REPOSITORY, type RecurringGiftRepository } from '../domain/recurring-gift.repository.js';
import type { RecurringGiftStatus } from '../domain/recurring-gift.aggregate.js';
import type { PaymentMethodKind } from '../domain/processing-fee.js';
import { CAMPAIGN_CATALOG, type CampaignCatalog } from './campaign-catalog.port.js';
import { DONOR_DIRECTORY, type DonorDirectory } from './donor-directory.port.js';
import { STATEMENT_ISSUER, type StatementIssuer } from './giving-statements.queries.js';
import { MonthlyGiftManageLinks } from './monthly-gift-manage-links.facade.js';
import { ORGANIZATION_BOOK, type OrganizationBook } from './organization-book.port.js';
import { PAYMENT_GATEWAY, type PaymentGateway } from './payment-gateway.port.js';
import { RecordDonationPayment } from './record-donation-payment.use-case.js';

/** The thank-you screen's and the receipt's facts. */
export interface DonationReceipt {
  donationId: string;
  /** The campaign given to (null for a gift to an organization). */
  campaignId: string | null;
  campaignTitle: string | null;
  campaignSlug: string | null;
  /** The organization given to, the charity of record (null for a campaign gift). */
  organization: { id: string; name: string; slug: string } | null;
  /** Each fund's part of a gift to an organization, in the donor's order (empty for a campaign gift). */
  allocations: { fundId: string; fundName: string; cents: number }[];
  giftCents: number;
  tipCents: number;
  /** The processing fee the donor covered (0 when they did not). */
  feeCoveredCents: number;
  paymentMethod: PaymentMethodKind;
  message: string | null;
  isAnonymous: boolean;
  recordedAt: Date;
  paymentIntentId: string;
  /**
   * The donor's name as the receipt prints it: only for the browser that paid (it sends the payment's client
   * secret); null for anyone else who knows the payment id, which every receipt prints.
   */
  donorName: string | null;
  /** The charity of record the receipt names: its name, EIN and address. */
  charity: { name: string; ein: string; address: string };
  /**
   * For a month of a monthly gift: the gift, when it is charged next, and where its donor manages it (a guest's
   * signed link only for the browser that paid; null otherwise: it is in the receipt email).
   */
  monthlyGift: { id: string; status: RecurringGiftStatus; nextChargeAt: Date | null; managePath: string | null } | null;
}

/**
 * Where a donor's gift stands, without recording anything: 'recorded' (with the receipt),
 * 'confirming' (started, not recorded yet: the provider may still confirm it, and the sweep of
 * unrecorded payments records it if it was charged) or 'not_paid' (the card was declined).
 */
export type DonationState =
  | { state: 'recorded'; receipt: DonationReceipt }
  | { state: 'confirming' | 'processing'; receipt: null }
  | { state: 'not_paid'; receipt: null; failureReason: string | null };

/** A bank payment the provider is still settling (a few business days): nothing is credited yet. */
export interface ProcessingGift {
  donationId: string;
  paymentIntentId: string;
  giftCents: number;
  tipCents: number;
  feeCoveredCents: number;
}

/** What the completion call found: the gift recorded (its receipt), or a bank payment still processing. */
export type Completion = { state: 'recorded'; receipt: DonationReceipt } | { state: 'processing'; gift: ProcessingGift };

/**
 * Step three of giving, after the card form confirmed the payment: the donation is recorded
 * (once, whichever path gets there first) and the receipt returned. Calling it again returns the
 * same receipt.
 */
@Injectable()
export class CompleteDonation {
  constructor(
    private readonly payments: RecordDonationPayment,
    @Inject(CAMPAIGN_CATALOG) private readonly campaigns: CampaignCatalog,
    @Inject(DONATION_REPOSITORY) private readonly donations: DonationRepository,
    @Inject(RECURRING_GIFT_REPOSITORY) private readonly gifts: RecurringGiftRepository,
    private readonly links: MonthlyGiftManageLinks,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    @Inject(DONOR_DIRECTORY) private readonly donors: DonorDirectory,
    @Inject(STATEMENT_ISSUER) private readonly charity: StatementIssuer,
    @Inject(ORGANIZATION_BOOK) private readonly organizations: OrganizationBook,
  ) {}

  /** `clientSecret`: the payment's, when the caller has it (the browser that paid); see monthlyGiftOf. */
  async execute(paymentIntentId: string, recipient: GiftRecipient, clientSecret?: string): Promise<Completion> {
    const donation = await this.payments.complete(paymentIntentId, recipient);
    if (donation.status === 'processing') {
      const s = donation.toState();
      return {
        state: 'processing',
        gift: { donationId: s.id, paymentIntentId: s.paymentIntentId ?? paymentIntentId, giftCents: s.giftCents, tipCents: s.tipCents, feeCoveredCents: donation.feeCovered.cents },
      };
    }
    return { state: 'recorded', receipt: await this.receiptOf(donation, paymentIntentId, clientSecret) };
  }

  /**
   * The donation-complete screen's look-up after a failed completion call: the donor's own
   * payment (its id and its campaign, as the provider's return link carries them). 404 otherwise.
   */
  async stateOf(paymentIntentId: string, recipient: GiftRecipient, clientSecret?: string): Promise<DonationState> {
    const donation = await this.donations.findByPaymentIntent(paymentIntentId);
    if (!donation && recipient.campaignId !== undefined) {
      // The first month of a monthly gift is recorded when paid: until then it is confirming.
      const monthly = await this.gifts.findByFirstPayment(paymentIntentId);
      if (monthly?.campaignId === recipient.campaignId) return { state: 'confirming', receipt: null };
    }
    if (!donation?.isGivenTo(recipient)) throw DonationErrors.notFound();
    if (donation.status === 'completed') return { state: 'recorded', receipt: await this.receiptOf(donation, paymentIntentId, clientSecret) };
    // A bank payment the bank returned days later says why (the donor was not there to see it); a declined card was
    // shown its reason on the card form.
    if (donation.status === 'failed') return { state: 'not_paid', receipt: null, failureReason: donation.paymentMethod === 'us_bank_account' ? donation.failureReason : null };
    return { state: donation.status === 'processing' ? 'processing' : 'confirming', receipt: null };
  }

  private async receiptOf(donation: Donation, paymentIntentId: string, clientSecret: string | undefined): Promise<DonationReceipt> {
    const campaign = donation.campaignId ? (await this.campaigns.summaries([donation.campaignId])).get(donation.campaignId) : undefined;
    const organization = donation.organizationId ? await this.organizations.find(donation.organizationId) : null;
    const funds = new Map(organization?.funds.map((f) => [f.id, f.name]));
    const paid = await this.paidBy(donation.paymentIntentId ?? paymentIntentId, clientSecret);
    return {
      donationId: donation.id,
      campaignId: donation.campaignId,
      campaignTitle: donation.campaignId ? (campaign?.title ?? 'a campaign') : null,
      campaignSlug: donation.campaignId ? (campaign?.slug ?? '') : null,
      organization: organization && { id: organization.id, name: organization.name, slug: organization.slug },
      allocations: donation.allocations.map((p) => ({ fundId: p.fundId, fundName: funds.get(p.fundId) ?? 'A fund', cents: p.cents })),
      giftCents: donation.gift.cents,
      tipCents: donation.tip.cents,
      feeCoveredCents: donation.feeCovered.cents,
      paymentMethod: donation.paymentMethod,
      message: donation.message,
      isAnonymous: donation.isAnonymous,
      recordedAt: donation.completedAt ?? donation.createdAt,
      paymentIntentId: donation.paymentIntentId ?? paymentIntentId,
      donorName: paid ? await this.donorNameOf(donation) : null,
      // A gift to an organization is given to it: it is the charity of record; any other gift is the platform's.
      charity: organization
        ? { name: organization.name, ein: organization.ein, address: organization.address }
        : { name: this.charity.name, ein: this.charity.ein, address: this.charity.address },
      monthlyGift: await this.monthlyGiftOf(donation, paid),
    };
  }

  /** "Lydia Thyatira": the guest's name as typed, or the member's from their profile. */
  private async donorNameOf(donation: Donation): Promise<string | null> {
    const s = donation.toState();
    if (s.guest) return `${s.guest.firstName} ${s.guest.lastName}`.trim() || null;
    if (!s.donorUserId) return null;
    const card = (await this.donors.cards([s.donorUserId])).get(s.donorUserId);
    return [card?.firstName, card?.lastName].filter((part) => part?.trim()).join(' ') || null;
  }

  /**
   * A member manages theirs on their profile. A guest's signed link is their only key to the gift, so it is handed
   * only to the browser that paid: one that sends the payment's client secret (the provider's return link carries
   * it). Anyone else who knows the payment id (it is printed on every receipt as the transaction id) gets null: the
   * link is in the receipt email, sent to the donor's address.
   */
  private async monthlyGiftOf(donation: Donation, paidByCaller: boolean): Promise<DonationReceipt['monthlyGift']> {
    if (!donation.recurringGiftId) return null;
    const gift = await this.gifts.findById(donation.recurringGiftId);
    if (!gift) return null;
    const s = gift.toState();
    const managePath = gift.donorUserId
      ? '/profile?tab=donations'
      : paidByCaller
        ? this.links.guestPath(gift.id)
        : null;
    return { id: gift.id, status: gift.status, nextChargeAt: s.nextChargeAt, managePath };
  }

  /** Whether `clientSecret` is the payment's own (compared in constant time). */
  private async paidBy(paymentIntentId: string | null, clientSecret: string | undefined): Promise<boolean> {
    if (!paymentIntentId || !clientSecret) return false;
    const intent = await this.gateway.retrievePaymentIntent(paymentIntentId);
    if (!intent) return false;
    const expected = Buffer.from(intent.clientSecret);
    const given = Buffer.from(clientSecret);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}
