import { Inject, Injectable } from '@nestjs/common';
import { CAMPAIGN_CATALOG, type CampaignCatalog } from './campaign-catalog.js';
import { RecordDonationPayment } from './record-donation-payment.use-case.js';

/** The thank-you screen's and the receipt's facts. */
export interface DonationReceipt {
  donationId: string;
  campaignId: string;
  campaignTitle: string;
  campaignSlug: string;
  giftCents: number;
  tipCents: number;
  message: string | null;
  isAnonymous: boolean;
  recordedAt: Date;
  paymentIntentId: string;
}

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
  ) {}

  async execute(paymentIntentId: string, campaignId: string): Promise<DonationReceipt> {
    const donation = await this.payments.complete(paymentIntentId, campaignId);
    const campaign = (await this.campaigns.summaries([donation.campaignId])).get(donation.campaignId);
    return {
      donationId: donation.id,
      campaignId: donation.campaignId,
      campaignTitle: campaign?.title ?? 'a campaign',
      campaignSlug: campaign?.slug ?? '',
      giftCents: donation.gift.cents,
      tipCents: donation.tip.cents,
      message: donation.message,
      isAnonymous: donation.isAnonymous,
      recordedAt: donation.completedAt ?? donation.createdAt,
      paymentIntentId: donation.paymentIntentId ?? paymentIntentId,
    };
  }
}
