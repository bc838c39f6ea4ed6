import { Body, Controller, Get, Put, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../../../shared-kernel/application.js';
import { CurrentUser, SignedInGuard } from '../../../../shared-kernel/infrastructure/auth/guards.js';
import { ErrorResponse } from '../../../../shared-kernel/infrastructure/http/error-response.dto.js';
import { GetCurrentUser } from '../../application/get-current-user.queries.js';
import { UpdateProfile } from '../../application/update-profile.use-case.js';
import { UpdateProfileRequest } from './dto/update-profile.request.dto.js';
import { UserResponse } from './dto/user.response.dto.js';

@ApiTags('identity')
@Controller('user')
@UseGuards(SignedInGuard)
@ApiUnauthorizedResponse({ type: ErrorResponse })
export class UserController {
  constructor(
    private readonly currentUser: GetCurrentUser,
    private readonly updateProfileUseCase: UpdateProfile,
  ) {}

  /** The signed-in user; 401 when nobody is signed in. */
  @Get()
  @ApiOkResponse({ type: UserResponse })
  async getCurrentUser(@CurrentUser() user: AuthenticatedUser): Promise<UserResponse> {
    return UserResponse.of(await this.currentUser.execute(user.id));
  }

  /** Changes the signed-in member's personal fields; fields left out stay as they are. */
  @Put('profile')
  @ApiOkResponse({ type: UserResponse })
  @ApiBadRequestResponse({ type: ErrorResponse })
  async updateProfile(@CurrentUser() user: AuthenticatedUser, @Body() body: UpdateProfileRequest): Promise<UserResponse> {
    return UserResponse.of(await this.updateProfileUseCase.execute(user.id, body));
  }
}
