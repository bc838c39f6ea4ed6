import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, DomainError, isEmailAddress, type Clock } from '../../../shared-kernel/domain.js';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../shared-kernel/application.js';
import { DONATION_READ_MODEL, type DonationReadModel } from './donation.queries.js';
import { DONOR_DIRECTORY, type DonorDirectory } from './donor-directory.port.js';

/** Signs the one unsubscribe link per campaign and address that every update email carries. */
export interface UnsubscribeLinks {
  token(campaignId: string, email: string): string;
  verify(campaignId: string, email: string, token: string): boolean;
}
export const UNSUBSCRIBE_LINKS = Symbol('UnsubscribeLinks');

/** Who asked for no more updates of a campaign. */
export interface UpdateOptOuts {
  optOut(campaignId: string, email: string, at: Date): Promise<void>;
  optedOut(campaignId: string): Promise<Set<string>>;
}
export const UPDATE_OPT_OUTS = Symbol('UpdateOptOuts');

export interface UpdateRecipient {
  email: string;
  /** How to greet them (first name), or null. */
  firstName: string | null;
  /** For the unsubscribe link: POST /api/campaigns/{campaignId}/updates/unsubscribe { email, token }. */
  unsubscribeToken: string;
}

/**
 * The people a campaign update goes to: everyone who gave to the campaign (a completed gift, not
 * refunded), once per email address, except those who unsubscribed from its updates (one link per
 * campaign). For the notifications context, through payments' public API.
 */
@Injectable()
export class CampaignUpdateAudience {
  constructor(
    @Inject(DONATION_READ_MODEL) private readonly reads: DonationReadModel,
    @Inject(DONOR_DIRECTORY) private readonly donors: DonorDirectory,
    @Inject(UNSUBSCRIBE_LINKS) private readonly links: UnsubscribeLinks,
    @Inject(UPDATE_OPT_OUTS) private readonly optOuts: UpdateOptOuts,
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async recipientsOf(campaignId: string): Promise<UpdateRecipient[]> {
    const gifts = (await this.reads.givenToCampaign(campaignId)).filter((d) => d.status === 'completed');
    const members = [...new Set(gifts.filter((d) => d.donorUserId).map((d) => d.donorUserId!))];
    const [emails, cards, optedOut] = await Promise.all([this.donors.emails(members), this.donors.cards(members), this.optOuts.optedOut(campaignId)]);
    const seen = new Map<string, UpdateRecipient>();
    for (const gift of gifts) {
      const email = gift.donorUserId ? emails.get(gift.donorUserId) : gift.guestEmail;
      if (!email) continue;
      const key = email.trim().toLowerCase();
      if (seen.has(key) || optedOut.has(key)) continue;
      const firstName = gift.donorUserId ? (cards.get(gift.donorUserId)?.firstName ?? null) : gift.guestFirstName;
      seen.set(key, { email: email.trim(), firstName, unsubscribeToken: this.links.token(campaignId, key) });
    }
    return [...seen.values()];
  }

  /** The link in an update email: no more updates of this campaign to this address. */
  async unsubscribe(campaignId: string, email: string, token: string): Promise<void> {
    const key = email.trim().toLowerCase();
    if (!isEmailAddress(key) || !this.links.verify(campaignId, key, token)) {
      throw DomainError.forbidden('unsubscribe_link_invalid', 'This unsubscribe link is not valid. Please use the link in the email.');
    }
    await this.uow.run(() => this.optOuts.optOut(campaignId, key, this.clock.now()));
  }
}
