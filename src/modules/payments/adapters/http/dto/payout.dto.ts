import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsNumber, IsOptional, IsString, MaxLength, Min } from 'class-validator';

/** A payout request; without an amount, everything available is paid out. */
export class PayoutRequest {
  @ApiPropertyOptional({ example: 250, description: 'Dollars, at most two decimals; default: all available' })
  @IsOptional()
  @IsNumber({ maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false }, { message: 'Please enter an amount in dollars and cents, such as 250 or 250.50' })
  @Min(0.01, { message: 'The amount must be at least $0.01' })
  amount?: number;
}

export class PayoutResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: '250.00' }) amount!: string;
  @ApiProperty({ enum: ['pending', 'paid', 'failed'] }) status!: 'pending' | 'paid' | 'failed';
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) settledAt!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Why a failed payout failed' }) failureReason!: string | null;
}

/** Why an administrator holds a campaign's payouts (its organiser reads it when a payout is refused). */
export class PayoutHoldRequest {
  @ApiProperty({ example: 'Under review: we are confirming the campaign with its church.' })
  @IsString({ message: 'Please give a reason for the hold' })
  @IsNotEmpty({ message: 'Please give a reason for the hold' })
  @MaxLength(500, { message: 'The reason can be at most 500 characters' })
  reason!: string;
}
