import { Body, Controller, Get, HttpCode, Inject, Param, Post, UseGuards } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../../../shared-kernel/application.js';
import { CurrentUser, SignedInGuard } from '../../../../shared-kernel/infrastructure/auth/guards.js';
import { ErrorResponse } from '../../../../shared-kernel/infrastructure/http/error-response.dto.js';
import { FoundingProgramme } from '../../application/founding-programme.js';
import { MEMBERSHIP_TIER_CATALOG, type MembershipTierCatalog } from '../../application/membership-tiers.js';
import { Memberships } from '../../application/memberships.js';
import { BusinessErrors } from '../../domain/business-profile.errors.js';
import {
  ClientSecretResponse,
  CreateSubscriptionRequest,
  FoundingStatusResponse,
  MembershipResponse,
  MembershipTierResponse,
} from './dto/business.dto.js';

@ApiTags('business-network')
@Controller()
export class MembershipsController {
  constructor(
    @Inject(MEMBERSHIP_TIER_CATALOG) private readonly tiers: MembershipTierCatalog,
    private readonly memberships: Memberships,
    private readonly founding: FoundingProgramme,
  ) {}

  /** The monthly tiers: Basic $9, Professional $29, Executive $99. */
  @Get('membership-tiers')
  @ApiOkResponse({ type: [MembershipTierResponse] })
  async listMembershipTiers(): Promise<MembershipTierResponse[]> {
    return (await this.tiers.list()).map(MembershipTierResponse.of);
  }

  @Get('membership-tiers/:tierId')
  @ApiOkResponse({ type: MembershipTierResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  async getMembershipTier(@Param('tierId') tierId: string): Promise<MembershipTierResponse> {
    const tier = await this.tiers.find(tierId);
    if (!tier) throw BusinessErrors.tierNotFound();
    return MembershipTierResponse.of(tier);
  }

  /** Starts a monthly subscription; active once the first payment succeeds. Returns the card form's client secret. */
  @Post('create-subscription')
  @HttpCode(200)
  @UseGuards(SignedInGuard)
  @ApiOkResponse({ type: ClientSecretResponse })
  @ApiUnauthorizedResponse({ type: ErrorResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  @ApiConflictResponse({ type: ErrorResponse, description: 'Already holds a live tier' })
  async createSubscription(@Body() body: CreateSubscriptionRequest, @CurrentUser() user: AuthenticatedUser): Promise<ClientSecretResponse> {
    const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username;
    return this.memberships.subscribe({ id: user.id, email: user.email, name }, body.tierID);
  }

  /** The signed-in member's membership (tier, status, renewal or end date). */
  @Get('user/membership')
  @UseGuards(SignedInGuard)
  @ApiOkResponse({ type: MembershipResponse })
  async getMyMembership(@CurrentUser() user: AuthenticatedUser): Promise<MembershipResponse> {
    const [current, founding] = await Promise.all([this.memberships.current(user.id), this.founding.status(user.id)]);
    return {
      tier: current?.tier ? MembershipTierResponse.of(current.tier) : null,
      status: current?.status ?? 'none',
      currentPeriodEnd: current?.currentPeriodEnd?.toISOString() ?? null,
      cancelAtPeriodEnd: current?.cancelAtPeriodEnd ?? false,
      isFoundingMember: founding.isFoundingMember,
    };
  }

  /** Cancels at the end of the paid month: nothing more is charged; the tier stays until then. */
  @Post('user/membership/cancel')
  @HttpCode(200)
  @UseGuards(SignedInGuard)
  @ApiOkResponse({ type: MembershipResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  async cancelMyMembership(@CurrentUser() user: AuthenticatedUser): Promise<MembershipResponse> {
    await this.memberships.cancel(user.id);
    return this.getMyMembership(user);
  }

  /** The founding-member programme: places claimed of 100. */
  @Get('founding-members')
  @ApiOkResponse({ type: FoundingStatusResponse })
  getFoundingStatus(@CurrentUser() user?: AuthenticatedUser): Promise<FoundingStatusResponse> {
    return this.founding.status(user?.id);
  }

  /** Takes one of the 100 free lifetime founding places (409 when full or already held). */
  @Post('founding-members/claim')
  @HttpCode(200)
  @UseGuards(SignedInGuard)
  @ApiOkResponse({ type: FoundingStatusResponse })
  @ApiConflictResponse({ type: ErrorResponse })
  async claimFoundingPlace(@CurrentUser() user: AuthenticatedUser): Promise<FoundingStatusResponse> {
    await this.founding.claim(user.id);
    return this.founding.status(user.id);
  }
}
