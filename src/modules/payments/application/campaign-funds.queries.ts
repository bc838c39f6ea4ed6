import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, DomainError, type Clock } from '../../../shared-kernel/domain.js';
import type { AuthenticatedUser } from '../../../shared-kernel/application.js';
import { CAMPAIGN_CATALOG, type CampaignCatalog } from './campaign-catalog.js';
import { DonationQueries } from './donation-queries.js';
import { LEDGER_READ_MODEL, type CampaignFundsFigures, type LedgerReadModel, type LedgerReconciliation, type ProviderMatch } from './ledger.js';
import { PAYMENT_GATEWAY, type PaymentGateway } from './payment-gateway.js';

/** How far back the reconciliation sets the ledger against the provider's payments. */
const PROVIDER_WINDOW_MS = 24 * 60 * 60 * 1000;

/** A campaign's funds (its owner or an admin) and the admin's reconciliation, from the ledger. */
@Injectable()
export class CampaignFundsQueries {
  constructor(
    @Inject(LEDGER_READ_MODEL) private readonly ledger: LedgerReadModel,
    @Inject(CAMPAIGN_CATALOG) private readonly campaigns: CampaignCatalog,
    private readonly donations: DonationQueries,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async fundsOf(campaignId: string, viewer: AuthenticatedUser): Promise<CampaignFundsFigures> {
    await this.requireOrganiserOrAdmin(campaignId, viewer, 'funds');
    return this.ledger.campaignFunds(campaignId);
  }

  /** The organiser's donor list: names and emails unless anonymous; refunded gifts marked. */
  async donorsOf(campaignId: string, viewer: AuthenticatedUser) {
    await this.requireOrganiserOrAdmin(campaignId, viewer, 'donors');
    const now = Date.now();
    return (await this.donations.donorsOf(campaignId)).map((row) => ({
      ...row,
      refundable:
        row.donation.status === 'completed' &&
        (viewer.isAdmin || now - (row.donation.completedAt ?? row.donation.createdAt).getTime() <= 90 * 86_400_000),
    }));
  }

  private async requireOrganiserOrAdmin(campaignId: string, viewer: AuthenticatedUser, what: string): Promise<void> {
    const ownerId = await this.campaigns.ownerOf(campaignId);
    if (ownerId === null) throw DomainError.notFound('campaign_not_found', 'Campaign not found');
    if (ownerId !== viewer.id && !viewer.isAdmin) {
      throw DomainError.forbidden('not_campaign_owner', `Only the campaign's organiser or an administrator can see its ${what}.`);
    }
  }

  /**
   * The books, with the titles of campaigns left negative by a refund after a payout, and the ledger set
   * against the provider's own record of the last day's one-off gifts.
   */
  async reconciliation(): Promise<
    Omit<LedgerReconciliation, 'negativeCampaigns'> & { negativeCampaigns: { campaignId: string; availableCents: number; campaignTitle: string | null }[]; provider: ProviderMatch }
  > {
    const [books, provider] = await Promise.all([this.ledger.reconciliation(), this.matchProvider()]);
    const titles = await this.campaigns.summaries(books.negativeCampaigns.map((n) => n.campaignId));
    return { ...books, negativeCampaigns: books.negativeCampaigns.map((n) => ({ ...n, campaignTitle: titles.get(n.campaignId)?.title ?? null })), provider };
  }

  /**
   * Every one-off gift payment the provider reports succeeded over the last day must be charged in the
   * ledger at its amount, and every one-off gift the ledger recorded over the day must be one the provider
   * reports (its list is read from an hour earlier, so a payment made just before the window still counts).
   */
  private async matchProvider(): Promise<ProviderMatch> {
    const since = new Date(this.clock.now().getTime() - PROVIDER_WINDOW_MS);
    const reported = (await this.gateway.listSucceededPaymentIntents(new Date(since.getTime() - 3_600_000))).filter((i) => i.metadata.kind === 'donation');
    const charged = await this.ledger.chargedByPaymentIntent(reported.map((i) => i.id));
    const notInLedger = reported.filter((i) => charged.get(i.id) !== i.amountCents).map((i) => i.id);
    const known = new Set(reported.map((i) => i.id));
    const unknownToProvider = (await this.ledger.oneOffGiftPaymentsSince(since)).filter((id) => !known.has(id));
    return {
      since,
      providerPayments: reported.length,
      providerCents: reported.reduce((sum, i) => sum + i.amountCents, 0),
      ledgerCents: reported.reduce((sum, i) => sum + (charged.get(i.id) ?? 0), 0),
      notInLedger,
      unknownToProvider,
      matches: notInLedger.length === 0 && unknownToProvider.length === 0,
    };
  }
}
