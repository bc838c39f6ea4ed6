import { Body, Controller, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiUnauthorizedResponse,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../../../shared-kernel/application.js';
import { CurrentUser, SignedInGuard } from '../../../../shared-kernel/infrastructure/auth/guards.js';
import { ErrorResponse } from '../../../../shared-kernel/infrastructure/http/error-response.dto.js';
import { CancelMembership } from '../../application/cancel-membership.use-case.js';
import { ClaimFoundingPlace } from '../../application/claim-founding-place.use-case.js';
import type { PaidTierEnding } from '../../application/end-paid-tier-for-founding-member.use-case.js';
import { FoundingProgramQueries } from '../../application/founding-program.queries.js';
import { MembershipQueries } from '../../application/membership.queries.js';
import { SubscribeToTier } from '../../application/subscribe-to-tier.use-case.js';
import { ClientSecretResponse } from './dto/client-secret.response.dto.js';
import { CreateSubscriptionRequest } from './dto/create-subscription.request.dto.js';
import { FoundingClaimResponse } from './dto/founding-claim.response.dto.js';
import { FoundingStatusResponse } from './dto/founding-status.response.dto.js';
import { MembershipTierResponse } from './dto/membership-tier.response.dto.js';
import { MembershipResponse } from './dto/membership.response.dto.js';
import { IdParam, requireId } from '../../../../shared-kernel/infrastructure/http/id-param.js';
import { MembershipErrors } from '../../domain/membership.errors.js';

@ApiTags('business-network')
@Controller()
export class MembershipsController {
  constructor(
    private readonly memberships: MembershipQueries,
    private readonly subscribeToTier: SubscribeToTier,
    private readonly cancelMembership: CancelMembership,
    private readonly founding: FoundingProgramQueries,
    private readonly claimFounding: ClaimFoundingPlace,
  ) {}

  /** The monthly tiers: Basic $9, Professional $29, Executive $99. */
  @Get('membership-tiers')
  @ApiOkResponse({ type: [MembershipTierResponse] })
  async listMembershipTiers(): Promise<MembershipTierResponse[]> {
    return (await this.memberships.tiersOnOffer()).map(MembershipTierResponse.of);
  }

  @Get('membership-tiers/:tierId')
  @ApiOkResponse({ type: MembershipTierResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  async getMembershipTier(@IdParam('tierId', MembershipErrors.tierNotFound) tierId: string): Promise<MembershipTierResponse> {
    return MembershipTierResponse.of(await this.memberships.tier(tierId));
  }

  /** Starts a monthly subscription; active once the first payment succeeds. Returns the card form's client secret. */
  @Post('create-subscription')
  @HttpCode(200)
  @UseGuards(SignedInGuard)
  @ApiOkResponse({ type: ClientSecretResponse })
  @ApiUnauthorizedResponse({ type: ErrorResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  @ApiConflictResponse({ type: ErrorResponse, description: 'Already holds a live tier' })
  createSubscription(@Body() body: CreateSubscriptionRequest, @CurrentUser() user: AuthenticatedUser): Promise<ClientSecretResponse> {
    const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username;
    return this.subscribeToTier.execute({ id: user.id, email: user.email, name }, requireId(body.tierID, MembershipErrors.tierNotFound));
  }

  /** The signed-in member's membership (tier, status, renewal or end date). */
  @Get('user/membership')
  @UseGuards(SignedInGuard)
  @ApiOkResponse({ type: MembershipResponse })
  async getMyMembership(@CurrentUser() user: AuthenticatedUser): Promise<MembershipResponse> {
    return MembershipResponse.of(await this.memberships.of(user.id));
  }

  /** Cancels at the end of the paid month: nothing more is charged; the tier stays until then. */
  @Post('user/membership/cancel')
  @HttpCode(200)
  @UseGuards(SignedInGuard)
  @ApiOkResponse({ type: MembershipResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  async cancelMyMembership(@CurrentUser() user: AuthenticatedUser): Promise<MembershipResponse> {
    await this.cancelMembership.execute(user.id);
    return MembershipResponse.of(await this.memberships.of(user.id));
  }

  /** The founding-member program: places claimed of 100. */
  @Get('founding-members')
  @ApiOkResponse({ type: FoundingStatusResponse })
  getFoundingStatus(@CurrentUser() user?: AuthenticatedUser): Promise<FoundingStatusResponse> {
    return this.founding.status(user?.id);
  }

  /**
   * Takes one of the 100 free lifetime founding places (409 when full or already held; 422 while the
   * member has no business profile). A paid tier the member held stops renewing; `notice` says so.
   */
  @Post('founding-members/claim')
  @HttpCode(200)
  @UseGuards(SignedInGuard)
  @ApiOkResponse({ type: FoundingClaimResponse })
  @ApiConflictResponse({ type: ErrorResponse })
  @ApiUnprocessableEntityResponse({ type: ErrorResponse, description: 'The member has no business profile yet.' })
  async claimFoundingPlace(@CurrentUser() user: AuthenticatedUser): Promise<FoundingClaimResponse> {
    const { paidTierEnding } = await this.claimFounding.execute(user.id);
    return { ...(await this.founding.status(user.id)), notice: paidTierEnding && paidTierNotice(paidTierEnding) };
  }
}

function paidTierNotice(ending: PaidTierEnding): string {
  const until = ending.endsAt
    ? `it ends on ${ending.endsAt.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })}`
    : 'it ends at the end of the month already paid';
  return `Your ${ending.tierName} will not renew: ${until} and nothing more will be charged. Your founding membership is free for life.`;
}
