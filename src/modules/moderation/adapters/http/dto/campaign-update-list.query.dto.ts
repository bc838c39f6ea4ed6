import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';

export class CampaignUpdateListQuery {
  @ApiPropertyOptional({ enum: ['pending'], default: 'pending', description: 'Updates waiting for review' })
  @IsOptional()
  @IsIn(['pending'], { message: 'status must be pending' })
  status?: 'pending';
}
