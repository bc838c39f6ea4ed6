import { ApiProperty } from '@nestjs/swagger';
import { Money } from '../../../../../shared-kernel/domain.js';
import type { MemberActivity } from '../../../application/member-reports.queries.js';
import { SponsorshipApplicationResponse } from '../../../../creator-hub/published-language/index.js';
import { CampaignResponse } from '../../../../fundraising/published-language/index.js';

class ActivityDonation {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid', type: String, nullable: true, description: 'Null for a gift to an organization' }) campaignId: string | null;
  @ApiProperty({ type: String, nullable: true }) campaignTitle: string | null;
  @ApiProperty({ type: String, nullable: true }) campaignSlug: string | null;
  @ApiProperty({ example: '50.00' }) amount: string;
  @ApiProperty({ example: '7.50' }) tip: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

export class UserActivityResponse {
  @ApiProperty({ type: [CampaignResponse] }) campaigns: CampaignResponse[];
  @ApiProperty({ type: [ActivityDonation] }) donations: ActivityDonation[];
  @ApiProperty({ type: [SponsorshipApplicationResponse] }) applications: SponsorshipApplicationResponse[];

  static of(activity: MemberActivity): UserActivityResponse {
    return {
      campaigns: activity.campaigns.map((c) => CampaignResponse.of(c)),
      donations: activity.gifts.map((g) => ({
        id: g.id,
        campaignId: g.campaignId,
        campaignTitle: g.campaign?.title ?? null,
        campaignSlug: g.campaign?.slug ?? null,
        amount: Money.ofCents(g.giftCents).toDecimalString(),
        tip: Money.ofCents(g.tipCents).toDecimalString(),
        createdAt: (g.completedAt ?? g.createdAt).toISOString(),
      })),
      applications: activity.applications.map((a) => SponsorshipApplicationResponse.of(a)),
    };
  }
}
