import { ApiProperty } from '@nestjs/swagger';

export class CreatePaymentIntentResponse {
  @ApiProperty({ example: 'pi_sbx_0a1b2c_secret_3d4e5f' }) clientSecret!: string;
  @ApiProperty() paymentIntentId!: string;
  @ApiProperty({ format: 'uuid' }) donationId!: string;
}
