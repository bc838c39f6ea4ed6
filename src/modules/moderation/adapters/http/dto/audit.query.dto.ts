import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { isId } from '../../../../../shared-kernel/domain.js';

export class AuditQuery {
  @ApiPropertyOptional({ minimum: 1, maximum: 100, default: 50 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number from 1 to 100' })
  @Min(1, { message: 'limit must be a whole number from 1 to 100' })
  @Max(100, { message: 'limit must be a whole number from 1 to 100' })
  limit?: number;

  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(500) cursor?: string;

  /** Text that is not an id filters nothing (the whole trail), as it always has: decided here, not in the query. */
  @ApiPropertyOptional({ format: 'uuid' })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' && !isId(value) ? undefined : value))
  @IsString()
  adminId?: string;

  @ApiPropertyOptional({ description: "campaign, sponsorship, organization, user, or a whole action like 'campaign.approved'" })
  @IsOptional()
  @IsString()
  @MaxLength(60)
  kind?: string;
}
