import { ApiProperty } from '@nestjs/swagger';

/** The platform as the charity of record of campaign gifts' receipts and statements. */
export class PlatformCharityResponse {
  @ApiProperty({ example: 'Faith Collective' }) name: string;
  @ApiProperty({ example: '00-0000000' }) ein: string;
  @ApiProperty({ description: 'True while the EIN is the placeholder 00-0000000 (ORGANIZATION_EIN not set): receipts print it' }) einIsPlaceholder: boolean;
}
