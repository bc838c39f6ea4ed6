import { ApiProperty } from '@nestjs/swagger';
import { MonthlyGiftCampaign } from './monthly-gift-campaign.dto.js';

/** A monthly gift: the same gift (and tip) to a campaign every month until stopped. */
export class MonthlyGiftResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ type: MonthlyGiftCampaign }) campaign!: MonthlyGiftCampaign;
  @ApiProperty({ example: '25.00', description: 'The gift each month' }) amount!: string;
  @ApiProperty({ example: '2.50' }) tip!: string;
  @ApiProperty({ example: '27.50', description: 'What the card is charged each month' }) total!: string;
  @ApiProperty({ enum: ['incomplete', 'active', 'stopped'], description: 'incomplete: first month not paid yet; active: charged monthly; stopped: no more charges' })
  status!: 'incomplete' | 'active' | 'stopped';
  @ApiProperty({ type: String, nullable: true, enum: ['cancelled_by_donor', 'campaign_closed', 'payment_failed', 'account_closed'] })
  stopReason!: 'cancelled_by_donor' | 'campaign_closed' | 'payment_failed' | 'account_closed' | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When the next month is charged' }) nextChargeAt!: string | null;
  @ApiProperty({ format: 'date-time' }) startedAt!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) stoppedAt!: string | null;
  @ApiProperty() isAnonymous!: boolean;
}
