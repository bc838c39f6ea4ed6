import { Inject, Injectable } from '@nestjs/common';
import { DomainError } from '../../../shared-kernel/domain.js';
import type { AuthenticatedUser } from '../../../shared-kernel/application.js';
import { CAMPAIGN_CATALOG, type CampaignCatalog } from './campaign-catalog.js';
import { LEDGER_READ_MODEL, type CampaignFundsFigures, type LedgerReadModel, type LedgerReconciliation } from './ledger.js';

/** A campaign's funds (its owner or an admin) and the admin's reconciliation, from the ledger. */
@Injectable()
export class CampaignFundsQueries {
  constructor(
    @Inject(LEDGER_READ_MODEL) private readonly ledger: LedgerReadModel,
    @Inject(CAMPAIGN_CATALOG) private readonly campaigns: CampaignCatalog,
  ) {}

  async fundsOf(campaignId: string, viewer: AuthenticatedUser): Promise<CampaignFundsFigures> {
    const ownerId = await this.campaigns.ownerOf(campaignId);
    if (ownerId === null) throw DomainError.notFound('campaign_not_found', 'Campaign not found');
    if (ownerId !== viewer.id && !viewer.isAdmin) {
      throw DomainError.forbidden('not_campaign_owner', "Only the campaign's organiser or an administrator can see its funds.");
    }
    return this.ledger.campaignFunds(campaignId);
  }

  reconciliation(): Promise<LedgerReconciliation> {
    return this.ledger.reconciliation();
  }
}
