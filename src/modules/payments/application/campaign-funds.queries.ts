import { Inject, Injectable } from '@nestjs/common';
import { DomainError } from '../../../shared-kernel/domain.js';
import type { AuthenticatedUser } from '../../../shared-kernel/application.js';
import { CampaignStewards } from './campaign-stewards.service.js';
import { DonationQueries } from './donation.queries.js';
import { LEDGER_READ_MODEL, type CampaignFundsFigures, type LedgerReadModel } from './ledger.read-model.js';
import { DonationErrors } from '../domain/donation.errors.js';

/** A campaign's funds and donors (its owner or an admin), from the ledger. The admin's reconciliation: MoneyReconciliation. */
@Injectable()
export class CampaignFundsQueries {
  constructor(
    @Inject(LEDGER_READ_MODEL) private readonly ledger: LedgerReadModel,
    private readonly donations: DonationQueries,
    private readonly stewards: CampaignStewards,
  ) {}

  async fundsOf(campaignId: string, viewer: AuthenticatedUser): Promise<CampaignFundsFigures> {
    await this.requireOrganizerOrAdmin(campaignId, viewer, 'funds');
    return this.ledger.campaignFunds(campaignId);
  }

  /** The organiser's donor list: names and emails unless anonymous; refunded gifts marked. */
  async donorsOf(campaignId: string, viewer: AuthenticatedUser) {
    await this.requireOrganizerOrAdmin(campaignId, viewer, 'donors');
    const now = Date.now();
    return (await this.donations.donorsOf(campaignId)).map((row) => ({
      ...row,
      refundable:
        row.donation.status === 'completed' &&
        (viewer.isAdmin || now - (row.donation.completedAt ?? row.donation.createdAt).getTime() <= 90 * 86_400_000),
    }));
  }

  private async requireOrganizerOrAdmin(campaignId: string, viewer: AuthenticatedUser, what: string): Promise<void> {
    const campaign = await this.stewards.of(campaignId, viewer.id);
    if (campaign === null) throw DonationErrors.campaignNotFound();
    if (!campaign.steward && !viewer.isAdmin) {
      throw DomainError.forbidden('not_campaign_owner', `Only the campaign's organizer or an administrator can see its ${what}.`);
    }
  }
}
