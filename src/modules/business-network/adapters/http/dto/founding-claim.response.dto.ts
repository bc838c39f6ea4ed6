import { ApiProperty } from '@nestjs/swagger';
import { FoundingStatusResponse } from './founding-status.response.dto.js';

/** The program after a claim, and what became of a paid tier the member held (founding is free for life). */
export class FoundingClaimResponse extends FoundingStatusResponse {
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Set when a paid tier was live: it will not renew and ends at the end of the paid period',
    example: 'Your Professional Membership will not renew: it ends on December 22, 2026 and nothing more will be charged. Your founding membership is free for life.',
  })
  notice: string | null;
}
