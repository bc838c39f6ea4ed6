import { Inject, Injectable, Logger } from '@nestjs/common';
import { CLOCK, type Clock } from '../../../shared-kernel/domain.js';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../shared-kernel/application.js';
import { USER_REPOSITORY, type UserRepository } from '../domain/user.repository.js';
import { PASSWORD_HASHER, type PasswordHasher } from './password-hasher.port.js';
import { RegisterUser } from './register-user.use-case.js';

export interface AdminAccount {
  username: string;
  password: string;
  email: string;
  firstName?: string;
  lastName?: string;
  phone?: string;
}

/**
 * Makes sure an administrator account exists: creates it, or gives an existing account of that
 * username the admin role and the configured password. How a deployment gets its first admin.
 */
@Injectable()
export class EnsureAdminAccount {
  private readonly logger = new Logger('EnsureAdminAccount');

  constructor(
    @Inject(USER_REPOSITORY) private readonly users: UserRepository,
    @Inject(PASSWORD_HASHER) private readonly hasher: PasswordHasher,
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly register: RegisterUser,
  ) {}

  async execute(account: AdminAccount): Promise<void> {
    const existing = await this.uow.run(() => this.users.findByLogin(account.username));
    if (!existing) {
      await this.register.execute(
        {
          username: account.username,
          email: account.email,
          password: account.password,
          firstName: account.firstName ?? 'Platform',
          lastName: account.lastName ?? 'Administrator',
          phone: account.phone ?? '+16155550142',
        },
        { administrator: true },
      );
      this.logger.log(`Created administrator account "${account.username}"`);
      return;
    }
    await this.uow.run(async () => {
      const user = await this.users.findById(existing.id);
      if (!user) return;
      const now = this.clock.now();
      user.grantAdminByConfiguration(now);
      if (!(await this.hasher.verify(user.passwordHash, account.password))) {
        user.changePassword(await this.hasher.hash(account.password), now);
      }
      await this.users.save(user);
    });
  }
}
