import { Body, Controller, Put, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
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
import { ChangeMemberRoleRequest } from './dto/change-member-role.request.dto.js';
import { MemberRoleResponse } from './dto/member-role.response.dto.js';
import { IdParam } from '../../../../shared-kernel/infrastructure/http/id-param.js';

/** The administrator role of members, changed by administrators. */
@ApiTags('identity')
@Controller('admin/users')
@UseGuards(AdminGuard)
@ApiUnauthorizedResponse({ type: ErrorResponse })
@ApiForbiddenResponse({ type: ErrorResponse })
export class MemberRoleController {
  constructor(private readonly changeMemberRole: ChangeMemberRole) {}

  /** Grants or removes the admin role: never one's own, never the last admin's. Recorded in the audit trail. */
  @Put(':id/role')
  @ApiOkResponse({ type: MemberRoleResponse })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  @ApiUnprocessableEntityResponse({ type: ErrorResponse, description: 'Your own role, or the last administrator' })
  async changeUserRole(
    @IdParam('id') id: string,
    @Body() body: ChangeMemberRoleRequest,
    @CurrentUser() admin: AuthenticatedUser,
  ): Promise<MemberRoleResponse> {
    return MemberRoleResponse.of(await this.changeMemberRole.execute({ userId: id, isAdmin: body.isAdmin, by: admin.id }));
  }
}
