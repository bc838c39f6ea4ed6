import { ApiProperty } from '@nestjs/swagger';

export class PaymentsConfigResponse {
  @ApiProperty({ enum: ['sandbox', 'stripe'] }) mode!: 'sandbox' | 'stripe';
  @ApiProperty({ type: String, nullable: true }) publishableKey!: string | null;
}
