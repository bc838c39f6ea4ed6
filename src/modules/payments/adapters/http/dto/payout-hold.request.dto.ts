import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

/** Why an administrator holds a campaign's payouts (its organizer reads it when a payout is refused). */
export class PayoutHoldRequest {
  @ApiProperty({ example: 'Under review: we are confirming the campaign with its church.' })
  @IsString({ message: 'Please give a reason for the hold' })
  @IsNotEmpty({ message: 'Please give a reason for the hold' })
  @MaxLength(500, { message: 'The reason can be at most 500 characters' })
  reason!: string;
}
