import { ApiProperty } from '@nestjs/swagger';

/** A hold on a campaign's payouts. */
export class PayoutHoldResponse {
  @ApiProperty({ format: 'uuid' }) campaignId!: string;
  @ApiProperty({ type: String, nullable: true }) campaignTitle!: string | null;
  @ApiProperty() reason!: string;
  @ApiProperty({ example: 'Site Admin' }) heldBy!: string;
  @ApiProperty({ format: 'date-time' }) heldAt!: string;
}
