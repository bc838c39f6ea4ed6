import { ApiProperty } from '@nestjs/swagger';

export class PayoutResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: '250.00' }) amount!: string;
  @ApiProperty({ enum: ['pending', 'paid', 'failed'] }) status!: 'pending' | 'paid' | 'failed';
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) settledAt!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Why a failed payout failed' }) failureReason!: string | null;
}
