import { Inject, Injectable } from '@nestjs/common';
import { USER_REPOSITORY, type UserRepository } from '../domain/user.repository.js';

/** What other contexts may ask identity. Exposed through the context's index.ts. */
@Injectable()
export class IdentityDirectory {
  constructor(
    @Inject(USER_REPOSITORY) private readonly users: UserRepository,
  ) {}

  /** Members of the community: every registered account. */
  countMembers(): Promise<number> {
    return this.users.countMembers();
  }
}
