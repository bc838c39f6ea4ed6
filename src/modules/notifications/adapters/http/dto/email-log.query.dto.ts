import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { DELIVERY_STATES, type DeliveryState } from '../../../domain/outgoing-message.aggregate.js';

export class EmailLogQuery {
  @ApiPropertyOptional({ description: 'Part of the recipient address (case-insensitive)', maxLength: 254 })
  @IsOptional()
  @IsString({ message: 'recipient must be text' })
  @MaxLength(254, { message: 'recipient must be at most 254 characters' })
  recipient?: string;

  @ApiPropertyOptional({ enum: DELIVERY_STATES })
  @IsOptional()
  @IsIn(DELIVERY_STATES, { message: `state must be one of ${DELIVERY_STATES.join(', ')}` })
  state?: DeliveryState;

  @ApiPropertyOptional({ minimum: 1, maximum: 100, default: 50 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number from 1 to 100' })
  @Min(1, { message: 'limit must be a whole number from 1 to 100' })
  @Max(100, { message: 'limit must be a whole number from 1 to 100' })
  limit?: number;

  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(500) cursor?: string;
}
