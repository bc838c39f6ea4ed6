import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../../shared-kernel/domain.js';
import {
  INTEGRATION_EVENT_PUBLISHER,
  type IntegrationEventPublisher,
} from '../../../shared-kernel/application.js';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../shared-kernel/application.js';
import { User } from '../domain/user.aggregate.js';
import { UserErrors } from '../domain/user.errors.js';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../domain/user-rules.js';
import { USER_REPOSITORY, type UserRepository } from '../domain/user.repository.js';
import { PASSWORD_HASHER, type PasswordHasher } from './password-hasher.js';

export interface RegisterUserCommand {
  username: string;
  email: string;
  password: string;
  firstName?: string | null;
  lastName?: string | null;
  phone: string;
}

@Injectable()
export class RegisterUser {
  constructor(
    @Inject(USER_REPOSITORY) private readonly users: UserRepository,
    @Inject(PASSWORD_HASHER) private readonly hasher: PasswordHasher,
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(INTEGRATION_EVENT_PUBLISHER) private readonly events: IntegrationEventPublisher,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(command: RegisterUserCommand, options: { isAdmin?: boolean } = {}): Promise<User> {
    if (!command.username?.trim() || !command.password || !command.phone?.trim()) throw UserErrors.missingRequired();
    if (command.password.length < MIN_PASSWORD_LENGTH || command.password.length > MAX_PASSWORD_LENGTH) {
      throw UserErrors.weakPassword();
    }
    const passwordHash = await this.hasher.hash(command.password);
    const now = this.clock.now();
    const user = User.register(
      {
        username: command.username,
        email: command.email ?? '',
        passwordHash,
        firstName: command.firstName ?? null,
        lastName: command.lastName ?? null,
        phone: command.phone,
      },
      now,
    );
    if (options.isAdmin) user.grantAdmin(now);
    return this.uow.run(async () => {
      if (await this.users.usernameExists(user.username)) throw UserErrors.usernameTaken();
      if (await this.users.emailExists(user.email)) throw UserErrors.emailTaken();
      await this.users.save(user);
      user.pullEvents();
      this.events.publish('identity.user-registered.v1', {
        userId: user.id,
        username: user.username,
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        registeredAt: now.toISOString(),
      });
      return user;
    });
  }
}
