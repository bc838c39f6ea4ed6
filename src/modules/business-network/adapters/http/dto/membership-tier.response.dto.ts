import { ApiProperty } from '@nestjs/swagger';
import { Money } from '../../../../../shared-kernel/domain.js';
import type { MembershipTier } from '../../../application/membership-tier-catalog.port.js';

export class MembershipTierResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'Professional Membership' }) name: string;
  @ApiProperty({ example: '29.00', description: 'US dollars per month, a decimal string' }) price: string;
  @ApiProperty() description: string;
  @ApiProperty({ type: [String] }) features: string[];

  static of(tier: MembershipTier): MembershipTierResponse {
    return {
      id: tier.id,
      name: tier.name,
      price: Money.ofCents(tier.priceCents).toDecimalString(),
      description: tier.description,
      features: tier.features,
    };
  }
}
