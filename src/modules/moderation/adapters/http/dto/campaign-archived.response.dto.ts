import { ApiProperty } from '@nestjs/swagger';

/** What it answers, and says, when it is asked to delete a campaign that holds gifts: archived, not deleted. */
export const CAMPAIGN_ARCHIVED_MESSAGE =
  'This campaign has received donations, so it was archived instead of deleted: it is no longer public and takes no more donations, and its donation records are kept.';

/** The answer to a delete that archived the campaign (a delete that deleted answers 204 with no body). */
export class CampaignArchivedResponse {
  @ApiProperty({ enum: ['archived'] }) outcome: 'archived';
  @ApiProperty({ example: CAMPAIGN_ARCHIVED_MESSAGE }) message: string;

  static readonly value: CampaignArchivedResponse = { outcome: 'archived', message: CAMPAIGN_ARCHIVED_MESSAGE };
}
