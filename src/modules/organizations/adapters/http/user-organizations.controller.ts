import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiScopeRequired } from '../../../../shared-kernel/infrastructure/auth/api-scope.js';
import { ApiOkResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../../../shared-kernel/application.js';
import { CurrentUser, SignedInGuard } from '../../../../shared-kernel/infrastructure/auth/guards.js';
import { ErrorResponse } from '../../../../shared-kernel/infrastructure/http/error-response.dto.js';
import { OrganizationQueries } from '../../application/organization.queries.js';
import { ServedOrganizationResponse } from './dto/served-organization.response.dto.js';

@ApiTags('organizations')
@Controller('user/organizations')
export class UserOrganizationsController {
  constructor(private readonly queries: OrganizationQueries) {}

  /** The organizations the signed-in member serves, with their role (for their profile). */
  @ApiScopeRequired('organizations:read')
  @Get()
  @UseGuards(SignedInGuard)
  @ApiOkResponse({ type: [ServedOrganizationResponse] })
  @ApiUnauthorizedResponse({ type: ErrorResponse })
  listMyOrganizations(@CurrentUser() user: AuthenticatedUser): Promise<ServedOrganizationResponse[]> {
    return this.queries.servedBy(user.id);
  }
}
