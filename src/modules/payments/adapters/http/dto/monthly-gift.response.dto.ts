import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { MonthlyGiftCampaign } from './monthly-gift-campaign.dto.js';

/** A monthly gift: the same gift (and tip) to a campaign every month until stopped. */
export class MonthlyGiftResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ type: MonthlyGiftCampaign }) campaign!: MonthlyGiftCampaign;
  @ApiProperty({ example: '25.00', description: 'The gift each month' }) amount!: string;
  @ApiProperty({ example: '2.50' }) tip!: string;
  @ApiProperty({ example: '27.50', description: 'What the card is charged each month' }) total!: string;
  @ApiProperty({
    enum: ['incomplete', 'active', 'past_due', 'stopped'],
    description: "incomplete: first month not paid yet; active: charged monthly (paused when pausedUntil is set); past_due: a month's charge was declined and is retried until the card is updated; stopped: no more charges",
  })
  status!: 'incomplete' | 'active' | 'past_due' | 'stopped';
  @ApiProperty({ type: String, nullable: true, enum: ['cancelled_by_donor', 'campaign_closed', 'payment_failed', 'account_closed'] })
  stopReason!: 'cancelled_by_donor' | 'campaign_closed' | 'payment_failed' | 'account_closed' | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When the next month is charged' }) nextChargeAt!: string | null;
  @ApiProperty({ format: 'date-time' }) startedAt!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) stoppedAt!: string | null;
  @ApiProperty() isAnonymous!: boolean;
  @ApiPropertyOptional({ type: String, format: 'date-time', nullable: true, description: 'Past due: when the card is tried again (null: it will not be)' })
  nextRetryAt?: string | null;
  @ApiPropertyOptional({ type: String, format: 'date-time', nullable: true, description: "Past due: when the month's charge was first declined" })
  pastDueSince?: string | null;
  @ApiPropertyOptional({ type: Number, nullable: true, minimum: 1, maximum: 28, description: 'The day of the month it is charged on, when its donor chose one' })
  dayOfMonth?: number | null;
  @ApiPropertyOptional({ type: String, format: 'date-time', nullable: true, description: 'Paused: nothing is charged before this date (the next charge)' })
  pausedUntil?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'Active or past due, to its donor: where they give another card (/give/update-payment?token=...; past due: the missed month is then charged)' })
  updatePaymentPath?: string | null;
}
