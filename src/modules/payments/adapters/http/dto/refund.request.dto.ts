import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional } from 'class-validator';
import { ErrorResponse } from '../../../../../shared-kernel/infrastructure/http/error-response.dto.js';

/** A refund; an administrator confirms one larger than what the campaign still holds. */
export class RefundRequest {
  @ApiPropertyOptional({
    description: "An administrator's confirmation that the platform covers what the campaign no longer holds (after a 409 naming the shortfall)",
  })
  @IsOptional()
  @IsBoolean({ message: 'confirmShortfall must be true or false' })
  confirmShortfall?: boolean;
}

/** A refused refund: already refunded, or more than the campaign holds (then with the shortfall). */
export class RefundConflictResponse extends ErrorResponse {
  @ApiPropertyOptional({ example: '300.00', description: 'What the platform would cover: the gift less what the campaign still holds' }) shortfall?: string;
  @ApiPropertyOptional({ example: '200.00', description: 'What the campaign still holds' }) available?: string;
}
