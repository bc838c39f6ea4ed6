import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { isoTimestamp, Money } from '../../../shared-kernel/domain.js';
import type { CampaignView } from '../application/campaign.read-model.js';
import { CAMPAIGN_STATUSES, type CampaignStatus } from '../domain/campaign-status.js';
import { CampaignRejectionResponse } from './campaign-rejection.response.dto.js';
import { CampaignRevisionResponse } from './campaign-revision.response.dto.js';
import { CreatorCardResponse } from './creator-card.response.dto.js';

/** What a campaign answer is made from: fundraising's view, or another context's copy of it (the owner's id not needed). */
export type PublishedCampaign = Omit<CampaignView, 'ownerId'>;

/**
 * A campaign on the wire, wherever it is served (fundraising's pages, moderation's queue, the admin console's member
 * activity). Money is a decimal string of dollars ("5000.00"), as the spec's clients expect.
 */
export class CampaignResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'clean-water-for-kibera' }) slug: string;
  @ApiProperty({ format: 'uuid', type: String, nullable: true, description: "An organization's campaign: the organization (GET /api/organizations/{id} has its name and logo); null for a member's" })
  organizationId: string | null;
  @ApiProperty() title: string;
  @ApiProperty() description: string;
  @ApiProperty({ example: '5000.00', description: 'Goal in US dollars, a decimal string' }) goal: string;
  @ApiProperty({ example: '1250.00', description: 'Raised so far in US dollars, a decimal string' }) currentAmount: string;
  @ApiProperty({ description: 'How many donations the campaign has received' }) donorCount: number;
  @ApiProperty({ type: String, nullable: true }) image: string | null;
  @ApiProperty({ type: String, nullable: true }) video: string | null;
  @ApiProperty({ type: [String] }) additionalImages: string[];
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When the campaign stops taking gifts' }) endDate: string | null;
  @ApiProperty({ type: String, format: 'date', nullable: true, example: '2027-03-31', description: "The organizer's chosen last day, in their time zone: show this date to everyone" })
  endDay: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'America/Los_Angeles', description: "The organizer's time zone for the end date (UTC for older campaigns)" })
  endTimeZone: string | null;
  @ApiProperty({ description: 'Past its end date: shown, but no longer takes donations' }) hasEnded: boolean;
  @ApiProperty() isActive: boolean;
  @ApiProperty({ enum: CAMPAIGN_STATUSES }) status: CampaignStatus;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Set when the campaign, holding gifts, was closed instead of deleted: not public, takes no donations, its records kept' })
  archivedAt: string | null;
  @ApiProperty({ type: CampaignRevisionResponse, nullable: true, description: 'An edit of the approved campaign waiting for review; only its owner and admins see it. The other fields are what the public sees.' })
  pendingRevision: CampaignRevisionResponse | null;
  @ApiProperty({ type: CampaignRejectionResponse, nullable: true, description: "The moderator's latest rejection, until a later decision or edit; only its owner and admins see it" })
  lastRejection: CampaignRejectionResponse | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
  @ApiPropertyOptional({ type: CreatorCardResponse, nullable: true }) user: CreatorCardResponse | null;

  static of(view: PublishedCampaign, now = new Date()): CampaignResponse {
    return {
      id: view.id,
      slug: view.slug,
      organizationId: view.organizationId ?? null,
      title: view.title,
      description: view.description,
      goal: Money.ofCents(view.goalCents).toDecimalString(),
      currentAmount: Money.ofCents(view.currentAmountCents).toDecimalString(),
      donorCount: view.donorCount,
      image: view.image,
      video: view.video,
      additionalImages: view.additionalImages,
      endDate: view.endDate ? isoTimestamp(view.endDate) : null,
      endDay: view.endDay,
      endTimeZone: view.endDate ? view.endTimeZone : null,
      hasEnded: view.endDate !== null && view.endDate.getTime() <= now.getTime(),
      isActive: view.isActive,
      status: view.status,
      archivedAt: view.archivedAt ? isoTimestamp(view.archivedAt) : null,
      pendingRevision: view.pendingRevision
        ? {
            title: view.pendingRevision.title,
            description: view.pendingRevision.description,
            goal: Money.ofCents(view.pendingRevision.goalCents).toDecimalString(),
            image: view.pendingRevision.image,
            video: view.pendingRevision.video,
            additionalImages: [...view.pendingRevision.additionalImages],
            submittedAt: isoTimestamp(view.pendingRevision.submittedAt),
          }
        : null,
      lastRejection: view.lastRejection ? { of: view.lastRejection.of, reason: view.lastRejection.reason, rejectedAt: isoTimestamp(view.lastRejection.at) } : null,
      createdAt: isoTimestamp(view.createdAt),
      updatedAt: isoTimestamp(view.updatedAt),
      user: view.user,
    };
  }
}
