import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, DomainError, type Clock } from '../../../shared-kernel/domain.js';
import { UNIT_OF_WORK, type AuthenticatedUser, type UnitOfWork } from '../../../shared-kernel/application.js';
import { CAMPAIGN_CATALOG, type CampaignCatalog } from './campaign-catalog.port.js';
import { DONATION_READ_MODEL, type DonationReadModel, type DonationView } from './donation.queries.js';
import { DONOR_DIRECTORY, type DonorDirectory } from './donor-directory.port.js';
import { DonationErrors } from '../domain/donation.errors.js';

/** Which gifts' messages the campaign's organizer hid from its page. */
export interface HiddenMessageStore {
  /** True when this call changed it. */
  hide(donationId: string, by: string, at: Date): Promise<boolean>;
  show(donationId: string): Promise<boolean>;
}
export const HIDDEN_MESSAGE_STORE = Symbol('HiddenMessageStore');

export interface WordOfSupport {
  donationId: string;
  /** null for an anonymous gift. */
  name: string | null;
  message: string;
  givenAt: Date;
  hidden: boolean;
}

const SHOWN = 50;

/**
 * "Words of support": the messages donors left with their gifts, on the campaign page, newest
 * first. Anonymous gifts show no name. The organizer (or an admin) may hide one, and show it again;
 * they also see the hidden ones, marked.
 */
@Injectable()
export class WordsOfSupport {
  constructor(
    @Inject(DONATION_READ_MODEL) private readonly reads: DonationReadModel,
    @Inject(DONOR_DIRECTORY) private readonly donors: DonorDirectory,
    @Inject(CAMPAIGN_CATALOG) private readonly campaigns: CampaignCatalog,
    @Inject(HIDDEN_MESSAGE_STORE) private readonly hidden: HiddenMessageStore,
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async list(campaignId: string, viewer: AuthenticatedUser | undefined): Promise<WordOfSupport[]> {
    const organizer = viewer ? await this.mayModerate(campaignId, viewer) : false;
    const gifts = await this.reads.withMessagesForCampaign(campaignId, organizer, SHOWN);
    return this.named(gifts);
  }

  async setHidden(campaignId: string, donationId: string, hidden: boolean, viewer: AuthenticatedUser): Promise<WordOfSupport> {
    if ((await this.campaigns.ownerOf(campaignId)) === null) {
      throw DonationErrors.campaignNotFound();
    }
    if (!(await this.mayModerate(campaignId, viewer))) {
      throw DomainError.forbidden('not_campaign_owner', "Only the campaign's organizer or an administrator can hide words of support.");
    }
    const gift = (await this.reads.withMessagesForCampaign(campaignId, true, 5000)).find((d) => d.id === donationId);
    if (!gift) throw DomainError.notFound('message_not_found', 'We could not find that message on this campaign.');
    await this.uow.run(() => (hidden ? this.hidden.hide(donationId, viewer.id, this.clock.now()) : this.hidden.show(donationId)));
    const [word] = await this.named([{ ...gift, messageHidden: hidden }]);
    return word;
  }

  private async mayModerate(campaignId: string, viewer: AuthenticatedUser): Promise<boolean> {
    return viewer.isAdmin || (await this.campaigns.ownerOf(campaignId)) === viewer.id;
  }

  private async named(gifts: DonationView[]): Promise<WordOfSupport[]> {
    const cards = await this.donors.cards(gifts.filter((d) => d.donorUserId && !d.isAnonymous).map((d) => d.donorUserId!));
    return gifts.map((d) => {
      let name: string | null = null;
      if (!d.isAnonymous) {
        const person = d.donorUserId ? cards.get(d.donorUserId) : { firstName: d.guestFirstName, lastName: d.guestLastName };
        name = [person?.firstName, person?.lastName].filter((part) => part?.trim()).join(' ') || 'A Faith Collective member';
      }
      return { donationId: d.id, name, message: d.message ?? '', givenAt: d.completedAt ?? d.createdAt, hidden: d.messageHidden === true };
    });
  }
}
