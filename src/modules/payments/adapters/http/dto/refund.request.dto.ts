import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional } from 'class-validator';

/** A refund; an administrator confirms one larger than what the campaign still holds. */
export class RefundRequest {
  @ApiPropertyOptional({
    description: "An administrator's confirmation that the platform covers what the campaign no longer holds (after a 409 naming the shortfall)",
  })
  @IsOptional()
  @IsBoolean({ message: 'confirmShortfall must be true or false' })
  confirmShortfall?: boolean;
}
