import { ApiPropertyOptional } from '@nestjs/swagger';
import { ErrorResponse } from '../../../../../shared-kernel/infrastructure/http/error-response.dto.js';

/** A refused refund: already refunded, or more than the campaign holds (then with the shortfall). */
export class RefundConflictResponse extends ErrorResponse {
  @ApiPropertyOptional({ example: '300.00', description: 'What the platform would cover: the gift less what the campaign still holds' }) shortfall?: string;
  @ApiPropertyOptional({ example: '200.00', description: 'What the campaign still holds' }) available?: string;
}
