import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import {
  INTEGRATION_EVENT_SUBSCRIBER,
  type IntegrationEvent,
  type IntegrationEventSubscriber,
} from '../../../shared-kernel/application.js';
import { createHash } from 'node:crypto';
import {
  CAMPAIGN_DIRECTORY,
  MEMBER_CONTACTS,
  MONTHLY_GIFT_MANAGEMENT,
  ORGANIZATION_DIRECTORY,
  type CampaignDirectory,
  type OrganizationDirectory,
  type CampaignSummary,
  type MemberContacts,
  type MonthlyGiftManagement,
} from './directories.port.js';
import { CampaignUpdateMailing } from './campaign-update-mailing.service.js';
import { MessageQueue } from './message-queue.service.js';
import { GIFT_NOTICE_LEDGER, type GiftNoticeLedger } from '../domain/gift-notice-ledger.js';
import { OUTGOING_MESSAGE_REPOSITORY, type OutgoingMessageRepository } from '../domain/outgoing-message.repository.js';
import * as Messages from './messages.templates.js';

/** A gift's donor: a guest's details from the event (the first name they typed), a member's from identity. */
interface Donor {
  email: string | null;
  firstName: string | null;
  /** A member's, greeted by it when they gave no first name. */
  username: string | null;
  fullName: string | null;
}

/**
 * What other contexts' events cause here: the messages people are owed. Each consumer runs once per
 * event (its processed key) and queues its messages in the same unit of work; a message's template
 * and key are unique, so a fact announced twice still sends one message.
 */
@Injectable()
export class NotificationsEventConsumers implements OnModuleInit {
  constructor(
    @Inject(INTEGRATION_EVENT_SUBSCRIBER) private readonly subscriber: IntegrationEventSubscriber,
    @Inject(MEMBER_CONTACTS) private readonly members: MemberContacts,
    @Inject(CAMPAIGN_DIRECTORY) private readonly campaigns: CampaignDirectory,
    @Inject(ORGANIZATION_DIRECTORY) private readonly organizations: OrganizationDirectory,
    private readonly mail: MessageQueue,
    @Inject(OUTGOING_MESSAGE_REPOSITORY) private readonly log: OutgoingMessageRepository,
    @Inject(GIFT_NOTICE_LEDGER) private readonly toldGifts: GiftNoticeLedger,
    @Inject(MONTHLY_GIFT_MANAGEMENT) private readonly monthlyGifts: MonthlyGiftManagement,
    private readonly updates: CampaignUpdateMailing,
  ) {}

  onModuleInit(): void {
    const s = this.subscriber;
    // Messages are queued off the request's path (by the relay's poller, woken by the commit, in
    // batches): no request waits for its emails to be rendered. An erasure stays immediate.
    const later = { delivery: 'in-background' } as const;
    s.subscribe('payments.donation-completed.v1', 'notifications.donation-receipt', (e) => this.donationReceipt(e), later);
    // The gifts that piled up together come in one call: one notice per campaign for a burst.
    s.subscribeBatch('payments.donation-completed.v1', 'notifications.organizer-gift', (events) => this.organizerGifts(events));
    s.subscribe('payments.membership-payment-received.v1', 'notifications.membership-receipt', (e) => this.membershipReceipt(e), later);
    s.subscribe('payments.donation-refunded.v1', 'notifications.refund-notice', (e) => this.refundNotice(e), later);
    s.subscribe('payments.bank-payment-failed.v1', 'notifications.bank-payment-failed', (e) => this.bankPaymentFailed(e), later);
    // A gift to an organization: its receipt names the organization (the charity of record) and each fund's part.
    s.subscribe('payments.organization-gift-completed.v1', 'notifications.organization-gift-receipt', (e) => this.organizationGiftReceipt(e), later);
    s.subscribe('payments.organization-gift-refunded.v1', 'notifications.organization-gift-refund-notice', (e) => this.organizationRefundNotice(e), later);
    s.subscribe('payments.donation-refunded.v1', 'notifications.organizer-refund', (e) => this.organizerRefund(e), later);
    s.subscribe('payments.payout-paid.v1', 'notifications.payout-paid', (e) => this.payoutSettled(e, true), later);
    s.subscribe('payments.payout-failed.v1', 'notifications.payout-failed', (e) => this.payoutSettled(e, false), later);
    s.subscribe('payments.recurring-gift-stopped.v1', 'notifications.recurring-gift-stopped', (e) => this.recurringGiftStopped(e), later);
    s.subscribe('payments.recurring-gift-past-due.v1', 'notifications.recurring-gift-past-due', (e) => this.recurringGiftPastDue(e), later);
    s.subscribe('fundraising.campaign-approved.v1', 'notifications.campaign-approved', (e) => this.campaignDecided(e, true), later);
    s.subscribe('fundraising.campaign-rejected.v1', 'notifications.campaign-rejected', (e) => this.campaignDecided(e, false), later);
    // Every decision on an owner's edit of an approved campaign is told to its owner (issue 35).
    s.subscribe('fundraising.campaign-revision-approved.v1', 'notifications.campaign-edit-approved', (e) => this.campaignEditDecided(e, true), later);
    s.subscribe('fundraising.campaign-revision-rejected.v1', 'notifications.campaign-edit-rejected', (e) => this.campaignEditDecided(e, false), later);
    // Only an approved update is mailed (issue 33), at most one update email per campaign a day.
    s.subscribe('fundraising.campaign-update-published.v1', 'notifications.campaign-update-published', (e) => this.updates.published(e), later);
    s.subscribe('creator-hub.sponsorship-approved.v1', 'notifications.sponsorship-approved', (e) => this.sponsorshipDecided(e, true), later);
    s.subscribe('creator-hub.sponsorship-rejected.v1', 'notifications.sponsorship-rejected', (e) => this.sponsorshipDecided(e, false), later);
    s.subscribe('identity.email-verification-requested.v1', 'notifications.email-verification', (e) => this.emailVerification(e), later);
    s.subscribe('identity.password-reset-requested.v1', 'notifications.password-reset', (e) => this.passwordReset(e), later);
    s.subscribe('organizations.member-invited.v1', 'notifications.organization-invitation', (e) => this.organizationInvitation(e), later);
    s.subscribe('identity.password-changed.v1', 'notifications.password-changed', (e) => this.passwordChanged(e), later);
    s.subscribe('identity.account-closed.v1', 'notifications.account-closed', (e) => this.accountClosed(e));
    s.subscribe('payments.membership-ended.v1', 'notifications.membership-ended', (e) => this.membershipEnded(e), later);
  }

  /** The first link after sign-up comes as the welcome; a link asked for again, as a plain verification mail. */
  async emailVerification(event: IntegrationEvent<'identity.email-verification-requested.v1'>): Promise<void> {
    const p = event.payload;
    const first = !(await this.log.existsFor(p.userId, 'welcome'));
    const link = { firstName: p.firstName ?? null, username: p.username, verifyUrl: this.mail.link(p.verifyUrlPath), expiresAt: p.expiresAt };
    await this.mail.queue({
      event,
      template: first ? 'welcome' : 'verify-email',
      to: p.email,
      recipientUserId: p.userId,
      message: first ? Messages.welcome(link) : Messages.verifyEmail(link),
    });
  }

  async passwordReset(event: IntegrationEvent<'identity.password-reset-requested.v1'>): Promise<void> {
    const p = event.payload;
    await this.mail.queue({
      event,
      template: 'password-reset',
      to: p.email,
      recipientUserId: p.userId,
      message: Messages.passwordReset({ firstName: p.firstName ?? null, username: p.username, resetUrl: this.mail.link(p.resetUrlPath), expiresAt: p.expiresAt }),
    });
  }

  async organizationInvitation(event: IntegrationEvent<'organizations.member-invited.v1'>): Promise<void> {
    const p = event.payload;
    const inviter = await this.members.contactOf(p.invitedBy);
    await this.mail.queue({
      event,
      template: 'organization-invitation',
      to: p.email,
      recipientUserId: null,
      message: Messages.organizationInvitation({
        organizationName: p.organizationName,
        inviterName: inviter?.firstName ?? inviter?.username ?? `An admin of ${p.organizationName}`,
        role: p.role,
        joinUrl: this.mail.link(p.joinPath),
        expiresAt: p.expiresAt,
      }),
    });
  }

  async passwordChanged(event: IntegrationEvent<'identity.password-changed.v1'>): Promise<void> {
    const p = event.payload;
    await this.mail.queue({
      event,
      template: 'password-changed',
      to: p.email,
      recipientUserId: p.userId,
      message: Messages.passwordChanged({ firstName: p.firstName ?? null, username: p.username, changedAt: p.changedAt, resetUrl: this.mail.link('/forgot-password') }),
    });
  }

  /**
   * A closed account's address and messages leave the log (who got what stays, without the address or the text);
   * then the member is told, at the address the account had, that it is closed. That last message and the notices
   * of what stopped with the account are not tied to the account, so nothing of it stays linked to them.
   */
  async accountClosed(event: IntegrationEvent<'identity.account-closed.v1'>): Promise<void> {
    const userId = event.payload.userId;
    const addresses = await this.log.addressesOf(userId);
    for (const message of await this.log.addressedTo(userId, addresses, new Date(event.payload.closedAt))) {
      message.erase();
      await this.log.save(message);
    }
    if (!event.payload.email) return; // an event from before the address was carried
    await this.mail.queue({
      event,
      template: 'account-closed',
      key: userId,
      to: event.payload.email,
      recipientUserId: null,
      message: Messages.accountClosed({ firstName: event.payload.firstName ?? null, closedAt: event.payload.closedAt }),
    });
  }

  /** A membership ended with its member's account: told at the address the account had. */
  async membershipEnded(event: IntegrationEvent<'payments.membership-ended.v1'>): Promise<void> {
    const p = event.payload;
    await this.mail.queue({
      event,
      template: 'membership-ended',
      key: p.subscriptionId,
      to: p.email,
      recipientUserId: null,
      message: Messages.membershipEnded({ firstName: p.firstName, endedAt: p.endedAt }),
    });
  }

  private async donor(
    userId: string | null,
    guest: { firstName: string; lastName: string; email: string } | null | undefined,
    guestEmail?: string | null,
    guestFirstName?: string | null,
  ): Promise<Donor> {
    if (userId) {
      const member = await this.members.contactOf(userId);
      return {
        email: member?.email ?? null,
        firstName: member?.firstName ?? null,
        username: member?.username ?? null,
        fullName: member ? (member.firstName ?? member.username) : null,
      };
    }
    if (guest) return { email: guest.email, firstName: guest.firstName, username: null, fullName: `${guest.firstName} ${guest.lastName}`.trim() };
    return { email: guestEmail ?? null, firstName: guestFirstName ?? null, username: null, fullName: null };
  }

  private campaign(id: string): Promise<CampaignSummary | null> {
    return this.campaigns.campaignOf(id);
  }

  private campaignUrl(campaign: CampaignSummary | null): string {
    return this.mail.link(campaign ? `/donate/${encodeURIComponent(campaign.slug)}` : '/donate');
  }

  async donationReceipt(event: IntegrationEvent<'payments.donation-completed.v1'>): Promise<void> {
    const p = event.payload;
    const [donor, campaign] = await Promise.all([this.donor(p.donorUserId, p.guest), this.campaign(p.campaignId)]);
    await this.mail.queue({
      event,
      template: 'donation-receipt',
      key: p.donationId,
      to: donor.email,
      recipientUserId: p.donorUserId,
      message: Messages.donationReceipt({
        firstName: donor.firstName,
        username: donor.username,
        campaignTitle: campaign?.title ?? 'a Faith Collective campaign',
        campaignUrl: this.campaignUrl(campaign),
        giftCents: p.giftCents,
        tipCents: p.tipCents,
        feeCoveredCents: p.feeCoveredCents,
        paymentMethod: p.paymentMethod,
        completedAt: p.completedAt,
        transactionId: p.paymentIntentId,
        monthly: Boolean(p.recurringGiftId),
        // Every month's receipt carries where to manage or stop the gift: a guest's signed link is theirs alone.
        manageUrl: p.recurringGiftId ? this.mail.link(p.donorUserId ? '/profile?tab=donations' : this.monthlyGifts.guestManagePath(p.recurringGiftId)) : null,
        organizationName: this.mail.organization.name,
        taxStatement: this.mail.organization.taxStatement,
      }),
    });
  }

  /**
   * The organizer hears of every gift once, with the donor's name unless they gave anonymously. A gift that comes
   * alone is told alone, as it comes. Gifts that come together (a burst on a busy campaign, handed over by the
   * relay in one batch) are told in one notice per campaign listing each of them: a campaign receiving hundreds
   * of gifts a minute does not send its organizer hundreds of emails a minute (nor the mail server that many
   * messages for one inbox). A gift announced twice is told once (the ledger of told gifts).
   */
  async organizerGifts(events: IntegrationEvent<'payments.donation-completed.v1'>[]): Promise<void> {
    const byCampaign = new Map<string, Map<string, IntegrationEvent<'payments.donation-completed.v1'>>>();
    for (const event of events) {
      const gifts = byCampaign.get(event.payload.campaignId) ?? new Map<string, IntegrationEvent<'payments.donation-completed.v1'>>();
      if (!gifts.has(event.payload.donationId)) gifts.set(event.payload.donationId, event);
      byCampaign.set(event.payload.campaignId, gifts);
    }
    for (const [campaignId, gifts] of byCampaign) {
      const campaign = await this.campaign(campaignId);
      if (!campaign) continue;
      const others = [...gifts.values()].filter((e) => e.payload.donorUserId !== campaign.ownerId);
      if (others.length === 0) continue;
      const organizer = await this.members.contactOf(campaign.ownerId);
      if (!organizer) continue;
      const untold = await this.toldGifts.claim(others.map((e) => e.payload.donationId));
      const told = others.filter((e) => untold.has(e.payload.donationId));
      if (told.length === 0) continue;
      const donors = await Promise.all(told.map(async (e) => (e.payload.isAnonymous ? null : this.donor(e.payload.donorUserId, e.payload.guest))));
      const gift = (i: number) => ({
        donorName: donors[i]?.fullName ?? 'An anonymous donor',
        giftCents: told[i].payload.giftCents,
        completedAt: told[i].payload.completedAt,
      });
      const base = { event: told[0], to: organizer.email, recipientUserId: campaign.ownerId };
      const manageUrl = this.mail.link('/manage-campaigns');
      if (told.length === 1) {
        await this.mail.queue({
          ...base,
          template: 'organizer-gift',
          key: told[0].payload.donationId,
          message: Messages.organizerGift({ firstName: organizer.firstName, username: organizer.username, campaignTitle: campaign.title, ...gift(0), manageUrl }),
        });
        continue;
      }
      await this.mail.queue({
        ...base,
        template: 'organizer-gifts',
        // The same gifts make the same key: a batch run again after a failure queues its notice once.
        key: createHash('sha256').update(told.map((e) => e.payload.donationId).sort().join(',')).digest('hex').slice(0, 32),
        message: Messages.organizerGifts({ firstName: organizer.firstName, username: organizer.username, campaignTitle: campaign.title, gifts: told.map((_, i) => gift(i)), manageUrl }),
      });
    }
  }

  async membershipReceipt(event: IntegrationEvent<'payments.membership-payment-received.v1'>): Promise<void> {
    const p = event.payload;
    const member = await this.members.contactOf(p.userId);
    await this.mail.queue({
      event,
      template: 'membership-receipt',
      key: p.paymentId,
      to: member?.email,
      recipientUserId: p.userId,
      message: Messages.membershipReceipt({
        firstName: member?.firstName ?? null,
        username: member?.username ?? null,
        amountCents: p.amountCents,
        paidAt: p.paidAt,
        transactionId: p.paymentId,
        profileUrl: this.mail.link('/profile'),
      }),
    });
  }

  async organizationGiftReceipt(event: IntegrationEvent<'payments.organization-gift-completed.v1'>): Promise<void> {
    const p = event.payload;
    const [donor, organization] = await Promise.all([this.donor(p.donorUserId, p.guest), this.organizations.organizationOf(p.organizationId)]);
    const name = organization?.name ?? 'the organization you gave to';
    await this.mail.queue({
      event,
      template: 'organization-gift-receipt',
      key: p.donationId,
      to: donor.email,
      recipientUserId: p.donorUserId,
      message: Messages.organizationGiftReceipt({
        firstName: donor.firstName,
        username: donor.username,
        organization: { name, ein: organization?.ein ?? '', address: organization?.address ?? '' },
        parts: p.allocations.map((a) => ({ fundName: organization?.fundNames.get(a.fundId) ?? 'A fund', cents: a.amountCents })),
        giftCents: p.giftCents,
        tipCents: p.tipCents,
        feeCoveredCents: p.feeCoveredCents,
        paymentMethod: p.paymentMethod,
        completedAt: p.completedAt,
        transactionId: p.paymentIntentId,
        pageUrl: this.mail.link(organization ? `/o/${encodeURIComponent(organization.slug)}` : '/'),
      }),
    });
  }

  /** The donor's bank payment failed days after they gave: told why, with a way to give again. */
  async bankPaymentFailed(event: IntegrationEvent<'payments.bank-payment-failed.v1'>): Promise<void> {
    const p = event.payload;
    const guest = p.guest && { firstName: p.guest.firstName, lastName: '', email: p.guest.email };
    const [donor, campaign, organization] = await Promise.all([
      this.donor(p.donorUserId, guest),
      p.campaignId ? this.campaign(p.campaignId) : null,
      p.organizationId ? this.organizations.organizationOf(p.organizationId) : null,
    ]);
    await this.mail.queue({
      event,
      template: 'bank-payment-failed',
      key: p.donationId,
      to: donor.email,
      recipientUserId: p.donorUserId,
      message: Messages.bankPaymentFailed({
        firstName: donor.firstName,
        username: donor.username,
        givenTo: organization?.name ?? (campaign ? `"${campaign.title}"` : 'a Faith Collective campaign'),
        chargeCents: p.chargeCents,
        reason: p.reason,
        failedAt: p.failedAt,
        giveAgainUrl: organization ? this.mail.link(`/o/${encodeURIComponent(organization.slug)}/give`) : this.campaignUrl(campaign),
      }),
    });
  }

  async organizationRefundNotice(event: IntegrationEvent<'payments.organization-gift-refunded.v1'>): Promise<void> {
    const organization = await this.organizations.organizationOf(event.payload.organizationId);
    await this.queueRefundNotice(event, { organizationName: organization?.name ?? 'the organization you gave to' });
  }

  async refundNotice(event: IntegrationEvent<'payments.donation-refunded.v1'>): Promise<void> {
    const campaign = await this.campaign(event.payload.campaignId);
    await this.queueRefundNotice(event, { campaignTitle: campaign?.title ?? 'a Faith Collective campaign' });
  }

  /** The donor's refund notice, for a gift to a campaign or to an organization. */
  private async queueRefundNotice(
    event: IntegrationEvent<'payments.donation-refunded.v1'> | IntegrationEvent<'payments.organization-gift-refunded.v1'>,
    givenTo: { campaignTitle: string } | { organizationName: string },
  ): Promise<void> {
    const p = event.payload;
    const donor = await this.donor(p.donorUserId, null, p.guestEmail, p.guestFirstName);
    await this.mail.queue({
      event,
      template: 'refund-notice',
      key: p.donationId,
      to: donor.email,
      recipientUserId: p.donorUserId,
      message: Messages.refundNotice({
        firstName: donor.firstName,
        username: donor.username,
        ...givenTo,
        giftCents: p.amountCents,
        tipCents: p.tipCents,
        feeCoveredCents: p.totalRefundedCents - p.amountCents - p.tipCents,
        refundedAt: p.refundedAt,
        refundId: p.refundId,
      }),
    });
  }

  /** The organizer hears when a gift to their campaign is refunded (the donor hears through refundNotice). */
  async organizerRefund(event: IntegrationEvent<'payments.donation-refunded.v1'>): Promise<void> {
    const p = event.payload;
    const campaign = await this.campaign(p.campaignId);
    if (!campaign || campaign.ownerId === p.donorUserId) return;
    const organizer = await this.members.contactOf(campaign.ownerId);
    if (!organizer) return;
    await this.mail.queue({
      event,
      template: 'organizer-refund',
      key: p.donationId,
      to: organizer.email,
      recipientUserId: campaign.ownerId,
      message: Messages.organizerRefund({
        firstName: organizer.firstName,
        username: organizer.username,
        campaignTitle: campaign.title,
        giftCents: p.amountCents,
        refundedAt: p.refundedAt,
        fundsUrl: this.mail.link('/manage-campaigns'),
      }),
    });
  }

  /** The organizer hears once when a payout is sent, or when the provider refused it. */
  async payoutSettled(event: IntegrationEvent<'payments.payout-paid.v1' | 'payments.payout-failed.v1'>, paid: boolean): Promise<void> {
    const p = event.payload;
    const [organizer, campaign] = await Promise.all([this.members.contactOf(p.memberId), this.campaign(p.campaignId)]);
    if (!organizer) return;
    const common = { firstName: organizer.firstName, username: organizer.username, campaignTitle: campaign?.title ?? 'your campaign', amountCents: p.amountCents, payoutsUrl: this.mail.link('/profile?tab=payouts') };
    await this.mail.queue({
      event,
      template: paid ? 'payout-paid' : 'payout-failed',
      key: p.payoutId,
      to: organizer.email,
      recipientUserId: p.memberId,
      message:
        'transferId' in p
          ? Messages.payoutPaid({ ...common, paidAt: p.paidAt, transferId: p.transferId })
          : Messages.payoutFailed({ ...common, failedAt: p.failedAt, reason: p.reason }),
    });
  }

  async recurringGiftStopped(event: IntegrationEvent<'payments.recurring-gift-stopped.v1'>): Promise<void> {
    const p = event.payload;
    // A member who closed their account is told at the address it had (identity no longer has it).
    const [donor, campaign] = await Promise.all([
      p.formerEmail ? { email: p.formerEmail, firstName: p.formerFirstName ?? null, username: null } : this.donor(p.donorUserId, null, p.guestEmail, p.guestFirstName),
      this.campaign(p.campaignId),
    ]);
    await this.mail.queue({
      event,
      template: 'recurring-gift-stopped',
      key: p.recurringGiftId,
      to: donor.email,
      recipientUserId: p.formerEmail ? null : p.donorUserId,
      message: Messages.recurringGiftStopped({
        firstName: donor.firstName,
        username: donor.username,
        campaignTitle: campaign?.title ?? 'a Faith Collective campaign',
        campaignUrl: this.campaignUrl(campaign),
        giftCents: p.amountCents,
        tipCents: p.tipCents,
        reason: p.reason,
        stoppedAt: p.stoppedAt,
      }),
    });
  }

  /** Once per unpaid month (the invoice is the message's key): the donor is asked to update their card. */
  async recurringGiftPastDue(event: IntegrationEvent<'payments.recurring-gift-past-due.v1'>): Promise<void> {
    const p = event.payload;
    const [donor, campaign] = await Promise.all([this.donor(p.donorUserId, null, p.guestEmail, p.guestFirstName), this.campaign(p.campaignId)]);
    await this.mail.queue({
      event,
      template: 'recurring-gift-past-due',
      key: p.invoiceId,
      to: donor.email,
      recipientUserId: p.donorUserId,
      message: Messages.recurringGiftPastDue({
        firstName: donor.firstName,
        username: donor.username,
        campaignTitle: campaign?.title ?? 'a Faith Collective campaign',
        giftCents: p.amountCents,
        tipCents: p.tipCents,
        failedAt: p.failedAt,
        nextRetryAt: p.nextRetryAt,
        updateUrl: this.mail.link(p.updatePath),
      }),
    });
  }

  async campaignDecided(event: IntegrationEvent<'fundraising.campaign-approved.v1' | 'fundraising.campaign-rejected.v1'>, approved: boolean): Promise<void> {
    const p = event.payload;
    const [owner, campaign] = await Promise.all([this.members.contactOf(p.ownerId), this.campaign(p.campaignId)]);
    if (!owner) return;
    await this.mail.queue({
      event,
      template: approved ? 'campaign-approved' : 'campaign-rejected',
      to: owner.email,
      recipientUserId: p.ownerId,
      message: approved
        ? Messages.campaignApproved({ firstName: owner.firstName, username: owner.username, campaignTitle: p.title, campaignUrl: this.campaignUrl(campaign) })
        : Messages.campaignRejected({ firstName: owner.firstName, username: owner.username, campaignTitle: p.title, reason: p.reason ?? null, manageUrl: this.mail.link('/manage-campaigns') }),
    });
  }

  async campaignEditDecided(
    event: IntegrationEvent<'fundraising.campaign-revision-approved.v1' | 'fundraising.campaign-revision-rejected.v1'>,
    approved: boolean,
  ): Promise<void> {
    const p = event.payload;
    const [owner, campaign] = await Promise.all([this.members.contactOf(p.ownerId), this.campaign(p.campaignId)]);
    if (!owner) return;
    await this.mail.queue({
      event,
      template: approved ? 'campaign-edit-approved' : 'campaign-edit-rejected',
      to: owner.email,
      recipientUserId: p.ownerId,
      message: approved
        ? Messages.campaignEditApproved({ firstName: owner.firstName, username: owner.username, campaignTitle: p.title, campaignUrl: this.campaignUrl(campaign) })
        : Messages.campaignEditRejected({ firstName: owner.firstName, username: owner.username, campaignTitle: p.title, reason: p.reason ?? null, manageUrl: this.mail.link('/manage-campaigns') }),
    });
  }

  async sponsorshipDecided(event: IntegrationEvent<'creator-hub.sponsorship-approved.v1' | 'creator-hub.sponsorship-rejected.v1'>, approved: boolean): Promise<void> {
    const p = event.payload;
    const applicant = await this.members.contactOf(p.applicantId);
    if (!applicant) return;
    await this.mail.queue({
      event,
      template: approved ? 'sponsorship-approved' : 'sponsorship-rejected',
      key: p.applicationId,
      to: applicant.email,
      recipientUserId: p.applicantId,
      message: Messages.sponsorshipDecided({ firstName: applicant.firstName, username: applicant.username, approved, reason: p.reason ?? null, url: this.mail.link('/sponsored-creators') }),
    });
  }
}
