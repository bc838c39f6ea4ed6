import { Inject, Injectable, Logger } from '@nestjs/common';
import { CLOCK, type Clock } from '../../../shared-kernel/domain.js';
import { UNIT_OF_WORK, type AuthenticatedUser, type UnitOfWork } from '../../../shared-kernel/application.js';
import { RecurringGiftErrors, type RecurringGift, type RecurringGiftState, type RecurringGiftStopReason } from '../domain/recurring-gift.aggregate.js';
import { RECURRING_GIFT_REPOSITORY, type RecurringGiftRepository } from '../domain/recurring-gift.repository.js';
import { CAMPAIGN_CATALOG, type CampaignCatalog } from './campaign-catalog.port.js';
import { MONTHLY_GIFT_LINKS, type MonthlyGiftLinks } from './monthly-gift-links.port.js';
import { PAYMENT_GATEWAY, type PaymentGateway } from './payment-gateway.port.js';

export interface MonthlyGiftView extends RecurringGiftState {
  campaign: { title: string; slug: string } | null;
}

/**
 * Seeing and stopping monthly gifts: a member their own (signed in), a guest theirs through the
 * signed link in their receipt; and every running gift of a campaign that ended or was archived.
 * Stopping cancels the provider's subscription at once (nothing more is charged) and, for a gift
 * that was running, publishes payments.recurring-gift-stopped.v1 so its donor is told.
 */
@Injectable()
export class ManageMonthlyGifts {
  private readonly logger = new Logger('ManageMonthlyGifts');

  constructor(
    @Inject(RECURRING_GIFT_REPOSITORY) private readonly gifts: RecurringGiftRepository,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    @Inject(CAMPAIGN_CATALOG) private readonly campaigns: CampaignCatalog,
    @Inject(MONTHLY_GIFT_LINKS) private readonly links: MonthlyGiftLinks,
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** The member's monthly gifts (started, running and stopped), newest first. Ones never paid are left out. */
  async listForMember(userId: string): Promise<MonthlyGiftView[]> {
    const gifts = (await this.gifts.listForDonor(userId)).filter((g) => g.status !== 'incomplete');
    return this.viewed(gifts);
  }

  async cancelByMember(id: string, member: AuthenticatedUser): Promise<MonthlyGiftView> {
    const gift = await this.gifts.findById(id);
    if (!gift) throw RecurringGiftErrors.notFound();
    if (gift.donorUserId !== member.id) throw RecurringGiftErrors.notYours();
    return this.viewOne(await this.stop(gift, 'cancelled_by_donor'));
  }

  async viewByLink(id: string, token: string): Promise<MonthlyGiftView> {
    return this.viewOne(await this.byLink(id, token));
  }

  async cancelByLink(id: string, token: string): Promise<MonthlyGiftView> {
    return this.viewOne(await this.stop(await this.byLink(id, token), 'cancelled_by_donor'));
  }

  /** The link a guest's receipt carries (members manage theirs on their profile). */
  manageTokenFor(gift: { id: string }): string {
    return this.links.token(gift.id);
  }

  /** fundraising.campaign-archived.v1: its running monthly gifts stop. */
  async stopForClosedCampaigns(campaignIds: string[]): Promise<number> {
    let stopped = 0;
    for (const gift of await this.gifts.runningFor(campaignIds)) {
      try {
        await this.stop(gift, 'campaign_closed');
        stopped++;
      } catch (error) {
        this.logger.warn(`Monthly gift ${gift.id} of a closed campaign not stopped yet: ${(error as Error).message}`);
      }
    }
    return stopped;
  }

  /**
   * The donor closed their account (identity.account-closed.v1): every gift of theirs still running or waiting for
   * its first month stops at the provider at once; the donor is told at the address the account had. A gift the
   * provider cannot cancel now fails the consumer, which the outbox retries.
   */
  async stopForClosedAccount(userId: string, formerContact: { email: string; firstName: string | null }): Promise<number> {
    let stopped = 0;
    for (const gift of await this.gifts.listForDonor(userId)) {
      if (gift.isStopped) continue;
      await this.stop(gift, 'account_closed', formerContact);
      stopped++;
    }
    return stopped;
  }

  /** Run by the payments job: gifts to campaigns that ended (past their end date) or are gone stop. */
  async stopForEndedCampaigns(): Promise<number> {
    const running = await this.gifts.runningFor();
    if (running.length === 0) return 0;
    const closed = await this.campaigns.closedAmong([...new Set(running.map((g) => g.campaignId))]);
    return closed.length ? this.stopForClosedCampaigns(closed) : 0;
  }

  /**
   * Stops it: the provider's subscription is cancelled first (so no month is charged after we
   * say it stopped), then the gift, under its row lock. Stopping a stopped gift is a conflict (409).
   */
  async stop(gift: RecurringGift, reason: RecurringGiftStopReason, formerContact: { email: string; firstName: string | null } | null = null): Promise<RecurringGift> {
    if (gift.isStopped) throw RecurringGiftErrors.alreadyStopped();
    if (gift.subscriptionId) {
      const provided = await this.gateway.retrieveSubscription(gift.subscriptionId);
      if (provided && provided.status !== 'canceled' && provided.status !== 'incomplete_expired') await this.gateway.cancelSubscriptionNow(gift.subscriptionId);
    }
    return this.uow.run(async () => {
      const current = await this.gifts.findByIdForUpdate(gift.id);
      if (!current) throw RecurringGiftErrors.notFound();
      current.stop(reason, this.clock.now(), formerContact);
      await this.gifts.save(current);
      return current;
    });
  }

  /** The provider reports the subscription ended on its side (it gave up on the card): the gift stops. */
  async syncWithProvider(subscriptionId: string): Promise<void> {
    const gift = await this.gifts.findBySubscription(subscriptionId);
    if (!gift || gift.isStopped || gift.status !== 'active') return;
    const provided = await this.gateway.retrieveSubscription(subscriptionId);
    if (!provided || !['canceled', 'unpaid', 'incomplete_expired'].includes(provided.status)) return;
    await this.uow.run(async () => {
      const current = await this.gifts.findByIdForUpdate(gift.id);
      if (!current || current.isStopped) return;
      current.stop('payment_failed', this.clock.now());
      await this.gifts.save(current);
    });
  }

  private async byLink(id: string, token: string): Promise<RecurringGift> {
    const gift = await this.gifts.findById(id);
    if (!gift) throw RecurringGiftErrors.notFound();
    if (!token || !this.links.verify(gift.id, token)) throw RecurringGiftErrors.badLink();
    return gift;
  }

  private async viewOne(gift: RecurringGift): Promise<MonthlyGiftView> {
    return (await this.viewed([gift]))[0];
  }

  private async viewed(gifts: RecurringGift[]): Promise<MonthlyGiftView[]> {
    const names = await this.campaigns.summaries(gifts.map((g) => g.campaignId));
    return gifts.map((g) => ({ ...g.toState(), campaign: names.get(g.campaignId) ?? null }));
  }
}
