import { ApiProperty } from '@nestjs/swagger';
import { CampaignRef } from './campaign-ref.dto.js';
import { FundPartResponse } from './fund-part.response.dto.js';
import { OrganizationRef } from './organization-ref.dto.js';

/** One of the signed-in member's completed gifts. */
export class UserDonationResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: '50.00' }) amount!: string;
  @ApiProperty({ example: '7.50' }) tip!: string;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ type: String, nullable: true }) message!: string | null;
  @ApiProperty() isAnonymous!: boolean;
  @ApiProperty({
    enum: ['completed', 'refunded', 'processing', 'failed'],
    description: 'A refunded gift stays in the history, marked refunded; a bank payment is processing (3–5 business days) until it succeeds, or failed (failureReason says why)',
  })
  status!: 'completed' | 'refunded' | 'processing' | 'failed';
  @ApiProperty({ example: '0.00', description: 'The processing fee the donor covered' }) feeCovered!: string;
  @ApiProperty({ enum: ['card', 'us_bank_account', 'wallet'] }) paymentMethod!: 'card' | 'us_bank_account' | 'wallet';
  @ApiProperty({ type: String, nullable: true, description: 'A failed bank payment: the bank’s reason' }) failureReason!: string | null;
  @ApiProperty({ type: CampaignRef, nullable: true, description: 'The campaign given to; null for a gift to an organization' }) campaign!: CampaignRef | null;
  @ApiProperty({ type: OrganizationRef, nullable: true, description: 'The organization given to; null for a campaign gift' }) organization!: OrganizationRef | null;
  @ApiProperty({ type: [FundPartResponse], description: "A gift to an organization: each fund's part (empty for a campaign gift)" }) allocations!: FundPartResponse[];
}
