import { Body, Controller, Param, Put, UseGuards } from '@nestjs/common';
import {
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiUnauthorizedResponse,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../../../shared-kernel/application.js';
import { AdminGuard, CurrentUser } from '../../../../shared-kernel/infrastructure/auth/guards.js';
import { ErrorResponse } from '../../../../shared-kernel/infrastructure/http/error-response.dto.js';
import { ChangeMemberRole } from '../../application/change-member-role.use-case.js';
import { RoleChangeResponse } from './dto/role-change.response.dto.js';
import { RoleRequest } from './dto/role.request.dto.js';

/** TRANSITIONAL: the role route until identity serves it (deleted with ChangeMemberRole). */
@ApiTags('moderation')
@Controller('admin/users')
@UseGuards(AdminGuard)
@ApiUnauthorizedResponse({ type: ErrorResponse })
@ApiForbiddenResponse({ type: ErrorResponse })
export class AdminRolesController {
  constructor(private readonly roles: ChangeMemberRole) {}

  /** Grants or removes the admin role: never one's own, never the last admin's. Recorded in the audit trail. */
  @Put(':id/role')
  @ApiOkResponse({ type: RoleChangeResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  @ApiUnprocessableEntityResponse({ type: ErrorResponse })
  async changeUserRole(@Param('id') id: string, @Body() body: RoleRequest, @CurrentUser() admin: AuthenticatedUser): Promise<RoleChangeResponse> {
    return this.roles.execute(id, body.isAdmin, admin);
  }
}
