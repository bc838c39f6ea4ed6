import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** A member's payout account: where their campaigns' funds are paid out. */
export class PayoutAccountResponse {
  @ApiProperty({ enum: ['not_connected', 'pending', 'active', 'restricted'], description: 'pending: onboarding not finished; restricted: the provider needs more information' })
  status!: 'not_connected' | 'pending' | 'active' | 'restricted';
  @ApiPropertyOptional({ description: 'The provider account (Stripe acct_…, sandbox acct_sbx_…)' })
  accountId?: string;
  @ApiProperty()
  payoutsEnabled!: boolean;
}
