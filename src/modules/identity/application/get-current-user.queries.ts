import { Inject, Injectable } from '@nestjs/common';
import type { User } from '../domain/user.aggregate.js';
import { UserErrors } from '../domain/user.errors.js';
import { USER_REPOSITORY, type UserRepository } from '../domain/user.repository.js';

/** The signed-in member, read afresh (401 if the account is gone). */
@Injectable()
export class GetCurrentUser {
  constructor(@Inject(USER_REPOSITORY) private readonly users: UserRepository) {}

  async execute(userId: string): Promise<User> {
    const user = await this.users.findById(userId);
    if (!user) throw UserErrors.notSignedIn();
    return user;
  }
}
