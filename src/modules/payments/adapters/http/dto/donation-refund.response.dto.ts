import { ApiProperty } from '@nestjs/swagger';

export class DonationRefundResponse {
  @ApiProperty({ enum: ['refunded'] }) status!: 'refunded';
}
