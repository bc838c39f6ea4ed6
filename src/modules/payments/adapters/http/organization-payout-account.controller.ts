import { Controller, Get, HttpCode, Inject, Post, Req, UseGuards } from '@nestjs/common';
import { ApiScopeRequired } from '../../../../shared-kernel/infrastructure/auth/api-scope.js';
import { ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { Request } from 'express';
import type { AuthenticatedUser } from '../../../../shared-kernel/application.js';
import { CurrentUser, SignedInGuard } from '../../../../shared-kernel/infrastructure/auth/guards.js';
import { APP_CONFIG, type AppConfig } from '../../../../shared-kernel/infrastructure/config/app-config.js';
import { ErrorResponse } from '../../../../shared-kernel/infrastructure/http/error-response.dto.js';
import { IdParam } from '../../../../shared-kernel/infrastructure/http/id-param.js';
import { PayoutAccounts } from '../../application/payout-accounts.service.js';
import { PayoutAccountResponse } from './dto/payout-account.response.dto.js';
import { PayoutOnboardingResponse } from './dto/payout-onboarding.response.dto.js';

/**
 * An organization's payout account (issue 37): its gifts are charged on its behalf to this account, so it must be
 * active before the organization receives any. Its admins and treasurers connect it, as a member connects theirs.
 */
@ApiTags('organizations')
@Controller('organizations/:id/payout-account')
@UseGuards(SignedInGuard)
@ApiUnauthorizedResponse({ type: ErrorResponse })
@ApiForbiddenResponse({ type: ErrorResponse, description: "Not one of the organization's admins or treasurers" })
@ApiNotFoundResponse({ type: ErrorResponse })
export class OrganizationPayoutAccountController {
  constructor(
    private readonly accounts: PayoutAccounts,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Its state as last heard from the provider (`not_connected` until it is created). Platform administrators may read it too. */
  @ApiScopeRequired('payouts:read')
  @Get()
  @ApiOkResponse({ type: PayoutAccountResponse })
  get(@IdParam('id') id: string, @CurrentUser() user: AuthenticatedUser): Promise<PayoutAccountResponse> {
    return this.accounts.ofOrganization(id, user);
  }

  /** Creates the organization's connected account the first time, and answers where to finish onboarding. */
  @Post()
  @HttpCode(200)
  @ApiOkResponse({ type: PayoutOnboardingResponse })
  start(@IdParam('id') id: string, @CurrentUser() user: AuthenticatedUser, @Req() req: Request): Promise<PayoutOnboardingResponse> {
    const site = this.config.publicUrl?.replace(/\/$/, '') ?? `${req.protocol}://${req.get('host')}`;
    return this.accounts.startOrganizationOnboarding(id, user, site);
  }
}
