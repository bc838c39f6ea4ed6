import { ApiProperty } from '@nestjs/swagger';

export class FundGivingResponse {
  @ApiProperty({ format: 'uuid' }) fundId!: string;
  @ApiProperty({ example: 'Missions' }) name!: string;
  @ApiProperty({ example: '1250.00', description: 'What the fund received in the period, net of refunds' }) amount!: string;
  @ApiProperty({ description: 'Gifts with a part to this fund that still count' }) giftCount!: number;
}

/** One fund's part of a gift. */
export class OrganizationGiftLineResponse {
  @ApiProperty({ format: 'uuid', description: "The gift's id (a gift split across funds has one line per fund)" }) id!: string;
  @ApiProperty({ format: 'date-time' }) date!: string;
  @ApiProperty({ example: 'Lydia Thyatira', description: '"Anonymous" when the donor asked not to be named' }) donorName!: string;
  @ApiProperty({ format: 'uuid' }) fundId!: string;
  @ApiProperty({ example: 'Missions' }) fundName!: string;
  @ApiProperty({ example: '30.00' }) amount!: string;
  @ApiProperty({ enum: ['card', 'monthly'] }) method!: 'card' | 'monthly';
  @ApiProperty({ enum: ['completed', 'refunded'] }) status!: 'completed' | 'refunded';
}

/** GET /api/organizations/{id}/giving: what its funds received in a period (tips are the platform's and not in it). */
export class OrganizationGivingResponse {
  @ApiProperty({ example: '2026-11-01' }) from!: string;
  @ApiProperty({ example: '2026-11-30' }) to!: string;
  @ApiProperty({ example: '2480.00', description: 'What the funds received, net of refunds' }) total!: string;
  @ApiProperty({ description: 'Gifts that still count (refunded ones do not)' }) giftCount!: number;
  @ApiProperty({ type: [FundGivingResponse] }) byFund!: FundGivingResponse[];
  @ApiProperty({ type: [OrganizationGiftLineResponse], description: 'Each fund part of each gift, oldest first' }) gifts!: OrganizationGiftLineResponse[];
}
