import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Money } from '../../../../../shared-kernel/domain.js';
import type { CampaignReviewStatus, ModeratedCampaign } from '../../../application/campaign-catalogue.port.js';

/** The same wire shape (and OpenAPI schema) as fundraising's CreatorCardResponse. */
export class CreatorCardResponse {
  @ApiProperty({ type: String, nullable: true }) firstName: string | null;
  @ApiProperty({ type: String, nullable: true }) lastName: string | null;
  @ApiProperty({ type: String, nullable: true }) profileImageUrl: string | null;
  @ApiProperty({ type: String, nullable: true }) location: string | null;
}

/** An edit of an approved campaign waiting for review (owner and admins only). */
export class CampaignRevisionResponse {
  @ApiProperty() title: string;
  @ApiProperty() description: string;
  @ApiProperty({ example: '5000.00', description: 'Goal in US dollars, a decimal string' }) goal: string;
  @ApiProperty({ type: String, nullable: true }) image: string | null;
  @ApiProperty({ type: String, nullable: true }) video: string | null;
  @ApiProperty({ type: [String] }) additionalImages: string[];
  @ApiProperty({ format: 'date-time' }) submittedAt: string;
}

/** The moderator's latest rejection of a campaign or of an edit of it, with the reason (owner and admins only). */
export class CampaignRejectionResponse {
  @ApiProperty({ enum: ['campaign', 'edit'], description: 'Of the campaign itself (it stays hidden), or of an edit of it (dropped; the approved version stays public)' })
  of: 'campaign' | 'edit';
  @ApiProperty({ type: String, nullable: true, description: "The moderator's reason (null only for rejections from before one was required)" })
  reason: string | null;
  @ApiProperty({ format: 'date-time' }) rejectedAt: string;
}

/**
 * A campaign as moderators receive it: the same wire shape (and OpenAPI schema) as fundraising's
 * CampaignResponse. Money is a decimal string of dollars ("5000.00").
 */
export class CampaignResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'clean-water-for-kibera' }) slug: string;
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
  @ApiProperty({ enum: ['pending', 'approved', 'rejected'] }) status: CampaignReviewStatus;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Set when the campaign, holding gifts, was closed instead of deleted: not public, takes no donations, its records kept' })
  archivedAt: string | null;
  @ApiProperty({ type: CampaignRevisionResponse, nullable: true, description: 'An edit of the approved campaign waiting for review; only its owner and admins see it. The other fields are what the public sees.' })
  pendingRevision: CampaignRevisionResponse | null;
  @ApiProperty({ type: CampaignRejectionResponse, nullable: true, description: "The moderator's latest rejection, until a later decision or edit; only its owner and admins see it" })
  lastRejection: CampaignRejectionResponse | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
  @ApiPropertyOptional({ type: CreatorCardResponse, nullable: true }) user: CreatorCardResponse | null;

  static of(campaign: ModeratedCampaign, now = new Date()): CampaignResponse {
    return {
      id: campaign.id,
      slug: campaign.slug,
      title: campaign.title,
      description: campaign.description,
      goal: Money.ofCents(campaign.goalCents).toDecimalString(),
      currentAmount: Money.ofCents(campaign.currentAmountCents).toDecimalString(),
      donorCount: campaign.donorCount,
      image: campaign.image,
      video: campaign.video,
      additionalImages: campaign.additionalImages,
      endDate: campaign.endDate ? campaign.endDate.toISOString() : null,
      endDay: campaign.endDay,
      endTimeZone: campaign.endDate ? campaign.endTimeZone : null,
      hasEnded: campaign.endDate !== null && campaign.endDate.getTime() <= now.getTime(),
      isActive: campaign.isActive,
      status: campaign.status,
      archivedAt: campaign.archivedAt ? campaign.archivedAt.toISOString() : null,
      pendingRevision: campaign.pendingRevision
        ? {
            title: campaign.pendingRevision.title,
            description: campaign.pendingRevision.description,
            goal: Money.ofCents(campaign.pendingRevision.goalCents).toDecimalString(),
            image: campaign.pendingRevision.image,
            video: campaign.pendingRevision.video,
            additionalImages: [...campaign.pendingRevision.additionalImages],
            submittedAt: campaign.pendingRevision.submittedAt.toISOString(),
          }
        : null,
      lastRejection: campaign.lastRejection ? { of: campaign.lastRejection.of, reason: campaign.lastRejection.reason, rejectedAt: campaign.lastRejection.at.toISOString() } : null,
      createdAt: campaign.createdAt.toISOString(),
      updatedAt: campaign.updatedAt.toISOString(),
      user: campaign.user,
    };
  }
}
