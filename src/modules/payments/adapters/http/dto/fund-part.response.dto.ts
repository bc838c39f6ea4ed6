import { ApiProperty } from '@nestjs/swagger';

/** One fund's part of a gift to an organization, as receipts, histories and statements show it. */
export class FundPartResponse {
  @ApiProperty({ format: 'uuid' }) fundId!: string;
  @ApiProperty({ example: 'Missions' }) fundName!: string;
  @ApiProperty({ example: '30.00' }) amount!: string;
}
