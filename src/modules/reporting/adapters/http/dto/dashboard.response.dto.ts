import { ApiProperty } from '@nestjs/swagger';

/** The platform as the charity of record of campaign gifts' receipts and statements. */
export class PlatformCharityResponse {
  @ApiProperty({ example: 'Faith Collective' }) name: string;
  @ApiProperty({ example: '00-0000000' }) ein: string;
  @ApiProperty({ description: 'True while the EIN is the placeholder 00-0000000 (ORGANIZATION_EIN not set): receipts print it' }) einIsPlaceholder: boolean;
}

export class DashboardResponse {
  @ApiProperty() pendingCampaigns: number;
  @ApiProperty() totalUsers: number;
  @ApiProperty({ description: 'Completed donations' }) totalTransactions: number;
  @ApiProperty({ description: 'US dollars given to campaigns (tips excluded)' }) totalRaised: number;
  @ApiProperty({ description: 'US dollars of tips to the platform' }) totalTips: number;
  @ApiProperty() pendingApplications: number;
  @ApiProperty({ type: PlatformCharityResponse, description: 'The console warns while the EIN is the placeholder' }) charity: PlatformCharityResponse;
}
