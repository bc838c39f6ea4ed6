import { Body, Controller, Get, Put, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../../../shared-kernel/application.js';
import { CurrentUser, SignedInGuard } from '../../../../shared-kernel/infrastructure/auth/guards.js';
import { ErrorResponse } from '../../../../shared-kernel/infrastructure/http/error-response.dto.js';
import { UpdateProfile } from '../../application/update-profile.use-case.js';
import { UpdateProfileRequest } from './dto/update-profile.request.js';
import { UserResponse } from './dto/user.response.js';
import { UserQueries } from './user.queries.js';

@ApiTags('identity')
@Controller('user')
export class UserController {
  constructor(
    private readonly users: UserQueries,
    private readonly updateProfileUseCase: UpdateProfile,
  ) {}

  /** The signed-in user; 401 when nobody is signed in. */
  @Get()
  @ApiOkResponse({ type: UserResponse })
  @ApiUnauthorizedResponse({ type: ErrorResponse })
  getCurrentUser(@CurrentUser() user: AuthenticatedUser | undefined): Promise<UserResponse> {
    return this.users.current(user);
  }

  /** Changes the signed-in member's personal fields; fields left out stay as they are. */
  @Put('profile')
  @UseGuards(SignedInGuard)
  @ApiOkResponse({ type: UserResponse })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiUnauthorizedResponse({ type: ErrorResponse })
  async updateProfile(@CurrentUser() user: AuthenticatedUser, @Body() body: UpdateProfileRequest): Promise<UserResponse> {
    return UserResponse.of(await this.updateProfileUseCase.execute(user.id, body));
  }
}
