import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';

/**
 * What a mail provider's unsubscribe button POSTs (RFC 8058), form-encoded: `List-Unsubscribe=One-Click`. The link's
 * token is what proves the request; a sender that posts an empty body is not turned away.
 */
export class OneClickUnsubscribeRequest {
  @ApiPropertyOptional({ name: 'List-Unsubscribe', enum: ['One-Click'] })
  @IsOptional()
  @IsIn(['One-Click'], { message: 'A one-click unsubscribe posts List-Unsubscribe=One-Click.' })
  'List-Unsubscribe'?: 'One-Click';
}
