import { ApiProperty } from '@nestjs/swagger';

/** The charity of record a receipt names. */
export class ReceiptCharity {
  @ApiProperty({ example: 'Faith Collective' }) name!: string;
  @ApiProperty({ example: '12-3456789', description: 'US Employer Identification Number' }) ein!: string;
  @ApiProperty({ example: '100 Fellowship Way, Nashville, TN 37203' }) address!: string;
}
