import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

export class AdminCampaignListQuery {
  @ApiPropertyOptional({ enum: ['pending', 'approved', 'rejected'] })
  @IsOptional()
  @IsIn(['pending', 'approved', 'rejected'], { message: 'status must be pending, approved or rejected' })
  status?: 'pending' | 'approved' | 'rejected';

  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(200) search?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: 100, default: 50 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number from 1 to 100' })
  @Min(1, { message: 'limit must be a whole number from 1 to 100' })
  @Max(100, { message: 'limit must be a whole number from 1 to 100' })
  limit?: number;

  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(500) cursor?: string;
}
