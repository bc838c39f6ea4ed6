import { ApiProperty } from '@nestjs/swagger';

export class StatisticsResponse {
  @ApiProperty({ description: 'Registered members' }) communityMembers: number;
  @ApiProperty({ description: 'Total given to campaigns, in US dollars' }) donationsRaised: number;
  @ApiProperty({ description: 'Businesses in the network directory' }) businessMembers: number;
  @ApiProperty({ description: 'Distinct industries in the directory' }) industries: number;
}
