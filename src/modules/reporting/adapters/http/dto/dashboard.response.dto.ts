import { ApiProperty } from '@nestjs/swagger';

export class DashboardResponse {
  @ApiProperty() pendingCampaigns: number;
  @ApiProperty() totalUsers: number;
  @ApiProperty({ description: 'Completed donations' }) totalTransactions: number;
  @ApiProperty({ description: 'US dollars given to campaigns (tips excluded)' }) totalRaised: number;
  @ApiProperty({ description: 'US dollars of tips to the platform' }) totalTips: number;
  @ApiProperty() pendingApplications: number;
}
