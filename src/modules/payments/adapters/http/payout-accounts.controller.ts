import { Controller, Get, HttpCode, Inject, Param, Post, Req, UseGuards } from '@nestjs/common';
import { ApiScopeRequired } from '../../../../shared-kernel/infrastructure/auth/api-scope.js';
import { ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { Request } from 'express';
import type { AuthenticatedUser } from '../../../../shared-kernel/application.js';
import { CurrentUser, SignedInGuard } from '../../../../shared-kernel/infrastructure/auth/guards.js';
import { APP_CONFIG, type AppConfig } from '../../../../shared-kernel/infrastructure/config/app-config.js';
import { ErrorResponse } from '../../../../shared-kernel/infrastructure/http/error-response.dto.js';
import { PayoutAccounts } from '../../application/payout-accounts.service.js';
import { PayoutAccountResponse } from './dto/payout-account.response.dto.js';
import { PayoutOnboardingResponse } from './dto/payout-onboarding.response.dto.js';

/** Organisers' payout accounts (issue 13): connect, onboarding state, and the sandbox's onboarding. */
@ApiTags('payments')
@Controller()
@UseGuards(SignedInGuard)
@ApiUnauthorizedResponse({ type: ErrorResponse })
export class PayoutAccountsController {
  constructor(
    private readonly accounts: PayoutAccounts,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The signed-in member's payout account and whether payouts can be made to it. */
  @ApiScopeRequired('payouts:read')
  @Get('user/payout-account')
  @ApiOkResponse({ type: PayoutAccountResponse })
  getPayoutAccount(@CurrentUser() user: AuthenticatedUser): Promise<PayoutAccountResponse> {
    return this.accounts.of(user.id);
  }

  /** Creates the member's connected account the first time, and answers where to finish onboarding. */
  @Post('user/payout-account')
  @HttpCode(200)
  @ApiOkResponse({ type: PayoutOnboardingResponse })
  startOnboarding(@CurrentUser() user: AuthenticatedUser, @Req() req: Request): Promise<PayoutOnboardingResponse> {
    const site = this.config.publicUrl?.replace(/\/$/, '') ?? `${req.protocol}://${req.get('host')}`;
    return this.accounts.startOnboarding({ id: user.id, email: user.email }, site);
  }

  /**
   * Sandbox only (404 with Stripe): the member finished the sandbox's onboarding page; the account becomes
   * active, as Stripe's onboarding and its account.updated webhook make it.
   */
  @Post('payments/sandbox/payout-accounts/:accountId/complete')
  @HttpCode(200)
  @ApiOkResponse({ type: PayoutAccountResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  @ApiForbiddenResponse({ type: ErrorResponse })
  completeSandboxOnboarding(@CurrentUser() user: AuthenticatedUser, @Param('accountId') accountId: string): Promise<PayoutAccountResponse> {
    return this.accounts.completeSandboxOnboarding(accountId, user.id);
  }
}
