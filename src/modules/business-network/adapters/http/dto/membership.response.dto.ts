import { ApiProperty } from '@nestjs/swagger';
import type { MembershipView } from '../../../application/membership.queries.js';
import { MembershipTierResponse } from './membership-tier.response.dto.js';

export class MembershipResponse {
  @ApiProperty({ type: MembershipTierResponse, nullable: true }) tier: MembershipTierResponse | null;
  @ApiProperty({ example: 'active', description: 'incomplete, active, past_due, canceled...' }) status: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) currentPeriodEnd: string | null;
  @ApiProperty({ description: 'True when the member cancelled: it ends at currentPeriodEnd' }) cancelAtPeriodEnd: boolean;
  @ApiProperty() isFoundingMember: boolean;

  static of(view: MembershipView): MembershipResponse {
    return {
      tier: view.tier ? MembershipTierResponse.of(view.tier) : null,
      status: view.status,
      currentPeriodEnd: view.currentPeriodEnd?.toISOString() ?? null,
      cancelAtPeriodEnd: view.cancelAtPeriodEnd,
      isFoundingMember: view.isFoundingMember,
    };
  }
}
