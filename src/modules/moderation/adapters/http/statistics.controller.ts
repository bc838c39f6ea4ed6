import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiProperty, ApiTags } from '@nestjs/swagger';
import { PlatformFigures } from '../../application/platform-figures.js';

export class StatisticsResponse {
  @ApiProperty({ description: 'Registered members' }) communityMembers: number;
  @ApiProperty({ description: 'Total given to campaigns, in US dollars' }) donationsRaised: number;
  @ApiProperty({ description: 'Businesses in the network directory' }) businessMembers: number;
  @ApiProperty({ description: 'Distinct industries in the directory' }) industries: number;
}

/** The public statistics strip (home page, browse page). */
@ApiTags('statistics')
@Controller('statistics')
export class StatisticsController {
  constructor(private readonly figures: PlatformFigures) {}

  @Get()
  @ApiOkResponse({ type: StatisticsResponse })
  getStatistics(): Promise<StatisticsResponse> {
    return this.figures.publicStatistics();
  }
}
