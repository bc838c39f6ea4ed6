import { ApiProperty } from '@nestjs/swagger';

/** Where to finish onboarding: Stripe's hosted onboarding, or the sandbox's page of the app. */
export class PayoutOnboardingResponse {
  @ApiProperty({ example: '/payouts/onboarding/acct_sbx_0123456789abcdef' })
  url!: string;
}
