import { Inject, Injectable } from '@nestjs/common';
import type { AuthenticatedUser } from '../../../../shared-kernel/application.js';
import { NOT_SIGNED_IN } from '../../../../shared-kernel/infrastructure/auth/guards.js';
import { USER_REPOSITORY, type UserRepository } from '../../domain/user.repository.js';
import { UserResponse } from './dto/user.response.js';

/** Reads for the identity endpoints. */
@Injectable()
export class UserQueries {
  constructor(@Inject(USER_REPOSITORY) private readonly users: UserRepository) {}

  async current(session: AuthenticatedUser | undefined): Promise<UserResponse> {
    if (!session) throw NOT_SIGNED_IN();
    const user = await this.users.findById(session.id);
    if (!user) throw NOT_SIGNED_IN();
    return UserResponse.of(user);
  }
}
