import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { PublicStatistics } from '../../application/public-statistics.queries.js';
import { StatisticsResponse } from './dto/statistics.response.dto.js';

/** The public statistics strip (home page, browse page). */
@ApiTags('statistics')
@Controller('statistics')
export class StatisticsController {
  constructor(private readonly statistics: PublicStatistics) {}

  @Get()
  @ApiOkResponse({ type: StatisticsResponse })
  getStatistics(): Promise<StatisticsResponse> {
    return this.statistics.figures();
  }
}
