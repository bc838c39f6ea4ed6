import { ApiProperty } from '@nestjs/swagger';

export class SandboxConfirmResponse {
  @ApiProperty({ example: 'succeeded' }) status!: string;
  @ApiProperty() paymentIntentId!: string;
  @ApiProperty({ type: String, nullable: true, example: 'Your card was declined.' }) error!: string | null;
}
