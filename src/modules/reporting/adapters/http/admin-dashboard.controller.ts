import { Controller, Get, Inject, UseGuards } from '@nestjs/common';
import { ApiForbiddenResponse, ApiOkResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { AdminGuard } from '../../../../shared-kernel/infrastructure/auth/guards.js';
import { ErrorResponse } from '../../../../shared-kernel/infrastructure/http/error-response.dto.js';
import { APP_CONFIG, PLACEHOLDER_EIN, type AppConfig } from '../../../../shared-kernel/infrastructure/config/app-config.js';
import { AdminDashboardQueries } from '../../application/admin-dashboard.queries.js';
import { ChartsResponse } from './dto/charts.response.dto.js';
import { DashboardResponse } from './dto/dashboard.response.dto.js';

/** The admin console's figures (401 signed out, 403 members). */
@ApiTags('moderation')
@Controller('admin')
@UseGuards(AdminGuard)
@ApiUnauthorizedResponse({ type: ErrorResponse })
@ApiForbiddenResponse({ type: ErrorResponse })
export class AdminDashboardController {
  constructor(
    private readonly queries: AdminDashboardQueries,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The four stat cards (and pending applications), computed on the server, and the platform's EIN as receipts print it. */
  @Get('dashboard')
  @ApiOkResponse({ type: DashboardResponse })
  async getDashboard(): Promise<DashboardResponse> {
    const { name, ein } = this.config.organization;
    return { ...(await this.queries.dashboard()), charity: { name, ein, einIsPlaceholder: ein === PLACEHOLDER_EIN } };
  }

  /** Gifts per day (90 days), campaigns by status, new members per week (12 weeks). */
  @Get('charts')
  @ApiOkResponse({ type: ChartsResponse })
  getCharts(): Promise<ChartsResponse> {
    return this.queries.charts();
  }
}
