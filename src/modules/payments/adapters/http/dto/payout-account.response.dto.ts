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

/** Where to finish onboarding: Stripe's hosted onboarding, or the sandbox's page of the app. */
export class PayoutOnboardingResponse {
  @ApiProperty({ example: '/payouts/onboarding/acct_sbx_0123456789abcdef' })
  url!: string;
}
