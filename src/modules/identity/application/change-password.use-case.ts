import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock, DomainError } from '../../../shared-kernel/domain.js';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../shared-kernel/application.js';
import { PasswordPolicy } from '../domain/password.policy.js';
import { UserErrors } from '../domain/user.errors.js';
import { USER_REPOSITORY, type UserRepository } from '../domain/user.repository.js';
import { isOverLimit, LOGIN_THROTTLE, throttleKeys, type LoginThrottle } from './login-throttle.port.js';
import { PASSWORD_HASHER, type PasswordHasher } from './password-hasher.port.js';
import { SESSION_REVOKER, type SessionRevoker } from './session-revoker.port.js';

/**
 * A signed-in member changes their password (knowing the current one); their other sessions end. The current
 * password is a guess like a sign-in's: each check counts against the account's (and the network's) sign-in limit,
 * so a stolen session cannot try passwords without end.
 */
@Injectable()
export class ChangePassword {
  constructor(
    @Inject(USER_REPOSITORY) private readonly users: UserRepository,
    @Inject(PASSWORD_HASHER) private readonly hasher: PasswordHasher,
    @Inject(SESSION_REVOKER) private readonly sessions: SessionRevoker,
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(LOGIN_THROTTLE) private readonly throttle: LoginThrottle,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(command: { userId: string; sessionId: string; currentPassword: string; newPassword: string; ip: string }): Promise<void> {
    const user = await this.users.findById(command.userId);
    if (!user || user.isClosed) throw UserErrors.notSignedIn();
    const keys = throttleKeys(user.username, command.ip, user.id);
    if (isOverLimit(await this.throttle.countAttempt(keys), this.throttle.limits)) throw UserErrors.tooManyAttempts();
    if (!command.currentPassword || !(await this.hasher.verify(user.passwordHash, command.currentPassword))) throw UserErrors.wrongPassword();
    await this.throttle.succeeded(keys);
    try {
      PasswordPolicy.check(command.newPassword);
    } catch (error) {
      // The policy names the field "password"; on this form it is the new one.
      if (error instanceof DomainError) throw new DomainError(error.code, error.message, error.kind, { newPassword: [error.message] });
      throw error;
    }
    if (command.newPassword === command.currentPassword) throw UserErrors.samePassword();
    const passwordHash = await this.hasher.hash(command.newPassword);
    await this.uow.run(async () => {
      const locked = await this.users.findByIdForUpdate(command.userId);
      if (!locked) throw UserErrors.notSignedIn();
      locked.changePassword(passwordHash, this.clock.now());
      await this.users.save(locked);
      await this.sessions.endSessionsOf(locked.id, command.sessionId);
    });
  }
}
