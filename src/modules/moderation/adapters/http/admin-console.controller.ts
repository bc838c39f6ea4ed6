import { Body, Controller, Get, HttpCode, Inject, Param, Post, Put, Query, Req, Res, UseGuards } from '@nestjs/common';
import {
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiProperty,
  ApiPropertyOptional,
  ApiTags,
  ApiUnauthorizedResponse,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import type { Request, Response } from 'express';
import { Money } from '../../../../shared-kernel/domain.js';
import type { AuthenticatedUser } from '../../../../shared-kernel/application.js';
import { AdminGuard, CurrentUser } from '../../../../shared-kernel/infrastructure/auth/guards.js';
import { ErrorResponse } from '../../../../shared-kernel/infrastructure/http/error-response.dto.js';
import { announceNextPage } from '../../../../shared-kernel/infrastructure/http/paging.js';
import { SponsorshipApplicationResponse, SponsorshipApplications, toApplicationResponse } from '../../../creator-hub/index.js';
import { CampaignResponse } from '../../../fundraising/index.js';
import { IdentityDirectory, MemberAdministration } from '../../../identity/index.js';
import { AdminConsole } from '../../application/admin-console.js';
import { AUDIT_TRAIL_READ_MODEL, type AuditTrailReadModel } from '../../application/audit-trail.js';
import { ChangeMemberRole } from '../../application/change-member-role.use-case.js';
import { DecideOnApplication } from '../../application/decide-on-application.use-case.js';

class PageQuery {
  @ApiPropertyOptional({ minimum: 1, maximum: 100, default: 50 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number from 1 to 100' })
  @Min(1, { message: 'limit must be a whole number from 1 to 100' })
  @Max(100, { message: 'limit must be a whole number from 1 to 100' })
  limit?: number;

  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(500) cursor?: string;
}

export class UserSearchQuery extends PageQuery {
  @ApiPropertyOptional({ description: 'Case-insensitive: first name, last name, email or username' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  search?: string;
}

export class AuditQuery extends PageQuery {
  @ApiPropertyOptional({ format: 'uuid' }) @IsOptional() @IsString() adminId?: string;
  @ApiPropertyOptional({ description: "campaign, sponsorship, user, or a whole action like 'campaign.approved'" })
  @IsOptional()
  @IsString()
  @MaxLength(60)
  kind?: string;
}

export class ApplicationListQuery {
  @ApiPropertyOptional({ enum: ['pending', 'approved', 'rejected'] })
  @IsOptional()
  @IsIn(['pending', 'approved', 'rejected'], { message: 'status must be pending, approved or rejected' })
  status?: 'pending' | 'approved' | 'rejected';

  @ApiPropertyOptional({ minimum: 1, maximum: 100, default: 50 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100)
  limit?: number;

  @ApiPropertyOptional({ minimum: 0, default: 0 }) @IsOptional() @Type(() => Number) @IsInt() @Min(0) offset?: number;
}

export class RoleRequest {
  @ApiProperty() @IsBoolean({ message: 'isAdmin must be true or false' }) isAdmin: boolean;
}

export class DashboardResponse {
  @ApiProperty() pendingCampaigns: number;
  @ApiProperty() totalUsers: number;
  @ApiProperty({ description: 'Completed donations' }) totalTransactions: number;
  @ApiProperty({ description: 'US dollars given to campaigns (tips excluded)' }) totalRaised: number;
  @ApiProperty({ description: 'US dollars of tips to the platform' }) totalTips: number;
  @ApiProperty() pendingApplications: number;
}

class DayPoint {
  @ApiProperty({ example: '2026-11-22' }) day: string;
  @ApiProperty() count: number;
  @ApiProperty() amount: number;
}
class StatusCount {
  @ApiProperty() status: string;
  @ApiProperty() count: number;
}
class WeekPoint {
  @ApiProperty({ example: '2026-11-16' }) week: string;
  @ApiProperty() count: number;
}
export class ChartsResponse {
  @ApiProperty({ type: [DayPoint] }) giftsPerDay: DayPoint[];
  @ApiProperty({ type: [StatusCount] }) campaignsByStatus: StatusCount[];
  @ApiProperty({ type: [WeekPoint] }) newMembersPerWeek: WeekPoint[];
}

export class AdminUserResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() username: string;
  @ApiProperty() email: string;
  @ApiProperty({ type: String, nullable: true }) firstName: string | null;
  @ApiProperty({ type: String, nullable: true }) lastName: string | null;
  @ApiProperty({ type: String, nullable: true }) phone: string | null;
  @ApiProperty({ type: String, nullable: true }) location: string | null;
  @ApiProperty({ type: String, nullable: true }) profileImageUrl: string | null;
  @ApiProperty() isAdmin: boolean;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

export class RoleChangeResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() username: string;
  @ApiProperty() isAdmin: boolean;
}

class ActivityDonation {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) campaignId: string;
  @ApiProperty({ type: String, nullable: true }) campaignTitle: string | null;
  @ApiProperty({ type: String, nullable: true }) campaignSlug: string | null;
  @ApiProperty({ example: '50.00' }) amount: string;
  @ApiProperty({ example: '7.50' }) tip: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}
export class UserActivityResponse {
  @ApiProperty({ type: [CampaignResponse] }) campaigns: CampaignResponse[];
  @ApiProperty({ type: [ActivityDonation] }) donations: ActivityDonation[];
  @ApiProperty({ type: [SponsorshipApplicationResponse] }) applications: SponsorshipApplicationResponse[];
}

export class AuditEntryResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) adminId: string;
  @ApiProperty() adminName: string;
  @ApiProperty({ example: 'campaign.approved' }) action: string;
  @ApiProperty({ enum: ['campaign', 'sponsorship_application', 'user'] }) subjectType: string;
  @ApiProperty({ format: 'uuid' }) subjectId: string;
  @ApiProperty() subjectLabel: string;
  @ApiProperty({ format: 'date-time' }) decidedAt: string;
}


/** The admin console's calls beyond the spec's lists: figures, charts, users, roles, activity, audit. */
@ApiTags('moderation')
@Controller('admin')
@UseGuards(AdminGuard)
@ApiUnauthorizedResponse({ type: ErrorResponse })
@ApiForbiddenResponse({ type: ErrorResponse })
export class AdminConsoleController {
  constructor(
    private readonly console: AdminConsole,
    private readonly members: MemberAdministration,
    private readonly identity: IdentityDirectory,
    private readonly roles: ChangeMemberRole,
    private readonly applications: SponsorshipApplications,
    private readonly decideOnApplication: DecideOnApplication,
    @Inject(AUDIT_TRAIL_READ_MODEL) private readonly audit: AuditTrailReadModel,
  ) {}

  /** The four stat cards (and pending applications), computed on the server. */
  @Get('dashboard')
  @ApiOkResponse({ type: DashboardResponse })
  getDashboard(): Promise<DashboardResponse> {
    return this.console.dashboard();
  }

  /** Gifts per day (90 days), campaigns by status, new members per week (12 weeks). */
  @Get('charts')
  @ApiOkResponse({ type: ChartsResponse })
  getCharts(): Promise<ChartsResponse> {
    return this.console.charts();
  }

  @Get('users')
  @ApiOkResponse({ type: [AdminUserResponse] })
  async listUsers(@Query() query: UserSearchQuery, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<AdminUserResponse[]> {
    const page = await this.members.search({ text: query.search, limit: query.limit ?? 50, cursor: query.cursor });
    announceNextPage(req, res, page.nextCursor);
    return page.items.map((u) => ({ ...u, createdAt: u.createdAt.toISOString() }));
  }

  /** Grants or removes the admin role: never one's own, never the last admin's. Recorded in the audit trail. */
  @Put('users/:id/role')
  @ApiOkResponse({ type: RoleChangeResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  @ApiUnprocessableEntityResponse({ type: ErrorResponse })
  async changeUserRole(@Param('id') id: string, @Body() body: RoleRequest, @CurrentUser() admin: AuthenticatedUser): Promise<RoleChangeResponse> {
    return this.roles.execute(id, body.isAdmin, admin);
  }

  /** A member's campaigns, donations and applications. */
  @Get('users/:id/activity')
  @ApiOkResponse({ type: UserActivityResponse })
  async getUserActivity(@Param('id') id: string): Promise<UserActivityResponse> {
    const activity = await this.console.activity(/^[0-9a-f-]{36}$/i.test(id) ? id : '00000000-0000-0000-0000-000000000000');
    return {
      campaigns: activity.campaigns.map((c) => CampaignResponse.of(c)),
      donations: activity.donations.map((d) => ({
        id: d.id,
        campaignId: d.campaignId,
        campaignTitle: activity.campaignNames.get(d.campaignId)?.title ?? null,
        campaignSlug: activity.campaignNames.get(d.campaignId)?.slug ?? null,
        amount: Money.ofCents(d.giftCents).toDecimalString(),
        tip: Money.ofCents(d.tipCents).toDecimalString(),
        createdAt: (d.completedAt ?? d.createdAt).toISOString(),
      })),
      applications: activity.applications.map(toApplicationResponse),
    };
  }

  /** Every administrator decision, newest first; filter by admin and by kind. */
  @Get('audit')
  @ApiOkResponse({ type: [AuditEntryResponse] })
  async listAuditTrail(@Query() query: AuditQuery, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<AuditEntryResponse[]> {
    const page = await this.audit.list({ adminId: query.adminId, kind: query.kind, limit: query.limit ?? 50, cursor: query.cursor });
    announceNextPage(req, res, page.nextCursor);
    const admins = await this.identity.memberCards(page.items.map((e) => e.adminId));
    return page.items.map((e) => {
      const card = admins.get(e.adminId);
      return {
        ...e,
        adminName: card ? [card.firstName, card.lastName].filter(Boolean).join(' ') || card.username : 'Former admin',
        decidedAt: e.decidedAt.toISOString(),
      };
    });
  }

  @Get('sponsorship-applications')
  @ApiOkResponse({ type: [SponsorshipApplicationResponse] })
  async listSponsorshipApplications(@Query() query: ApplicationListQuery): Promise<SponsorshipApplicationResponse[]> {
    return (await this.applications.list({ status: query.status, limit: query.limit ?? 50, offset: query.offset ?? 0 })).map(toApplicationResponse);
  }

  @Post('sponsorship-applications/:id/approve')
  @HttpCode(200)
  @ApiOkResponse({ type: SponsorshipApplicationResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  async approveSponsorshipApplication(@Param('id') id: string, @CurrentUser() admin: AuthenticatedUser): Promise<SponsorshipApplicationResponse> {
    return toApplicationResponse(await this.decideOnApplication.execute(id, 'approve', admin));
  }

  @Post('sponsorship-applications/:id/reject')
  @HttpCode(200)
  @ApiOkResponse({ type: SponsorshipApplicationResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  async rejectSponsorshipApplication(@Param('id') id: string, @CurrentUser() admin: AuthenticatedUser): Promise<SponsorshipApplicationResponse> {
    return toApplicationResponse(await this.decideOnApplication.execute(id, 'reject', admin));
  }
}
