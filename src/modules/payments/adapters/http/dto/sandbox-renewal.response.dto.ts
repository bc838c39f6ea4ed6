import { ApiProperty } from '@nestjs/swagger';

export class SandboxRenewalResponse {
  @ApiProperty() invoiceId!: string;
  @ApiProperty() paymentIntentId!: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: "The gift the month was recorded as (null for a membership's month)" })
  donationId!: string | null;
  @ApiProperty({ description: "false: the card was declined (outcome declined): the month is unpaid and the gift past due" }) paid!: boolean;
}
