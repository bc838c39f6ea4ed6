import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, dayIn, PLATFORM_TIME_ZONE, utcOffsetMs, type Clock } from '../../../shared-kernel/domain.js';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../shared-kernel/application.js';
import { CAMPAIGN_UPDATE_MAILBOX, type CampaignUpdateMailbox, type PublishedUpdate } from './campaign-update-mailbox.port.js';
import { CAMPAIGN_DIRECTORY, MEMBER_CONTACTS, UPDATE_SUBSCRIBERS, type CampaignDirectory, type MemberContacts, type UpdateSubscribers } from './directories.port.js';
import { MessageQueue } from './message-queue.service.js';
import * as Messages from './messages.templates.js';

/** The platform's days (the zone its emails write dates in): a donor gets at most one update email per campaign in each. */
export const UPDATE_MAIL_TIME_ZONE = PLATFORM_TIME_ZONE;
/** When the updates that waited go out: this hour of the next day, in UPDATE_MAIL_TIME_ZONE. */
export const UPDATE_DIGEST_HOUR = 8;
/** How many campaigns one run of the job sends (the next run takes the rest). */
const CAMPAIGNS_PER_RUN = 50;

/** UPDATE_DIGEST_HOUR o'clock of the day after `now`'s day, where UPDATE_MAIL_TIME_ZONE is. */
export function nextDigestTime(now: Date): Date {
  const [y, m, d] = dayIn(now, UPDATE_MAIL_TIME_ZONE).split('-').map(Number);
  const wall = Date.UTC(y, m - 1, d + 1, UPDATE_DIGEST_HOUR);
  const first = new Date(wall - utcOffsetMs(new Date(wall), UPDATE_MAIL_TIME_ZONE));
  return new Date(wall - utcOffsetMs(first, UPDATE_MAIL_TIME_ZONE));
}

/**
 * Approved campaign updates to the campaign's donors, at most one email per campaign a day (a day of
 * UPDATE_MAIL_TIME_ZONE). The first update approved on a day goes out at once; later ones that day wait
 * (campaign_update_waiting) and go out together the next morning in one email listing each, or earlier with
 * the next day's first approval. Whoever sends claims the campaign's day (a key in the database) and deletes
 * what it sent in the transaction that queues the emails: across instances and retries, each update is mailed
 * once and each day holds one email. No timer in memory: the waiting rows are swept by a periodic job.
 */
@Injectable()
export class CampaignUpdateMailing {
  constructor(
    @Inject(CAMPAIGN_UPDATE_MAILBOX) private readonly mailbox: CampaignUpdateMailbox,
    @Inject(CAMPAIGN_DIRECTORY) private readonly campaigns: CampaignDirectory,
    @Inject(UPDATE_SUBSCRIBERS) private readonly subscribers: UpdateSubscribers,
    @Inject(MEMBER_CONTACTS) private readonly members: MemberContacts,
    private readonly mail: MessageQueue,
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** An update was approved (in the consumer's unit of work): mailed now, or held for the next day's email. */
  async published(event: PublishedUpdate): Promise<void> {
    const now = this.clock.now();
    await this.mailbox.hold(event, now);
    await this.send(event.payload.campaignId, now);
  }

  /** The job: every campaign whose waiting updates are due by `now` gets its email (each in a unit of work of its own). */
  async sendDue(now: Date = this.clock.now()): Promise<number> {
    const due = await this.mailbox.campaignsDue(now, CAMPAIGNS_PER_RUN);
    for (const campaignId of due) await this.uow.run(() => this.send(campaignId, now));
    return due.length;
  }

  /** What waits for the campaign goes out in one email per donor if its donors got none today; else it waits for tomorrow. */
  private async send(campaignId: string, now: Date): Promise<void> {
    const waiting = await this.mailbox.waitingFor(campaignId);
    if (waiting.length === 0) return;
    const ids = waiting.map((u) => u.payload.updateId);
    const campaign = await this.campaigns.campaignOf(campaignId);
    if (!campaign) return this.mailbox.release(ids); // deleted since: nobody to tell about it
    const day = dayIn(now, UPDATE_MAIL_TIME_ZONE);
    if (!(await this.mailbox.claimDay(campaignId, day, now))) return this.mailbox.postpone(ids, nextDigestTime(now));

    const [recipients, owner] = await Promise.all([this.subscribers.of(campaignId), this.members.contactOf(campaign.ownerId)]);
    const ownerEmail = owner?.email.trim().toLowerCase();
    const campaignUrl = this.mail.link(`/donate/${encodeURIComponent(campaign.slug)}`);
    const latest = waiting[waiting.length - 1];
    for (const recipient of recipients) {
      const address = recipient.email.trim().toLowerCase();
      // The organizer wrote it: they do not need it by email.
      if (address === ownerEmail) continue;
      // The body's link opens a page that asks first (a mail scanner following links unsubscribes nobody); the
      // List-Unsubscribe header's address takes a mail provider's one-click POST (RFC 8058) and does it at once.
      const query = new URLSearchParams({ campaign: campaignId, email: recipient.email, token: recipient.unsubscribeToken });
      const unsubscribeUrl = this.mail.link(`/unsubscribe?${query.toString()}`);
      const oneClick = new URLSearchParams({ email: recipient.email, token: recipient.unsubscribeToken });
      const oneClickUnsubscribeUrl = this.mail.link(`/api/campaigns/${encodeURIComponent(campaignId)}/updates/unsubscribe/one-click?${oneClick.toString()}`);
      const imageUrl = (image: string | null) => (image ? this.mail.link(image) : null);
      if (waiting.length === 1) {
        const p = latest.payload;
        await this.mail.queue({
          event: latest,
          template: 'campaign-update',
          key: `${p.updateId}:${address}`,
          to: recipient.email,
          recipientUserId: null,
          message: Messages.campaignUpdate({
            firstName: recipient.firstName,
            campaignTitle: campaign.title,
            title: p.title,
            body: p.body,
            imageUrl: imageUrl(p.image),
            campaignUrl,
            unsubscribeUrl,
            oneClickUnsubscribeUrl,
          }),
        });
      } else {
        await this.mail.queue({
          event: latest,
          template: 'campaign-update-digest',
          key: `${campaignId}:${day}:${address}`,
          to: recipient.email,
          recipientUserId: null,
          message: Messages.campaignUpdateDigest({
            firstName: recipient.firstName,
            campaignTitle: campaign.title,
            updates: waiting.map((u) => ({ title: u.payload.title, body: u.payload.body, imageUrl: imageUrl(u.payload.image) })),
            campaignUrl,
            unsubscribeUrl,
            oneClickUnsubscribeUrl,
          }),
        });
      }
    }
    await this.mailbox.release(ids);
  }
}
