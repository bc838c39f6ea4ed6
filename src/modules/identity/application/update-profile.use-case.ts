import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../../shared-kernel/domain.js';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../shared-kernel/application.js';
import type { ProfileChanges, User } from '../domain/user.aggregate.js';
import { UserErrors } from '../domain/user.errors.js';
import { USER_REPOSITORY, type UserRepository } from '../domain/user.repository.js';

@Injectable()
export class UpdateProfile {
  constructor(
    @Inject(USER_REPOSITORY) private readonly users: UserRepository,
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(userId: string, changes: ProfileChanges): Promise<User> {
    return this.uow.run(async () => {
      const user = await this.users.findById(userId);
      if (!user) throw UserErrors.notFound();
      user.updateProfile(changes, this.clock.now());
      await this.users.save(user);
      return user;
    });
  }
}
